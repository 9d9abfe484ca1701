import type { AgeCheckProblem, GatewayAgeBody } from '@veriframe/core/age-check';
import type { ProxyError } from '@veriframe/core/client';
import { useAgeCheck } from '@veriframe/react/age-check';
import { type FormEvent, useId, useState } from 'react';
import { ActionBadge } from '../components/ActionBadge';
import { SelectField } from '../components/SelectField';
import { ruleSets } from './gateway/ruleSets';
import { type TestPerson, testPeople } from './gateway/testPeople';

type Target = TestPerson['target'];
type FieldErrors = Partial<Record<keyof Target, string>>;

const empty: Target = {
  fn: '',
  ln: '',
  addr: '',
  city: '',
  state: '',
  zip: '',
  dob: '',
  ssn: '',
  phone: '',
  email: '',
};

/** What the page checks before asking (the service reads a US state as its two-letter code). */
const localRules: Partial<Record<keyof Target, { test: RegExp; message: string }>> = {
  state: { test: /^[A-Za-z]{2}$/, message: 'Two letters, such as NY.' },
};

const fixFields = 'Fix the fields marked in the form.';

/** The person's words for core's typed problem: what happened and what to do, with the wait when known. */
function problemWords(problem: AgeCheckProblem, error: ProxyError | null): string {
  switch (problem.kind) {
    case 'cancelled':
      return 'Check cancelled. Nothing was decided: try again.';
    case 'rate-limited': {
      const wait = problem.retryAfterSeconds;
      return `Too many checks for now. Try again in ${wait ?? 'a few'} second${wait === 1 ? '' : 's'}.`;
    }
    case 'timeout':
      return 'The service did not answer in time. Nothing was checked: try again.';
    case 'unreachable':
      return 'The check could not reach the proxy. Check the connection and try again.';
    default:
      return error?.message ?? 'The check failed: try again.';
  }
}

const fields: { key: keyof Target; label: string; hint?: string; required?: boolean }[] = [
  { key: 'fn', label: 'First name', required: true },
  { key: 'ln', label: 'Last name', required: true },
  { key: 'addr', label: 'Street address', required: true },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State', hint: 'two letters' },
  { key: 'zip', label: 'ZIP', required: true },
  { key: 'dob', label: 'Date of birth', hint: 'YYYYMMDD' },
  { key: 'ssn', label: 'SSN', hint: '4 or 9 digits' },
  { key: 'phone', label: 'Phone' },
  { key: 'email', label: 'Email' },
];

/**
 * AgeMatch5.0 through the proxy: a form, the sandbox's test people, rule sets, and the gateway's answer. The
 * check itself is `useAgeCheck` of @veriframe/react (core's `AgeCheckFlow`): typed answers and typed problems.
 */
export function AgeCheckPage() {
  const id = useId();
  const [personId, setPersonId] = useState('');
  const [target, setTarget] = useState<Target>(testPeople[0]?.target ?? empty);
  const [age, setAge] = useState('21+');
  const [rules, setRules] = useState('');
  /** Problems the page found itself, before asking: shown instead of the last answer. */
  const [localErrors, setLocalErrors] = useState<FieldErrors | null>(null);
  const ageCheck = useAgeCheck();
  const busy = ageCheck.phase === 'checking';
  const problem = localErrors ? null : ageCheck.problem;
  const answer = localErrors ? null : ageCheck.verdict?.result;
  const otherIssues = (answer?.result?.issues ?? []).filter((issue) => issue !== answer?.result?.detail);
  /** Problems the proxy named per field (`target.dob` → `dob`), shown at the field itself. */
  const refused: FieldErrors = {};
  if (problem?.kind === 'invalid')
    for (const field of fields) if (problem.fields[field.key]) refused[field.key] = problem.fields[field.key];
  const fieldErrors = localErrors ?? refused;
  // Each problem is said once: at its field when it has one, else in the answer panel.
  const allPlaced =
    problem?.kind === 'invalid' &&
    problem.others.length === 0 &&
    Object.keys(problem.fields).length === Object.keys(refused).length;
  const error = localErrors
    ? fixFields
    : problem && (allPlaced ? fixFields : problemWords(problem, ageCheck.error));

  const pick = (value: string) => {
    setPersonId(value);
    const person = testPeople.find((p) => p.id === value);
    if (person) setTarget(person.target);
  };

  const check = () => {
    const local: FieldErrors = {};
    for (const [key, rule] of Object.entries(localRules) as [
      keyof Target,
      { test: RegExp; message: string },
    ][])
      if (target[key] !== '' && !rule.test.test(target[key])) local[key] = rule.message;
    if (Object.keys(local).length > 0) return setLocalErrors(local);
    setLocalErrors(null);
    const filled = Object.fromEntries(Object.entries(target).filter(([, v]) => v !== ''));
    const rulesSet = rules ? { rules: rules as NonNullable<GatewayAgeBody['rules']> } : {};
    void ageCheck.check({ service: 'AgeMatch5.0', ...rulesSet, target: { ...filled, age } });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    check();
  };

  const person = testPeople.find((p) => p.id === personId);
  return (
    <>
      <h1>Age check</h1>
      <p className="lead">
        An AgeMatch5.0 query through the proxy, which adds the gateway credentials server-side. Pick one of
        the sandbox's test people or type your own.
      </p>
      <div className="columns">
        <form className="card" onSubmit={submit} aria-labelledby={`${id}-form`}>
          <h2 id={`${id}-form`}>Person to check</h2>
          <SelectField
            label="Test person"
            value={personId}
            onChange={(v) => pick(v)}
            hint={person ? `Expected: ${person.expected}` : undefined}
          >
            <option value="">Custom</option>
            {testPeople.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </SelectField>
          <div className="form-grid" style={{ marginTop: '1rem' }}>
            {fields.map((f) => (
              <label className="field" key={f.key}>
                <span>
                  {f.label}
                  {f.hint ? <span className="hint"> ({f.hint})</span> : null}
                </span>
                <input
                  name={f.key}
                  value={target[f.key]}
                  {...(f.key === 'state' ? { autoCapitalize: 'characters', size: 2 } : {})}
                  required={f.required}
                  aria-invalid={fieldErrors[f.key] ? true : undefined}
                  aria-describedby={fieldErrors[f.key] ? `${id}-${f.key}-error` : undefined}
                  onChange={(e) => setTarget({ ...target, [f.key]: e.target.value })}
                />
                {fieldErrors[f.key] ? (
                  <span
                    className="field-error"
                    id={`${id}-${f.key}-error`}
                    data-testid={`field-error-${f.key}`}
                  >
                    {fieldErrors[f.key]}
                  </span>
                ) : null}
              </label>
            ))}
            <SelectField label="Age to check" value={age} onChange={(v) => setAge(v)} name="age">
              <option value="18+">18+</option>
              <option value="21+">21+</option>
            </SelectField>
            <SelectField label="Rule set" value={rules} onChange={(v) => setRules(v)} name="rules">
              {ruleSets.map((r) => (
                <option key={r} value={r}>
                  {r || 'Base rules'}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="actions">
            <button type="submit" className="button" disabled={busy}>
              {busy ? 'Checking…' : 'Check age'}
            </button>
          </div>
        </form>
        <section
          className="card"
          aria-labelledby={`${id}-result`}
          aria-live="polite"
          data-testid="age-result"
        >
          <h2 id={`${id}-result`}>Gateway answer</h2>
          {busy ? (
            <div className="notice" role="status" data-testid="age-checking">
              <p>
                <span className="spinner" aria-hidden="true" /> Checking with the service… This usually takes
                a second; the proxy gives up after 30 seconds.
              </p>
              <button type="button" className="button secondary small" onClick={ageCheck.cancel}>
                Cancel
              </button>
            </div>
          ) : null}
          {error ? (
            <div className="notice error" data-testid="age-error">
              <p>{error}</p>
              {Object.keys(fieldErrors).length === 0 ? (
                <button type="button" className="button secondary small" onClick={check}>
                  Try again
                </button>
              ) : null}
            </div>
          ) : null}
          {answer?.result ? (
            // The detail is the headline: an issue that only repeats it is not listed again under it.
            <div className="result">
              <p>
                <ActionBadge value={answer.result.action} /> <strong>{answer.result.detail}</strong>
              </p>
              {otherIssues.length ? (
                <ul data-testid="age-issues">
                  {otherIssues.map((issue) => (
                    <li key={issue}>{issue}</li>
                  ))}
                </ul>
              ) : answer.result.action === 'PASS' ? (
                <p className="muted">No issues.</p>
              ) : null}
              <details>
                <summary>Full answer</summary>
                <pre>{JSON.stringify(answer, null, 2)}</pre>
              </details>
            </div>
          ) : !error && !busy ? (
            <p className="muted">Submit the form to see the action, detail and issues.</p>
          ) : null}
        </section>
      </div>
    </>
  );
}

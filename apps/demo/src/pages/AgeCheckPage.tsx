import { type FormEvent, useId, useRef, useState } from 'react';
import { ProxyCallError, postProxy } from '../api/proxy';
import { ActionBadge } from '../components/ActionBadge';
import { SelectField } from '../components/SelectField';
import { ruleSets } from './gateway/ruleSets';
import { type TestPerson, testPeople } from './gateway/testPeople';

type Target = TestPerson['target'];

interface GatewayResult {
  meta?: Record<string, unknown>;
  result?: { action?: string; detail?: string; issues?: string[] };
}

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

/** The person's words for an error: what happened and what to do, with the wait when the answer gave one. */
function errorWords(e: unknown): string {
  if (!(e instanceof ProxyCallError)) return e instanceof Error ? e.message : String(e);
  const wait = e.retryAfterSeconds;
  if (e.status === 429)
    return `Too many checks for now. Try again in ${wait ?? 'a few'} second${wait === 1 ? '' : 's'}.`;
  if (e.status === 504 || e.code === 'service_timeout')
    return 'The service did not answer in time. Nothing was checked: try again.';
  if (e.status === 0) return 'The check could not reach the proxy. Check the connection and try again.';
  return e.message;
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

/** AgeMatch5.0 through the proxy: a form, the sandbox's test people, rule sets, and the gateway's answer. */
export function AgeCheckPage() {
  const id = useId();
  const [personId, setPersonId] = useState('');
  const [target, setTarget] = useState<Target>(testPeople[0]?.target ?? empty);
  const [age, setAge] = useState('21+');
  const [rules, setRules] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Problems the proxy named per field (`target.dob` → `dob`), shown at the field itself. */
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof Target, string>>>({});
  const [answer, setAnswer] = useState<GatewayResult | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  const pick = (value: string) => {
    setPersonId(value);
    const person = testPeople.find((p) => p.id === value);
    if (person) setTarget(person.target);
  };

  const check = async () => {
    setError(null);
    setAnswer(null);
    const local: Partial<Record<keyof Target, string>> = {};
    for (const [key, rule] of Object.entries(localRules) as [
      keyof Target,
      { test: RegExp; message: string },
    ][])
      if (target[key] !== '' && !rule.test.test(target[key])) local[key] = rule.message;
    setFieldErrors(local);
    if (Object.keys(local).length > 0) return setError('Fix the fields marked in the form.');
    setBusy(true);
    const abort = new AbortController();
    inFlight.current = abort;
    try {
      const filled = Object.fromEntries(Object.entries(target).filter(([, v]) => v !== ''));
      const body = { service: 'AgeMatch5.0', ...(rules ? { rules } : {}), target: { ...filled, age } };
      setAnswer(await postProxy<GatewayResult>('/gateway/age', body, abort.signal));
    } catch (e) {
      if (abort.signal.aborted) return setError('Check cancelled. Nothing was decided: try again.');
      const issues = e instanceof ProxyCallError ? e.issues : [];
      const fieldOf = (path: string) => fields.find((f) => `target.${f.key}` === path)?.key;
      const byField: Partial<Record<keyof Target, string>> = {};
      for (const issue of issues) {
        const key = fieldOf(issue.path);
        if (key) byField[key] = byField[key] ? `${byField[key]}; ${issue.message}` : issue.message;
      }
      setFieldErrors(byField);
      // Each problem is said once: at its field when it has one, else in the answer panel.
      const allPlaced = issues.length > 0 && issues.every((i) => fieldOf(i.path));
      setError(allPlaced ? 'Fix the fields marked in the form.' : errorWords(e));
    } finally {
      inFlight.current = null;
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check();
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
              <button
                type="button"
                className="button secondary small"
                onClick={() => inFlight.current?.abort()}
              >
                Cancel
              </button>
            </div>
          ) : null}
          {error ? (
            <div className="notice error" data-testid="age-error">
              <p>{error}</p>
              {Object.keys(fieldErrors).length === 0 ? (
                <button type="button" className="button secondary small" onClick={() => void check()}>
                  Try again
                </button>
              ) : null}
            </div>
          ) : null}
          {answer?.result ? (
            <div className="result">
              <p>
                <ActionBadge value={answer.result.action} /> <strong>{answer.result.detail}</strong>
              </p>
              {answer.result.issues?.length ? (
                <ul data-testid="age-issues">
                  {answer.result.issues.map((issue) => (
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

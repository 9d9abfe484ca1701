import { useId } from 'react';
import { cannedNames } from './cannedNames';

/**
 * The customer values of the modal parameters (spec 4.8); `ln` picks the canned outcome. No email: the proxy
 * chooses it from the signed-in person, and the token route hands it to the modal.
 */
export interface CustomerFields {
  fn: string;
  ln: string;
  addr: string;
  city: string;
  state: string;
  zip: string;
  dob: string;
  phone: string;
  qr: boolean;
}

const text: { key: Exclude<keyof CustomerFields, 'qr' | 'ln'>; label: string; hint?: string }[] = [
  { key: 'fn', label: 'First name' },
  { key: 'addr', label: 'Street address' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State' },
  { key: 'zip', label: 'ZIP' },
  { key: 'dob', label: 'Date of birth', hint: 'YYYYMMDD' },
  { key: 'phone', label: 'Phone' },
];

export function CustomerForm({
  fields,
  onChange,
}: {
  fields: CustomerFields;
  onChange: (next: CustomerFields) => void;
}) {
  const id = useId();
  return (
    <section className="card" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Customer</h2>
      <fieldset>
        <legend>Canned last name (testing mode)</legend>
        <div className="canned">
          {cannedNames.map((c) => (
            <label className="check canned-option" key={c.ln}>
              <input
                type="radio"
                name={`${id}-ln`}
                value={c.ln}
                checked={fields.ln === c.ln}
                onChange={() => onChange({ ...fields, ln: c.ln })}
              />
              <span>
                <code>{c.ln}</code>
                <span className="canned-text">
                  {c.outcome}: {c.text}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="form-grid">
        {text.map((f) => (
          <label className="field" key={f.key}>
            <span>
              {f.label}
              {f.hint ? <span className="hint"> ({f.hint})</span> : null}
            </span>
            <input
              name={f.key}
              value={fields[f.key]}
              onChange={(e) => onChange({ ...fields, [f.key]: e.target.value })}
            />
          </label>
        ))}
      </div>
      <label className="check" style={{ marginTop: '0.75rem' }}>
        <input
          type="checkbox"
          checked={fields.qr}
          onChange={(e) => onChange({ ...fields, qr: e.target.checked })}
        />
        Offer a QR code for the phone (<code>qr</code>)
      </label>
    </section>
  );
}

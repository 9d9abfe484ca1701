import { type ReactNode, useId } from 'react';

/**
 * A labelled select. The label points at the select (`for`) instead of wrapping it, so the accessible name
 * is the label alone, not the label plus the chosen option.
 */
export function SelectField({
  label,
  value,
  onChange,
  name,
  hint,
  wide,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  hint?: ReactNode;
  /** The whole row of a form grid: for options too long for half of it. */
  wide?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={wide ? 'field field-wide' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
      {hint ? <span className="hint">{hint}</span> : null}
    </div>
  );
}

'use client';

import { type ControlProps, Field, type FieldProps } from './Field';

type CommonProps = Omit<FieldProps, 'children'> & { value: string; onChange: (text: string) => void };

export interface TextFieldProps extends CommonProps {
  type?: 'text' | 'url';
  placeholder?: string;
  /** Suggestions shown by the browser (a `<datalist>`); any other value can still be typed. */
  suggestions?: readonly string[];
  multiline?: boolean;
}

export function TextField({
  type = 'text',
  placeholder,
  suggestions,
  multiline,
  value,
  onChange,
  ...field
}: TextFieldProps) {
  const listId = suggestions ? `${field.id}-list` : undefined;
  return (
    <Field {...field}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            className="vf-sp-input"
            rows={2}
            value={value}
            placeholder={placeholder}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <>
            <input
              {...control}
              className="vf-sp-input"
              type={type}
              value={value}
              placeholder={placeholder}
              list={listId}
              spellCheck={false}
              onChange={(event) => onChange(event.target.value)}
            />
            {suggestions && (
              <datalist id={listId}>
                {suggestions.map((s) => (
                  <option key={s} value={s} />
                ))}
              </datalist>
            )}
          </>
        )
      }
    </Field>
  );
}

export interface SelectFieldProps extends CommonProps {
  options: readonly { value: string; label: string }[];
}

export function SelectField({ options, value, onChange, ...field }: SelectFieldProps) {
  return (
    <Field {...field}>
      {(control) => (
        <select
          {...control}
          className="vf-sp-input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** `#abc` → `#aabbcc`, the only form `<input type="color">` accepts; null for anything not a hex color. */
export function toSixDigitHex(value: string): string | null {
  if (/^#[0-9a-fA-F]{6}$/.test(value)) return value.toLowerCase();
  if (/^#[0-9a-fA-F]{3}$/.test(value)) {
    return `#${[...value.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  }
  return null;
}

export interface ColorFieldProps extends CommonProps {
  /**
   * The effective color while the value is unset (or not a hex color): what the hosted page uses instead
   * (4.6 over Mantine's defaults). The picker shows it rather than the `#000000` of an empty color input.
   */
  fallback?: string;
}

/** A hex text input (what is exported) with a native color picker beside it. */
export function ColorField({ value, onChange, fallback, ...field }: ColorFieldProps) {
  const pickerValue = toSixDigitHex(value) ?? toSixDigitHex(fallback ?? '');
  const swatch = (control: ControlProps) => (
    <span className="vf-sp-color">
      <input
        className="vf-sp-picker"
        type="color"
        aria-label={`${field.label}: color picker`}
        value={pickerValue ?? '#000000'}
        onChange={(event) => onChange(event.target.value)}
      />
      <input
        {...control}
        className="vf-sp-input"
        type="text"
        value={value}
        placeholder="#rrggbb"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
    </span>
  );
  return <Field {...field}>{swatch}</Field>;
}

'use client';

import type { ReactNode } from 'react';

/** What a field's control needs to be announced with its label, hint, errors and warning. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  /** Messages of the builder issues placed on this field. */
  errors?: readonly string[];
  warning?: string | null;
  children: (control: ControlProps) => ReactNode;
}

/** A label, a control, and the hint, errors and warning right under it, all tied to the control. */
export function Field({ id, label, hint, errors = [], warning, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  const warningId = warning ? `${id}-warning` : undefined;
  const describedBy = [errorId, warningId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="vf-sp-field" data-invalid={errors.length > 0 || undefined}>
      <label className="vf-sp-label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': errors.length > 0, 'aria-describedby': describedBy })}
      {errorId && (
        <p className="vf-sp-error" id={errorId}>
          {errors.join(' ')}
        </p>
      )}
      {warningId && (
        <p className="vf-sp-warning" id={warningId}>
          {warning}
        </p>
      )}
      {hintId && (
        <p className="vf-sp-hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}

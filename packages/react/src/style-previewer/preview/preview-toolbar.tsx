'use client';

import type { ReactNode } from 'react';

export interface ToolbarSelectProps {
  id: string;
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  /** The `<option>`s. */
  children: ReactNode;
}

/** A labelled select of the preview's toolbar (screen, language), the same for the mock and the real page. */
export function ToolbarSelect({ id, label, value, onChange, children }: ToolbarSelectProps) {
  return (
    <>
      <label className="vf-sp-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="vf-sp-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </>
  );
}

/** The toolbar's switch between one scheme and light and dark side by side. */
export function CompareSchemesToggle({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="vf-sp-choice">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      Light and dark side by side
    </label>
  );
}

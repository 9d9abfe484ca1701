/** A coloured pill for PASS / FAIL / REVIEW / PENDING; any other value is shown as neutral text. */
export function ActionBadge({ value, label }: { value: string | null | undefined; label?: string }) {
  const v = (value ?? '').toUpperCase();
  const tone =
    v === 'PASS'
      ? 'pass'
      : v === 'FAIL'
        ? 'fail'
        : v === 'REVIEW'
          ? 'review'
          : v === 'PENDING'
            ? 'pending'
            : '';
  return (
    <span className={`status${tone ? ` status-${tone}` : ''}`} data-testid={label ? undefined : 'action'}>
      {label ? `${label}: ` : ''}
      {value || '—'}
    </span>
  );
}

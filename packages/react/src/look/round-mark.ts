import type { CSSProperties } from 'react';

/** The round mark (✓, !, ✕) that starts a notice or a panel, on the tone's colour. */
export function roundMark(color: string): CSSProperties {
  return {
    display: 'inline-grid',
    placeItems: 'center',
    flex: 'none',
    width: '1.75rem',
    height: '1.75rem',
    borderRadius: '999px',
    background: color,
    color: '#fff',
    fontWeight: 700,
  };
}

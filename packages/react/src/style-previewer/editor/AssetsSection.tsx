'use client';

import { displayText, getAt, numberValue, textValue } from '../theme-model';
import type { EditorApi } from './editor-api';
import { TextField } from './inputs';

const httpsHint = 'An https URL.';
const fontFormats = ['woff2', 'woff', 'truetype', 'opentype', 'embedded-opentype', 'svg'];
const iconPath = ['styles', 'assets', 'icons', 'handoff', 'header', 'main'] as const;

/** Logo, font and the handoff icon: everything the hosted page loads from a URL. */
export function AssetsSection({ api }: { api: EditorApi }) {
  const field = (
    path: readonly string[],
    label: string,
    opts: { hint?: string; url?: boolean; number?: boolean; suggestions?: string[] } = {},
  ) => {
    const key = path.join('.');
    return (
      <TextField
        id={api.fieldId(key)}
        label={label}
        hint={opts.hint}
        type={opts.url ? 'url' : 'text'}
        placeholder={opts.url ? 'https://' : undefined}
        suggestions={opts.suggestions}
        errors={api.errors(key)}
        value={displayText(getAt(api.draft, path))}
        onChange={(v) => api.set(path, opts.number ? numberValue(v) : textValue(v))}
      />
    );
  };

  return (
    <section className="vf-sp-section" aria-labelledby={api.fieldId('section.assets')}>
      <h3 id={api.fieldId('section.assets')}>Logo, font and icon</h3>
      {field(['styles', 'logo_url'], 'Logo URL', { hint: httpsHint, url: true })}
      <fieldset className="vf-sp-fieldset">
        <legend>Font</legend>
        {field(['styles', 'global', 'typography', 'font', 'family'], 'Font family', {
          hint: 'The name the font file is registered under, e.g. Inter.',
        })}
        {field(['styles', 'global', 'typography', 'font', 'normal', 'url'], 'Font file URL', {
          hint: httpsHint,
          url: true,
        })}
        {field(['styles', 'global', 'typography', 'font', 'normal', 'format'], 'Font format', {
          hint: 'For example truetype or woff2.',
          suggestions: fontFormats,
        })}
      </fieldset>
      <fieldset className="vf-sp-fieldset">
        <legend>Handoff icon (“Use my phone”)</legend>
        {field([...iconPath, 'url'], 'Icon URL', { hint: httpsHint, url: true })}
        {field([...iconPath, 'alt'], 'Icon alternative text')}
        {field([...iconPath, 'width'], 'Icon width (px)', { hint: 'At most 100.', number: true })}
        {field([...iconPath, 'height'], 'Icon height (px)', { hint: 'At most 100.', number: true })}
        {field([...iconPath, 'srcset', '2x'], 'Icon URL at 2x', { hint: httpsHint, url: true })}
        {field([...iconPath, 'srcset', '3x'], 'Icon URL at 3x', { hint: httpsHint, url: true })}
      </fieldset>
    </section>
  );
}

'use client';

import { mantinePalettes, radiusScale } from '@veriframe/core/theme';
import { resolvePreviewTokens } from '../preview/preview-tokens';
import { displayText, getAt, numberValue, radiusValue, type ThemeDraft, textValue } from '../theme-model';
import type { EditorApi } from './editor-api';
import { ColorField, SelectField, TextField } from './inputs';

const radiusHint = 'How round corners are: xs 2px, sm 4px, md 8px, lg 16px, xl 32px, or a size such as 12px.';

function text(draft: ThemeDraft, path: readonly string[]) {
  return displayText(getAt(draft, path));
}

/** Primary color and shade, scheme, radii, and the colors of buttons, paper and page. */
export function ThemeSection({ api }: { api: EditorApi }) {
  const { draft, check } = api;
  const colors = getAt(draft, ['styles', 'colors']);
  const own = colors && typeof colors === 'object' ? Object.keys(colors) : [];
  const current = text(draft, ['styles', 'primaryColor']);
  const names = [...new Set([...own, ...Object.keys(mantinePalettes), ...(current ? [current] : [])])];
  const scheme = getAt(draft, ['styles', 'colorScheme']) === 'dark' ? 'dark' : 'light';
  // What the hosted page paints for an unset (or rejected) color in the theme's scheme, as the preview does
  // (`scheme` is dark only for a valid `colorScheme: 'dark'`).
  const effective = resolvePreviewTokens(draft, scheme, check.rejected);
  const contrast = check.contrast
    .map((w) => `${w.scheme}: ${w.ratio.toFixed(2)}:1 (${w.text} on ${w.background})`)
    .join('; ');
  const contrastWarning = contrast
    ? `Button text on the primary shade is below WCAG AA 4.5:1 — ${contrast}.`
    : null;

  return (
    <section className="vf-sp-section" aria-labelledby={api.fieldId('section.theme')}>
      <h3 id={api.fieldId('section.theme')}>Theme</h3>
      <SelectField
        id={api.fieldId('styles.primaryColor')}
        label="Primary color"
        hint="The palette of filled buttons and accents."
        errors={api.errors('styles.primaryColor')}
        value={current}
        options={[{ value: '', label: 'Default (blue)' }, ...names.map((n) => ({ value: n, label: n }))]}
        onChange={(v) => api.set(['styles', 'primaryColor'], textValue(v))}
      />
      <SelectField
        id={api.fieldId('styles.primaryShade')}
        label="Primary shade"
        hint="How dark filled buttons are, from 0 (lightest) to 9 (darkest). Left empty: 6 in the light scheme, 8 in the dark one."
        errors={api.errors('styles.primaryShade')}
        value={text(draft, ['styles', 'primaryShade'])}
        options={[
          { value: '', label: 'Default (6 light, 8 dark)' },
          ...Array.from({ length: 10 }, (_, i) => ({ value: String(i), label: String(i) })),
        ]}
        onChange={(v) => api.set(['styles', 'primaryShade'], numberValue(v))}
      />
      <fieldset
        className="vf-sp-fieldset"
        aria-describedby={
          api.errors('styles.colorScheme').length ? api.fieldId('styles.colorScheme') : undefined
        }
      >
        <legend>Color scheme</legend>
        {(['light', 'dark'] as const).map((value) => (
          <label key={value} className="vf-sp-choice">
            <input
              type="radio"
              name={api.fieldId('styles.colorScheme.radio')}
              value={value}
              checked={scheme === value}
              onChange={() => api.set(['styles', 'colorScheme'], value)}
            />
            {value === 'light' ? 'Light' : 'Dark'}
          </label>
        ))}
        {api.errors('styles.colorScheme').length > 0 && (
          <p className="vf-sp-error" id={api.fieldId('styles.colorScheme')}>
            {api.errors('styles.colorScheme').join(' ')}
          </p>
        )}
      </fieldset>
      <TextField
        id={api.fieldId('styles.defaultRadius')}
        label="Default radius"
        hint={radiusHint}
        errors={api.errors('styles.defaultRadius')}
        suggestions={Object.keys(radiusScale)}
        value={text(draft, ['styles', 'defaultRadius'])}
        onChange={(v) => api.set(['styles', 'defaultRadius'], radiusValue(v))}
      />
      <TextField
        id={api.fieldId('styles.button.radius')}
        label="Button radius"
        hint={`Left empty: the default radius. ${radiusHint}`}
        errors={api.errors('styles.button.radius')}
        suggestions={Object.keys(radiusScale)}
        value={text(draft, ['styles', 'button', 'radius'])}
        onChange={(v) => api.set(['styles', 'button', 'radius'], radiusValue(v))}
      />
      <ColorField
        id={api.fieldId('styles.components.button.color')}
        label="Button text color"
        hint="Text on filled buttons. Left empty: white."
        errors={api.errors('styles.components.button.color')}
        warning={contrastWarning}
        fallback={effective.buttonText}
        value={text(draft, ['styles', 'components', 'button', 'color'])}
        onChange={(v) => api.set(['styles', 'components', 'button', 'color'], textValue(v))}
      />
      <ColorField
        id={api.fieldId('styles.components.paper.backgroundColor')}
        label="Paper background"
        hint="The card holding each screen. Left empty: white in the light scheme, near-black grey (#242424) in the dark one."
        errors={api.errors('styles.components.paper.backgroundColor')}
        fallback={effective.paperBackground}
        value={text(draft, ['styles', 'components', 'paper', 'backgroundColor'])}
        onChange={(v) => api.set(['styles', 'components', 'paper', 'backgroundColor'], textValue(v))}
      />
      <ColorField
        id={api.fieldId('styles.global.backgroundColor')}
        label="Page background"
        hint="Behind the card, in both schemes. Left empty: white in the light scheme, near-black grey (#242424) in the dark one."
        errors={api.errors('styles.global.backgroundColor')}
        fallback={effective.pageBackground}
        value={text(draft, ['styles', 'global', 'backgroundColor'])}
        onChange={(v) => api.set(['styles', 'global', 'backgroundColor'], textValue(v))}
      />
    </section>
  );
}

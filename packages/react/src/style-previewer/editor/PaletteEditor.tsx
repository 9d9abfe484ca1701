'use client';

import { generatePalette } from '@veriframe/core/theme';
import { useState } from 'react';
import { getAt } from '../theme-model';
import type { EditorApi } from './editor-api';
import { ColorField, toSixDigitHex } from './inputs';

export interface PaletteEditorProps {
  api: EditorApi;
  name: string;
}

/** One palette of `styles.colors`: ten editable shades, or ten generated from one base color. */
export function PaletteEditor({ api, name }: PaletteEditorProps) {
  const path = `styles.colors.${name}`;
  const value = getAt(api.draft, ['styles', 'colors', name]);
  const shades = Array.isArray(value) ? value : [];
  const [base, setBase] = useState(() => (typeof shades[6] === 'string' ? shades[6] : '#228be6'));
  const [baseError, setBaseError] = useState<string[]>([]);
  const legendId = api.fieldId(`${path}.legend`);
  const paletteErrors = api.errors(path);

  const generate = () => {
    const result = generatePalette(base);
    if (result.ok) {
      setBaseError([]);
      api.set(['styles', 'colors', name], result.value);
    } else {
      setBaseError(result.error.issues.map((issue) => issue.message));
    }
  };

  return (
    <fieldset className="vf-sp-fieldset vf-sp-palette" aria-labelledby={legendId}>
      <legend id={legendId}>Palette “{name}”</legend>
      {paletteErrors.length > 0 && (
        <p className="vf-sp-error" id={api.fieldId(path)}>
          {paletteErrors.join(' ')}
        </p>
      )}
      <div className="vf-sp-row">
        <ColorField
          id={api.fieldId(`${path}.base`)}
          label="Base color"
          hint="Ten shades are generated around it, light (0) to dark (9)."
          errors={baseError}
          value={base}
          onChange={setBase}
        />
        <button type="button" className="vf-sp-button" onClick={generate}>
          Generate palette “{name}”
        </button>
      </div>
      <div className="vf-sp-shades">
        {Array.from({ length: 10 }, (_, shade) => {
          const shadePath = `${path}.${shade}`;
          const text = shades[shade];
          return (
            <ColorField
              // biome-ignore lint/suspicious/noArrayIndexKey: a palette always has exactly ten shades by index
              key={shade}
              id={api.fieldId(shadePath)}
              label={`${name} ${shade}`}
              errors={api.errors(shadePath)}
              value={typeof text === 'string' ? text : ''}
              onChange={(next) => {
                const copy = Array.from({ length: 10 }, (_, i) =>
                  typeof shades[i] === 'string' ? shades[i] : '',
                );
                copy[shade] = next;
                api.set(['styles', 'colors', name], copy);
              }}
            />
          );
        })}
      </div>
      <div className="vf-sp-swatches" aria-hidden="true">
        {shades.map((shade, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: shades are positional
            key={i}
            className="vf-sp-swatch"
            style={{
              background: typeof shade === 'string' ? (toSixDigitHex(shade) ?? 'transparent') : 'transparent',
            }}
          />
        ))}
      </div>
      <button
        type="button"
        className="vf-sp-button vf-sp-button-quiet"
        onClick={() => api.set(['styles', 'colors', name], undefined)}
      >
        Remove palette “{name}”
      </button>
    </fieldset>
  );
}

'use client';

import { generatePalette } from '@veriframe/core/theme';
import { useState } from 'react';
import { getAt, paletteNamePattern } from '../theme-model';
import type { EditorApi } from './editor-api';
import { TextField } from './inputs';
import { PaletteEditor } from './PaletteEditor';

/** `styles.colors`: the theme's own palettes, and a way to add one. */
export function PalettesSection({ api }: { api: EditorApi }) {
  const colors = getAt(api.draft, ['styles', 'colors']);
  const names = colors && typeof colors === 'object' ? Object.keys(colors) : [];
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState<string[]>([]);

  const add = () => {
    const name = newName.trim();
    if (!paletteNamePattern.test(name)) {
      setNameError(['Use a letter, then letters, digits, - or _ (at most 32).']);
      return;
    }
    if (names.includes(name)) {
      setNameError([`A palette named “${name}” already exists.`]);
      return;
    }
    const generated = generatePalette('#228be6');
    if (!generated.ok) return;
    setNameError([]);
    setNewName('');
    api.set(['styles', 'colors', name], generated.value);
  };

  return (
    <section className="vf-sp-section" aria-labelledby={api.fieldId('section.palettes')}>
      <h3 id={api.fieldId('section.palettes')}>Palettes</h3>
      <p className="vf-sp-hint">
        Ten shades each, light (0) to dark (9). A palette named like a built-in one (blue, gray, dark, red,
        green…) replaces it everywhere it is used: “dark” paints the dark scheme’s backgrounds.
      </p>
      {api.errors('styles.colors').length > 0 && (
        <p className="vf-sp-error" id={api.fieldId('styles.colors')}>
          {api.errors('styles.colors').join(' ')}
        </p>
      )}
      {names.map((name) => (
        <PaletteEditor key={name} api={api} name={name} />
      ))}
      <div className="vf-sp-row">
        <TextField
          id={api.fieldId('palette.new')}
          label="New palette name"
          errors={nameError}
          value={newName}
          onChange={setNewName}
        />
        <button type="button" className="vf-sp-button" onClick={add}>
          Add palette
        </button>
      </div>
    </section>
  );
}

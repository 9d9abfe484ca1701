import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { diagramFiles, diagramsDir } from './diagrams.mjs';
import { sequenceNarrow, sequenceWide, textWidth, wrapText } from './render.mjs';

/** Every `<text>` of an SVG: its x, font size, content and whether it is centred on x. */
const texts = (svg) =>
  [...svg.matchAll(/<text([^>]*)>([^<]*)<\/text>/g)].map(([, attrs, text]) => ({
    x: Number(/ x="([\d.]+)"/.exec(attrs)[1]),
    size: Number(/font-size="(\d+)"/.exec(attrs)[1]),
    centred: /class="(name|sub|label|step)"/.test(attrs) && !attrs.includes('text-anchor: start'),
    bold: /class="(name|step)"|font-weight="600"/.test(attrs),
    text,
  }));
const viewWidth = (svg) => Number(/viewBox="0 0 ([\d.]+)/.exec(svg)[1]);

describe('the docs diagrams (scripts/diagrams)', () => {
  it('are the files docs/public/diagrams holds (run node scripts/diagrams/diagrams.mjs)', () => {
    for (const [name, text] of Object.entries(diagramFiles()))
      expect(readFileSync(new URL(name, diagramsDir), 'utf8'), name).toBe(text);
  });

  it('keep every label inside the picture, with no text under 12 px (13 px on a phone)', () => {
    for (const [name, svg] of Object.entries(diagramFiles())) {
      const width = viewWidth(svg);
      for (const t of texts(svg)) {
        expect(t.size, `${name}: "${t.text}"`).toBeGreaterThanOrEqual(name.includes('narrow') ? 13 : 12);
        const w = textWidth(t.text, t.size, t.bold);
        const [from, to] = t.centred ? [t.x - w / 2, t.x + w / 2] : [t.x, t.x + w];
        expect(from, `${name}: "${t.text}" starts outside`).toBeGreaterThanOrEqual(-1);
        expect(to, `${name}: "${t.text}" ends outside`).toBeLessThanOrEqual(width + 1);
      }
    }
  });

  it('sizes lifelines to the labels between them, and wraps long steps on a phone', () => {
    const long = 'a message whose label is much longer than any actor box, and than a phone screen';
    const diagram = {
      title: 't',
      actors: [
        { name: 'A', sub: 'a' },
        { name: 'B', sub: 'b' },
      ],
      steps: [{ from: 0, to: 1, label: long }],
    };
    const [a, b] = [...sequenceWide(diagram).matchAll(/<line class="life" x1="([\d.]+)"/g)].map((m) => +m[1]);
    expect(b - a).toBeGreaterThan(textWidth(long, 15));
    const phoneLines = texts(sequenceNarrow(diagram)).filter((t) => long.includes(t.text) && t.text !== 'a');
    expect(phoneLines.length).toBeGreaterThan(1);
    expect(phoneLines.map((t) => t.text).join(' ')).toBe(long);
    expect(wrapText(long, 100, 15).every((line) => textWidth(line, 15) <= 100)).toBe(true);
  });
});

// Draws the docs' diagrams as SVG, each in two layouts: a wide one (lifelines side by side) for desktop and
// a narrow one (one step under the other) for phones, which a page picks with <picture> and a media query.
// Boxes are sized to their labels from an estimate of the text's width, so no label runs over its box.

const font = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const ink = '#1f2933';
const muted = '#52606d';
const accent = '#4f46e5';

/** Rough width of a text in px: average glyph widths of a sans-serif face (bold a little wider). */
export function textWidth(text, size, bold = false) {
  let units = 0;
  for (const ch of text) {
    if ("il.,:;|!'`".includes(ch)) units += 0.3;
    else if ('mwMW@'.includes(ch)) units += 0.88;
    else if (/[A-Z0-9]/.test(ch)) units += 0.66;
    else if (ch === ' ') units += 0.3;
    else units += 0.55;
  }
  return units * size * (bold ? 1.1 : 1);
}

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Words of `text` in lines no wider than `width` px at `size`. */
export function wrapText(text, width, size, bold = false) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, bold) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function svg(title, width, height, body) {
  const w = Math.ceil(width);
  const h = Math.ceil(height);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-labelledby="t"><title id="t">${escapeXml(title)}</title>
<style>
  text { font-family: ${font}; fill: ${ink}; }
  .name { font-weight: 600; text-anchor: middle; }
  .sub { fill: ${muted}; text-anchor: middle; }
  .actor { fill: #eef2ff; stroke: ${accent}; stroke-width: 1.5; }
  .life { stroke: #9aa5b1; stroke-dasharray: 4 4; }
  .msg { stroke: ${ink}; stroke-width: 1.5; fill: none; marker-end: url(#arrow); }
  .reply { stroke: ${muted}; stroke-width: 1.5; stroke-dasharray: 6 4; fill: none; marker-end: url(#arrow); }
  .note { fill: #fff7ed; stroke: #f59e0b; }
  .label { text-anchor: middle; paint-order: stroke; stroke: #ffffff; stroke-width: 5px; stroke-linejoin: round; }
  .step { fill: #ffffff; font-weight: 700; text-anchor: middle; }
  .badge { fill: ${accent}; }
  .card { fill: #f8fafc; stroke: #cbd2d9; }
</style>
<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${ink}"/></marker></defs>
<rect width="100%" height="100%" fill="#ffffff"/>
${body.join('\n')}
</svg>
`;
}

/**
 * A sequence diagram, wide: `{ title, actors: [{ name, sub }], steps }`, each step
 * `{ from, to, label, reply? }` (actor indexes) or `{ note, at }`.
 */
export function sequenceWide({ title, actors, steps }) {
  const size = { name: 16, sub: 13, label: 15 };
  const boxes = actors.map(
    (a) => Math.max(110, textWidth(a.name, size.name, true), textWidth(a.sub, size.sub)) + 28,
  );
  // Gaps between neighbouring lifelines: room for the boxes and for every label between them.
  const gaps = boxes.slice(1).map((box, i) => (boxes[i] + box) / 2 + 16);
  const labelRoom = (s) => textWidth(s.label, size.label) + 36;
  for (const s of steps.filter((s) => !s.note && Math.abs(s.to - s.from) === 1))
    gaps[Math.min(s.from, s.to)] = Math.max(gaps[Math.min(s.from, s.to)], labelRoom(s));
  for (const s of steps.filter((s) => !s.note && Math.abs(s.to - s.from) > 1)) {
    const [a, b] = [Math.min(s.from, s.to), Math.max(s.from, s.to)];
    const span = gaps.slice(a, b).reduce((x, y) => x + y, 0);
    const missing = labelRoom(s) - span;
    if (missing > 0) for (let i = a; i < b; i++) gaps[i] += missing / (b - a);
  }
  const left = 40;
  const noteWidth = (s) => textWidth(s.note, size.label) + 24;
  // A note centred on the first lifeline must not reach the step numbers.
  const firstNote = Math.max(0, ...steps.filter((s) => s.note && s.at === 0).map(noteWidth));
  const xs = [left + Math.max(boxes[0], firstNote) / 2];
  for (const gap of gaps) xs.push(xs.at(-1) + gap);
  const lastNote = Math.max(0, ...steps.filter((s) => s.note && s.at === actors.length - 1).map(noteWidth));
  const width = xs.at(-1) + Math.max(boxes.at(-1), lastNote) / 2 + 8;
  const top = 16;
  const boxHeight = 52;
  const row = 46;
  const height = top + boxHeight + 24 + steps.length * row + 12;
  const body = [];
  actors.forEach((a, i) => {
    const x = xs[i];
    body.push(
      `<rect class="actor" x="${x - boxes[i] / 2}" y="${top}" width="${boxes[i]}" height="${boxHeight}" rx="8"/>`,
      `<text class="name" x="${x}" y="${top + 22}" font-size="${size.name}">${escapeXml(a.name)}</text>`,
      `<text class="sub" x="${x}" y="${top + 41}" font-size="${size.sub}">${escapeXml(a.sub)}</text>`,
      `<line class="life" x1="${x}" y1="${top + boxHeight}" x2="${x}" y2="${height - 8}"/>`,
    );
  });
  steps.forEach((s, n) => {
    const y = top + boxHeight + 24 + n * row + 26;
    body.push(
      `<circle class="badge" cx="18" cy="${y - 6}" r="11"/>`,
      `<text class="step" x="18" y="${y - 1}" font-size="12">${n + 1}</text>`,
    );
    if (s.note) {
      const w = noteWidth(s);
      body.push(
        `<rect class="note" x="${xs[s.at] - w / 2}" y="${y - 22}" width="${w}" height="28" rx="5"/>`,
        `<text class="label" x="${xs[s.at]}" y="${y - 3}" font-size="${size.label}">${escapeXml(s.note)}</text>`,
      );
      return;
    }
    const dir = s.to > s.from ? 1 : -1;
    body.push(
      `<line class="${s.reply ? 'reply' : 'msg'}" x1="${xs[s.from]}" y1="${y}" x2="${xs[s.to] - dir * 2}" y2="${y}"/>`,
      `<text class="label" x="${(xs[s.from] + xs[s.to]) / 2}" y="${y - 8}" font-size="${size.label}">${escapeXml(s.label)}</text>`,
    );
  });
  return svg(title, width, height, body);
}

/** The same diagram for a phone: one card per step, "from → to" then the message, wrapped. */
export function sequenceNarrow({ title, actors, steps }) {
  const width = 360;
  const size = 15;
  const textLeft = 50;
  const room = width - textLeft - 14;
  const body = [];
  let y = 10;
  steps.forEach((s, n) => {
    const head = s.note ? actors[s.at].name : `${actors[s.from].name} → ${actors[s.to].name}`;
    const lines = wrapText(s.note ?? s.label, room, size);
    const height = 16 + 20 + lines.length * 20 + 4;
    body.push(
      `<rect class="${s.note ? 'note' : 'card'}" x="4" y="${y}" width="${width - 8}" height="${height}" rx="8"/>`,
      `<circle class="badge" cx="26" cy="${y + 24}" r="13"/>`,
      `<text class="step" x="26" y="${y + 29}" font-size="13">${n + 1}</text>`,
      `<text x="${textLeft}" y="${y + 29}" font-size="${size}" font-weight="600">${escapeXml(head)}</text>`,
      ...lines.map(
        (line, i) =>
          `<text x="${textLeft}" y="${y + 51 + i * 20}" font-size="${size}"${s.reply ? ` fill="${muted}"` : ''}>${escapeXml(line)}</text>`,
      ),
    );
    y += height + 8;
  });
  return svg(title, width, y + 2, body);
}

/**
 * Boxes and arrows, for the architecture: `boxes` `{ id, name, lines }` and `edges` `{ from, to, label,
 * reply? }`. Wide: the first three boxes in a row, the fourth under the first. Narrow: one under the other.
 */
export function boxesWide({ title, boxes, edges }) {
  const size = { name: 16, line: 13, label: 14 };
  const boxWidth = (b) =>
    Math.max(textWidth(b.name, size.name, true), ...b.lines.map((l) => textWidth(l, size.line))) + 32;
  const boxHeight = (b) => 34 + b.lines.length * 18;
  const [a, b, c, d] = boxes;
  const between = (x, y) =>
    Math.max(
      60,
      ...edges
        .filter((e) => [x.id, y.id].includes(e.from) && [x.id, y.id].includes(e.to))
        .map((e) => textWidth(e.label, size.label) + 24),
    );
  const pos = {};
  const row1 = Math.max(boxHeight(a), boxHeight(b), boxHeight(c));
  pos[a.id] = { x: 12, y: 12, w: boxWidth(a), h: row1 };
  pos[b.id] = { x: pos[a.id].x + pos[a.id].w + between(a, b), y: 12, w: boxWidth(b), h: row1 };
  pos[c.id] = { x: pos[b.id].x + pos[b.id].w + between(b, c), y: 12, w: boxWidth(c), h: row1 };
  pos[d.id] = { x: 12, y: 12 + row1 + 110, w: Math.max(boxWidth(d), pos[a.id].w), h: boxHeight(d) };
  const width = pos[c.id].x + pos[c.id].w + 12;
  const height = pos[d.id].y + pos[d.id].h + 12;
  const body = [];
  for (const box of boxes) {
    const p = pos[box.id];
    const cx = p.x + p.w / 2;
    body.push(
      `<rect class="actor" x="${p.x}" y="${p.y}" width="${p.w}" height="${p.h}" rx="10"/>`,
      `<text class="name" x="${cx}" y="${p.y + 24}" font-size="${size.name}">${escapeXml(box.name)}</text>`,
      ...box.lines.map(
        (l, i) =>
          `<text class="sub" x="${cx}" y="${p.y + 46 + i * 18}" font-size="${size.line}">${escapeXml(l)}</text>`,
      ),
    );
  }
  // Horizontal edges between neighbours of the first row: messages above the middle, replies below.
  for (const e of edges) {
    const f = pos[e.from];
    const t = pos[e.to];
    if (f.y === t.y) {
      const y = f.y + f.h / 2 + (e.reply ? 18 : -18);
      const [x1, x2] = t.x > f.x ? [f.x + f.w, t.x - 2] : [f.x, t.x + t.w + 2];
      body.push(
        `<line class="${e.reply ? 'reply' : 'msg'}" x1="${x1}" y1="${y}" x2="${x2}" y2="${y}"/>`,
        `<text class="label" x="${(x1 + x2) / 2}" y="${y - 7}" font-size="${size.label}">${escapeXml(e.label)}</text>`,
      );
    } else if (Math.abs(f.x - t.x) < 1) {
      const x = f.x + Math.min(f.w, t.w) / 2;
      const [y1, y2] = t.y < f.y ? [f.y, t.y + t.h + 2] : [f.y + f.h, t.y - 2];
      body.push(
        `<line class="${e.reply ? 'reply' : 'msg'}" x1="${x}" y1="${y1}" x2="${x}" y2="${y2}"/>`,
        `<text class="label" x="${x + 10}" y="${(y1 + y2) / 2 + 5}" font-size="${size.label}" style="text-anchor: start">${escapeXml(e.label)}</text>`,
      );
    } else {
      const x1 = f.x + f.w / 2;
      const y1 = f.y + f.h;
      const x2 = t.x + t.w + 2;
      const y2 = t.y + t.h / 2;
      body.push(
        `<path class="${e.reply ? 'reply' : 'msg'}" d="M${x1},${y1} L${x1},${y2} L${x2},${y2}"/>`,
        `<text class="label" x="${(x1 + x2) / 2}" y="${y2 - 8}" font-size="${size.label}">${escapeXml(e.label)}</text>`,
      );
    }
  }
  return svg(title, width, height, body);
}

/** The architecture for a phone: boxes one under the other in `order`, each edge between neighbours. */
export function boxesNarrow({ title, boxes, edges }, order) {
  const width = 360;
  const size = { name: 16, line: 14, label: 15 };
  const body = [];
  let y = 8;
  order.forEach((id, i) => {
    const box = boxes.find((b) => b.id === id);
    const h = 36 + box.lines.length * 19;
    body.push(
      `<rect class="actor" x="30" y="${y}" width="${width - 60}" height="${h}" rx="10"/>`,
      `<text class="name" x="${width / 2}" y="${y + 25}" font-size="${size.name}">${escapeXml(box.name)}</text>`,
      ...box.lines.map(
        (l, j) =>
          `<text class="sub" x="${width / 2}" y="${y + 47 + j * 19}" font-size="${size.line}">${escapeXml(l)}</text>`,
      ),
    );
    y += h;
    const next = order[i + 1];
    if (!next) return;
    const links = edges.filter((e) => [id, next].includes(e.from) && [id, next].includes(e.to));
    const lines = links.flatMap((e) =>
      wrapText(`${e.from === id ? '↓' : '↑'} ${e.label}`, width - 110, size.label).map((text) => ({
        text,
        reply: e.reply,
      })),
    );
    const gap = Math.max(56, lines.length * 20 + 24);
    links.forEach((e, k) => {
      const x = 56 + k * 22;
      const [y1, y2] = e.from === id ? [y, y + gap - 2] : [y + gap, y + 2];
      body.push(`<line class="${e.reply ? 'reply' : 'msg'}" x1="${x}" y1="${y1}" x2="${x}" y2="${y2}"/>`);
    });
    lines.forEach((l, k) => {
      body.push(
        `<text x="${56 + links.length * 22 + 4}" y="${y + 17 + k * 20 + (gap - lines.length * 20 - 8) / 2}" font-size="${size.label}"${l.reply ? ` fill="${muted}"` : ''}>${escapeXml(l.text)}</text>`,
      );
    });
    y += gap;
  });
  return svg(title, width, y + 8, body);
}

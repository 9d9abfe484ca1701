#!/usr/bin/env node
// The docs' diagrams (docs/public/diagrams/<name>.svg and <name>-narrow.svg): what each shows, drawn by
// render.mjs. Run `node scripts/diagrams/diagrams.mjs` after changing one; a test keeps the files equal to it.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { boxesNarrow, boxesWide, sequenceNarrow, sequenceWide } from './render.mjs';

const browser = { name: 'Browser', sub: 'your React app' };
const proxy = { name: 'Your proxy', sub: '@veriframe/server' };
const service = { name: 'The service', sub: 'or the sandbox' };

const hostedFlow = {
  title: 'Hosted verification',
  actors: [browser, proxy, service, { name: 'Hosted page', sub: "service's origin" }],
  steps: [
    { from: 0, to: 1, label: 'POST /vx/sessions' },
    { from: 1, to: 2, label: 'create_session (4.4) + credentials' },
    { from: 2, to: 1, label: 'request_id, link', reply: true },
    { from: 1, to: 0, label: 'request_id, link', reply: true },
    { from: 0, to: 3, label: 'open the link in an iframe or dialog' },
    { note: 'the person goes through it', at: 3 },
    { from: 3, to: 0, label: 'postMessage (6.3): only a hint', reply: true },
    { note: 'gate: exact origin + source', at: 0 },
    { from: 0, to: 1, label: 'GET /vx/sessions/:id' },
    { from: 1, to: 2, label: 'session result (4.5)' },
    { from: 2, to: 1, label: 'status, decision', reply: true },
    { from: 1, to: 0, label: 'confirmed outcome', reply: true },
    { from: 2, to: 1, label: 'signed VX webhook (6.1)' },
  ],
};

const documentFlow = {
  title: 'Document modal with phone hand-off',
  actors: [
    browser,
    proxy,
    service,
    { name: 'Document modal', sub: "vendor's script" },
    { name: 'Phone', sub: 'hand-off link' },
  ],
  steps: [
    { from: 0, to: 1, label: 'POST /document/token' },
    { from: 1, to: 2, label: 'token/create (4.7) + credentials' },
    { from: 1, to: 0, label: 'token, expires_at', reply: true },
    { from: 0, to: 3, label: 'load the modal, open (4.8)' },
    { note: 'the person picks the phone', at: 3 },
    { from: 3, to: 0, label: 'onQr / onEmail (6.2)', reply: true },
    { from: 3, to: 4, label: 'QR code or emailed link' },
    { from: 4, to: 2, label: 'capture the document' },
    { from: 3, to: 0, label: 'callbacks (6.2): hints', reply: true },
    { from: 0, to: 1, label: 'POST /document/status' },
    { from: 1, to: 2, label: 'user/status' },
    { from: 1, to: 0, label: 'confirmed status', reply: true },
    { from: 2, to: 1, label: 'signed document callback (6.2)' },
  ],
};

const ageCheckFlow = {
  title: 'Age check and knowledge quiz',
  actors: [browser, proxy, { name: 'Gateway', sub: 'the service, area A' }],
  steps: [
    { from: 0, to: 1, label: 'POST /gateway/age { service, target }' },
    { note: 'min age, allowed service', at: 1 },
    { from: 1, to: 2, label: 'AgeMatch5.0 (4.1) + credentials' },
    { from: 2, to: 1, label: 'result (+ quiz questions)', reply: true },
    { from: 1, to: 0, label: 'result, continuation', reply: true },
    { note: 'the person answers', at: 0 },
    { from: 0, to: 1, label: 'POST /gateway/quiz/continue' },
    { from: 1, to: 2, label: '/process/continue' },
    { from: 2, to: 1, label: 'result', reply: true },
    { from: 1, to: 0, label: 'result', reply: true },
  ],
};

const architecture = {
  title: 'Who talks to whom',
  boxes: [
    { id: 'browser', name: 'Browser: your app', lines: ['@veriframe/react', 'no secret here'] },
    {
      id: 'proxy',
      name: 'Your proxy',
      lines: ['@veriframe/server', 'holds every credential', 'knows who is asking'],
    },
    {
      id: 'service',
      name: 'The service',
      lines: ['gateway, VX, documents,', 'audit, V-PIN', '(or the sandbox)'],
    },
    {
      id: 'hosted',
      name: 'Hosted pages, modal',
      lines: ["on the service's origin", 'in an iframe or dialog'],
    },
  ],
  edges: [
    { from: 'browser', to: 'proxy', label: 'fetch /api/veriframe' },
    { from: 'proxy', to: 'service', label: 'credentials' },
    { from: 'service', to: 'proxy', label: 'signed webhooks', reply: true },
    { from: 'hosted', to: 'browser', label: 'postMessage: exact origin and window', reply: true },
    { from: 'service', to: 'hosted', label: 'pages served to the frame' },
  ],
};

/** `{ file name: SVG text }` of every diagram, wide and narrow. */
export function diagramFiles() {
  const files = {};
  for (const [name, diagram] of Object.entries({
    'hosted-flow': hostedFlow,
    'document-flow': documentFlow,
    'age-check-flow': ageCheckFlow,
  })) {
    files[`${name}.svg`] = sequenceWide(diagram);
    files[`${name}-narrow.svg`] = sequenceNarrow(diagram);
  }
  files['architecture.svg'] = boxesWide(architecture);
  files['architecture-narrow.svg'] = boxesNarrow(architecture, ['hosted', 'browser', 'proxy', 'service']);
  return files;
}

export const diagramsDir = new URL('../../docs/public/diagrams/', import.meta.url);

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [name, text] of Object.entries(diagramFiles())) writeFileSync(new URL(name, diagramsDir), text);
  console.log(`wrote ${Object.keys(diagramFiles()).length} diagrams to docs/public/diagrams/`);
}

// The kit without React: every flow is a core object, and this file only connects them to the DOM.

import { createProxyClient, type ProxyError } from '@veriframe/core/client';
import { DocumentStatusObserver, DocumentVerificationFlow } from '@veriframe/core/document';
import { checkHostedLink, HostedVerificationObserver } from '@veriframe/core/hosted';
import { proxyBasePath, sandboxFrontendOrigin, sandboxFrontendUrl } from '../config';

const element = <T extends HTMLElement>(selector: string) => document.querySelector(selector) as T;
const text = (testId: string, value: string) => {
  element(`[data-testid="${testId}"]`).textContent = value;
};

const client = createProxyClient(proxyBasePath);
const hostedOrigins = [sandboxFrontendOrigin];

// Hosted verification: the observer creates the session and follows it to a final outcome; the page shows
// the link in an iframe behind the observer's message gate.
const hosted = new HostedVerificationObserver<ProxyError>({ client, hostedOrigins });
let stopFrame: (() => void) | undefined;
hosted.subscribe(() => {
  const { phase, session, outcome, error } = hosted.getSnapshot();
  text('hosted-phase', error ? `${phase}: ${error.code}` : phase);
  text('hosted-outcome', outcome?.confirmed ? `${outcome.status} confirmed` : '');
  const holder = element('#hosted-frame');
  if (!session || holder.dataset.link === session.link) return;
  checkHostedLink(session.link, hostedOrigins); // the camera goes only to a trusted https (or loopback) page
  stopFrame?.();
  const iframe = document.createElement('iframe');
  Object.assign(iframe, {
    src: session.link,
    title: 'Identity verification (sandbox)',
    allow: 'camera; fullscreen',
  });
  Object.assign(iframe.style, { border: '0', width: '420px', height: '670px' });
  holder.replaceChildren(iframe);
  holder.dataset.link = session.link;
  stopFrame = hosted.connectFrame({ allowedOrigins: hostedOrigins, getSource: () => iframe.contentWindow });
});
element('#hosted-start').addEventListener('click', () => void hosted.start({ age: '21+' }));

// The document modal: its token from the proxy, the confirmed status read again after its outcome.
const status = new DocumentStatusObserver<ProxyError>({ client, pendingPollMs: 2_000 });
const showStatus = () => {
  const { outcome, error } = status.getSnapshot();
  text('document-status', outcome ? `${outcome.status} confirmed` : error ? error.code : 'none');
};
const documents = new DocumentVerificationFlow({
  client,
  sdk: {
    scriptUrl: `${sandboxFrontendUrl}/modal/v1/modal.js`,
    stylesheetUrl: `${sandboxFrontendUrl}/modal/v1/modal.css`,
    constructorPath: 'SandboxVerify.DocumentModal',
  },
  // The sandbox's canned last name for a document that passes (spec 4.8).
  parameters: {
    fn: 'ALICE',
    ln: 'dcamspluspass',
    addr: '100 MAIN ST',
    city: 'ALBANY',
    state: 'NY',
    zip: '12207',
    dob: '19800115',
  },
  status,
});
const open = element<HTMLButtonElement>('#document-open');
documents.subscribe(() => {
  const { state, ready, lastEvent } = documents.getSnapshot();
  open.disabled = !ready && state !== 'open';
  text('document-state', lastEvent ? `${state} (${lastEvent.type})` : state);
});
open.addEventListener('click', () => void documents.open());

// The demo's own sign-in first (the proxy serves only a signed-in person), as its pages do on a first visit.
void fetch('/api/demo/person', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ person: 'ada' }),
}).then(() => {
  document.body.dataset.signedIn = 'true';
  status.subscribe(showStatus); // watched from now on: reads, and reads again after the modal's outcome
  void documents.load();
});

import { escapeAttr, type PageServer, servePage } from './page-server';

/**
 * A merchant's page that embeds the vendor modal as spec 4.8 describes, with nothing of Veriframe in between:
 * the sandbox's `modal.css` and `modal.js` from the hosted-pages origin, a hidden `<iframe id="sv-modal">` with
 * camera permission, and a `DocumentModal` built by `window.openModal(params)` whose eleven callbacks (6.2) are
 * recorded in `window.__callbacks`. A listener added before the modal's own records every `message` event in
 * `window.__messages` (origin, data, and whether `event.source` is the modal's iframe window), so a test can prove
 * a forged message arrived before asserting that no callback fired.
 */
export type ModalHost = PageServer;

export const callbackNames = [
  'onOpen',
  'onClose',
  'onSuccess',
  'onFailure',
  'onEmail',
  'onQr',
  'onError',
  'onErrorToken',
  'onErrorPending',
  'onErrorAlreadyVerified',
  'onErrorVelocity',
] as const;

export interface RecordedCallback {
  name: (typeof callbackNames)[number];
  payload: unknown;
}

export interface RecordedMessage {
  origin: string;
  data: unknown;
  fromModalFrame: boolean;
}

function merchantPage(frontend: string): string {
  const base = escapeAttr(frontend);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Merchant checkout</title>
<link rel="stylesheet" href="${base}/modal/v1/modal.css">
<script src="${base}/modal/v1/modal.js"></script>
</head><body><main><h1>Merchant checkout</h1></main>
<iframe id="sv-modal" title="Document verification" allow="camera" scrolling="no" hidden></iframe>
<script>
(function () {
  'use strict';
  var names = ${JSON.stringify(callbackNames)};
  window.__callbacks = [];
  window.__messages = [];
  window.addEventListener('message', function (event) {
    var frame = document.getElementById('sv-modal');
    window.__messages.push({
      origin: event.origin,
      data: event.data,
      fromModalFrame: !!frame && event.source === frame.contentWindow,
    });
  });
  window.openModal = function (params) {
    var options = Object.assign({ iframeId: 'sv-modal' }, params);
    names.forEach(function (name) {
      options[name] = function (payload) { window.__callbacks.push({ name: name, payload: payload }); };
    });
    window.__modal = new window.SandboxVerify.DocumentModal(options);
    window.__modal.open();
  };
})();
</script></body></html>`;
}

/** Serves the merchant page (any path) on its own loopback origin. */
export function startModalHost(frontend: string, port = 0, host = '127.0.0.1'): Promise<ModalHost> {
  const html = merchantPage(frontend);
  return servePage(() => html, port, host);
}

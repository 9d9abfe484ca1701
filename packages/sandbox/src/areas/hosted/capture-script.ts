/**
 * Browser script of the capture page (plain ES2020). It posts `{ source: 'sandbox-verify', type, status?,
 * message? }` to the parent: a callback name and a status, never the token or personal data. It calls only its
 * own origin, sending back the parameters of its own URL.
 */
export const captureScript = `(function () {
  'use strict';
  var body = document.body;
  var parentOrigin = body.getAttribute('data-parent-origin') || '*';
  var params = {};
  new URLSearchParams(location.search).forEach(function (value, key) { params[key] = value; });
  var screens = Array.prototype.slice.call(document.querySelectorAll('[data-screen]'));
  // Preview mode (the style previewer): screens move locally, nothing is requested or posted.
  var preview = body.getAttribute('data-preview') === 'true';

  /** Tells the modal script what happened; the payload is a callback type and a short status only. */
  function post(type, status) {
    if (preview || !window.parent || window.parent === window) return;
    var message = { source: 'sandbox-verify', type: type };
    if (status) message.status = status;
    window.parent.postMessage(message, parentOrigin);
  }

  function show(name) {
    screens.forEach(function (s) { s.hidden = s.getAttribute('data-screen') !== name; });
    body.setAttribute('data-state', name);
    // The new screen's heading takes focus only while this page has it (the person acted here). A framed
    // page that has just loaded must not take focus from its parent: a field being typed into there would
    // lose the keys that follow (the style previewer reloads its frames on every edit).
    var heading = document.querySelector('[data-screen="' + name + '"] h1');
    if (heading && document.hasFocus()) heading.focus();
  }

  function call(path) {
    return fetch('/capture/api/' + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ params: params }),
    }).then(function (response) {
      return response.json().then(function (json) { return { status: response.status, body: json }; });
    });
  }

  var errorStates = ['error-token', 'error-already-verified', 'error-pending', 'error-velocity'];

  function finish(r) {
    if (r.status === 200 && r.body.browser === 'selfie') return show('selfie');
    if (r.status === 200 && (r.body.browser === 'success' || r.body.browser === 'failure')) {
      show(r.body.browser);
      return post(r.body.browser, r.body.status);
    }
    var state = r.body && errorStates.indexOf(r.body.error) !== -1 ? r.body.error : 'error';
    show(state);
    post(state);
  }

  function run(path) {
    if (preview) return show(path === 'scan' ? 'selfie' : 'success');
    show('processing');
    call(path).then(finish).catch(function () { show('error'); post('error'); });
  }

  var actions = {
    start: function () { show('scan'); },
    phone: function () { show('handoff'); },
    back: function () { show('intro'); },
    scan: function () { run('scan'); },
    upload: function () { run('scan'); },
    selfie: function () { run('selfie'); },
    qr: function () { post('qr'); },
    email: function () { show('email-sent'); post('email'); },
    close: function () { post('close'); },
  };
  document.querySelectorAll('button[data-action]').forEach(function (button) {
    button.addEventListener('click', function () {
      var action = actions[button.getAttribute('data-action')];
      if (action) action();
    });
  });

  var initial = body.getAttribute('data-initial') || 'intro';
  show(initial);
  if (initial === 'error' || errorStates.indexOf(initial) !== -1) post(initial);
})();
`;

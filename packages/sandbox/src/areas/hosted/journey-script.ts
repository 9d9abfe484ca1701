/**
 * Browser script of the journey page (plain ES2020, no build step). It only ever posts one of the 6.3 strings
 * to the parent: no token, id or personal value crosses postMessage. It talks to its own origin only.
 */
export const journeyScript = `(function () {
  'use strict';
  var body = document.body;
  var requestId = body.getAttribute('data-request-id') || '';
  var linkToken = body.getAttribute('data-link-token') || '';
  var parentOrigin = body.getAttribute('data-parent-origin') || '*';
  var order = ['document', 'selfie', 'phone'];
  var screens = Array.prototype.slice.call(document.querySelectorAll('[data-screen]'));
  var busy = document.querySelector('[data-testid="journey-busy"]');

  // Preview mode (the style previewer): screens move locally, nothing is requested or posted.
  var preview = body.getAttribute('data-preview') === 'true';

  /** Posts one of the 6.3 strings to the embedding page; nothing else is ever sent. */
  function post(message) {
    if (preview) return;
    if (window.parent && window.parent !== window) window.parent.postMessage(message, parentOrigin);
  }

  function show(name) {
    screens.forEach(function (s) { s.hidden = s.getAttribute('data-screen') !== name; });
    body.setAttribute('data-state', name);
    var done = order.indexOf(name);
    if (done === -1) done = name === 'intro' ? 0 : order.length;
    document.querySelectorAll('[data-progress]').forEach(function (bar, i) {
      bar.classList.toggle('vf-done', i < done);
    });
    // The new screen's heading takes focus only while this page has it (the person acted here). A framed
    // page that has just loaded must not take focus from its parent: a field being typed into there would
    // lose the keys that follow (the style previewer reloads its frames on every edit).
    var heading = document.querySelector('[data-screen="' + name + '"] h1');
    if (heading && document.hasFocus()) heading.focus();
  }

  function setBusy(text) {
    busy.textContent = text;
    document.querySelectorAll('button[data-step], [data-testid="journey-start"]').forEach(function (b) {
      b.disabled = Boolean(text);
    });
  }

  function call(path, payload) {
    payload.t = linkToken;
    return fetch('/journey/' + encodeURIComponent(requestId) + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(payload),
    }).then(function (response) {
      return response.json().then(function (json) { return { status: response.status, body: json }; });
    });
  }

  function fail(name, message) {
    setBusy('');
    show(name);
    post(message);
  }

  var refusalScreens = { 'LINK EXPIRED': 'expired', 'BOT DETECTED': 'blocked', 'ALREADY VERIFIED': 'verified' };

  function start() {
    if (preview) return show('document');
    setBusy(body.getAttribute('data-text-starting') || 'Starting…');
    call('/start', {}).then(function (r) {
      setBusy('');
      if (r.status === 200) return show(r.body.next || 'document');
      var screen = refusalScreens[r.body && r.body.message];
      if (screen) return fail(screen, r.body.message);
      fail('error', 'ERROR');
    }).catch(function () { fail('error', 'ERROR'); });
  }

  function previewStep(component, outcome) {
    if (outcome === 'FAIL') return show('fail');
    var next = order[order.indexOf(component) + 1];
    if (next) return show(next);
    show(outcome === 'PASS' ? 'pass' : 'pending');
  }

  function step(component, outcome) {
    if (preview) return previewStep(component, outcome);
    setBusy(body.getAttribute('data-text-checking') || 'Checking…');
    call('/steps', { component: component, outcome: outcome }).then(function (r) {
      setBusy('');
      if (r.status !== 200) {
        var screen = refusalScreens[r.body && r.body.message];
        return screen ? fail(screen, r.body.message) : fail('error', 'ERROR');
      }
      if (r.body.status === 'FAIL') return fail('fail', 'FAIL');
      var next = order[order.indexOf(component) + 1];
      if (next) return show(next);
      if (r.body.status === 'PASS') return fail('pass', 'PASS');
      show('pending');
    }).catch(function () { fail('error', 'ERROR'); });
  }

  var startButton = document.querySelector('[data-testid="journey-start"]');
  if (startButton) startButton.addEventListener('click', start);
  document.querySelectorAll('button[data-step]').forEach(function (button) {
    button.addEventListener('click', function () {
      step(button.getAttribute('data-step'), button.getAttribute('data-outcome'));
    });
  });
  var closeButton = document.querySelector('[data-testid="journey-close"]');
  if (closeButton) closeButton.addEventListener('click', function () { post('CLOSE'); });

  var initial = body.getAttribute('data-initial');
  if (preview) return show(initial || 'intro');
  var initialMessages = { pass: 'PASS', fail: 'FAIL', expired: 'LINK EXPIRED', invalid: 'ERROR' };
  if (initial === 'resume') show(body.getAttribute('data-resume') || 'document');
  else if (initial === 'invalid') fail('error', 'ERROR');
  else if (initialMessages[initial]) fail(initial, initialMessages[initial]);
  else if (initial === 'pending') show('pending');
  else show('intro');
})();
`;

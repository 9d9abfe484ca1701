import { modalParametersSchema } from '@veriframe/core/schemas';

/**
 * Parameters of 4.8 the modal script forwards to the capture page (plus the sample's `region` ones): core's
 * list. The conformance test of 4.8 keeps its own list from the spec, the independent check of this one.
 */
const modalParameterNames = modalParametersSchema.keyof().options;

/**
 * `modal.js` (plain ES2020): `window.SandboxVerify.DocumentModal`. It accepts messages only from the capture
 * page it opened: exact origin (the frontend origin, baked in) and `event.source` equal to its iframe's window.
 */
export function modalScript(frontendOrigin: string): string {
  return `(function (global) {
  'use strict';
  var ORIGIN = ${JSON.stringify(frontendOrigin)};
  var PARAMS = ${JSON.stringify(modalParameterNames)};
  var CALLBACKS = {
    open: 'onOpen', close: 'onClose', success: 'onSuccess', failure: 'onFailure', email: 'onEmail', qr: 'onQr',
    error: 'onError', 'error-token': 'onErrorToken', 'error-pending': 'onErrorPending',
    'error-already-verified': 'onErrorAlreadyVerified', 'error-velocity': 'onErrorVelocity'
  };

  function DocumentModal(options) {
    if (!(this instanceof DocumentModal)) throw new TypeError('SandboxVerify.DocumentModal must be called with new');
    if (!options || typeof options !== 'object') throw new TypeError('SandboxVerify.DocumentModal: options must be an object');
    if (typeof options.iframeId !== 'string' || options.iframeId === '') {
      throw new TypeError('SandboxVerify.DocumentModal: iframeId must be the id of an <iframe> on the page');
    }
    this._options = options;
    this._open = false;
    this._destroyed = false;
    this._backdrop = null;
    this._onMessage = this._handleMessage.bind(this);
    this._onKeydown = this._handleKeydown.bind(this);
    global.addEventListener('message', this._onMessage);
  }

  DocumentModal.prototype._iframe = function () {
    var el = document.getElementById(this._options.iframeId);
    return el && el.tagName === 'IFRAME' ? el : null;
  };

  /** Calls a callback with at most one plain object; a throwing callback never breaks the modal. */
  DocumentModal.prototype._emit = function (type, payload) {
    var fn = this._options && this._options[CALLBACKS[type]];
    if (typeof fn !== 'function') return;
    try { fn(payload || {}); } catch (error) { setTimeout(function () { throw error; }); }
  };

  DocumentModal.prototype._url = function () {
    var query = new URLSearchParams();
    var options = this._options;
    PARAMS.forEach(function (name) {
      var value = options[name];
      if (value === undefined || value === null) return;
      query.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    });
    query.set('parent_origin', global.location.origin);
    return ORIGIN + '/capture?' + query.toString();
  };

  DocumentModal.prototype.open = function () {
    if (this._destroyed || this._open) return;
    var iframe = this._iframe();
    if (!iframe) {
      this._emit('error', { message: 'No <iframe id="' + this._options.iframeId + '"> on the page' });
      return;
    }
    iframe.src = this._url();
    iframe.classList.add('sv-modal-frame');
    if (!iframe.title) iframe.title = 'Document verification';
    this._backdrop = document.createElement('div');
    this._backdrop.className = 'sv-modal-backdrop';
    iframe.parentNode.insertBefore(this._backdrop, iframe);
    document.documentElement.classList.add('sv-modal-open');
    iframe.hidden = false;
    iframe.focus();
    document.addEventListener('keydown', this._onKeydown);
    this._open = true;
    this._emit('open', {});
  };

  DocumentModal.prototype._hide = function () {
    var iframe = this._iframe();
    if (iframe) {
      iframe.hidden = true;
      iframe.classList.remove('sv-modal-frame');
      iframe.src = 'about:blank';
    }
    if (this._backdrop && this._backdrop.parentNode) this._backdrop.parentNode.removeChild(this._backdrop);
    this._backdrop = null;
    document.documentElement.classList.remove('sv-modal-open');
    document.removeEventListener('keydown', this._onKeydown);
    this._open = false;
  };

  DocumentModal.prototype.close = function () {
    if (this._destroyed || !this._open) return;
    this._hide();
    this._emit('close', {});
  };

  DocumentModal.prototype.destroy = function () {
    if (this._destroyed) return;
    this._hide();
    global.removeEventListener('message', this._onMessage);
    this._destroyed = true;
    this._options = null;
  };

  DocumentModal.prototype._handleKeydown = function (event) {
    if (event.key === 'Escape') this.close();
  };

  DocumentModal.prototype._handleMessage = function (event) {
    if (this._destroyed || event.origin !== ORIGIN) return;
    var iframe = this._iframe();
    if (!iframe || event.source !== iframe.contentWindow) return;
    var data = event.data;
    if (!data || typeof data !== 'object' || data.source !== 'sandbox-verify') return;
    if (data.type === 'close') return this.close();
    if (data.type === 'open' || !Object.prototype.hasOwnProperty.call(CALLBACKS, data.type)) return;
    var payload = {};
    if (typeof data.status === 'string') payload.status = data.status;
    if (typeof data.message === 'string') payload.message = data.message;
    this._emit(data.type, payload);
  };

  global.SandboxVerify = global.SandboxVerify || {};
  global.SandboxVerify.DocumentModal = DocumentModal;
})(window);
`;
}

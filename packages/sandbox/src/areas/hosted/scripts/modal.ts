// `modal.js`, the vendor modal script (4.8): `window.SandboxVerify.DocumentModal`. A browser module, bundled
// into an IIFE by `../page-scripts.ts`; the server hands it its configuration when it serves it.

import { type DocumentModalEventType, documentModalEvents } from '@veriframe/core/document';

/** What the server fills in when it serves `modal.js`: its own origin and the 4.8 parameter names. */
export interface ModalScriptConfig {
  /** The frontend origin: the only origin whose messages the modal hears, and where the capture page lives. */
  origin: string;
  /** The 4.8 parameters the modal forwards to the capture page (core's list). */
  params: readonly string[];
  /** The iframe's title by ISO 639-1 code (the capture page's own title in each language). */
  frameTitles?: Readonly<Record<string, string>>;
}

/** The iframe's title for the modal's `language` (4.8): its ISO 639-1 code, English when unknown or missing. */
function frameTitle(titles: ModalScriptConfig['frameTitles'], language: unknown): string {
  const code = typeof language === 'string' ? language.trim().slice(0, 2).toLowerCase() : '';
  return (titles && Object.hasOwn(titles, code) ? titles[code] : titles?.en) ?? 'Document verification';
}

/** A message type of the capture page: one of core's eleven modal events (6.2). `close` closes the modal instead. */
export type ModalEventType = DocumentModalEventType;

/** The one object a callback receives: at most a status and a message, both short strings. */
export interface ModalPayload {
  status?: string;
  message?: string;
}

/** The options of `new SandboxVerify.DocumentModal(options)`: the iframe id, the 4.8 parameters, the callbacks. */
export type ModalOptions = { iframeId: string } & Record<string, unknown>;

const isEventType = (type: unknown): type is ModalEventType =>
  typeof type === 'string' && Object.hasOwn(documentModalEvents, type);

/**
 * Builds the `DocumentModal` class for a window and a configuration. It accepts messages only from the capture
 * page it opened: the exact configured origin and `event.source` equal to its iframe's window.
 *
 * @example
 * const DocumentModal = documentModalClass(window, { origin: 'http://127.0.0.1:4011', params: ['token'] });
 * new DocumentModal({ iframeId: 'verify', token, onSuccess: (p) => console.log(p.status) }).open();
 */
export function documentModalClass(global: Window, config: ModalScriptConfig) {
  const document = global.document;

  return class DocumentModal {
    private options: ModalOptions | null;
    private opened = false;
    private destroyed = false;
    private backdrop: HTMLDivElement | null = null;
    private readonly onMessage = (event: MessageEvent) => this.handleMessage(event);
    private readonly onKeydown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') this.close();
    };

    constructor(options: ModalOptions) {
      if (!options || typeof options !== 'object') {
        throw new TypeError('SandboxVerify.DocumentModal: options must be an object');
      }
      if (typeof options.iframeId !== 'string' || options.iframeId === '') {
        throw new TypeError(
          'SandboxVerify.DocumentModal: iframeId must be the id of an <iframe> on the page',
        );
      }
      this.options = options;
      global.addEventListener('message', this.onMessage);
    }

    open(): void {
      if (this.destroyed || this.opened || !this.options) return;
      const iframe = this.iframe();
      if (!iframe) {
        this.emit('error', { message: `No <iframe id="${this.options.iframeId}"> on the page` });
        return;
      }
      iframe.src = this.url(this.options);
      iframe.classList.add('sv-modal-frame');
      if (!iframe.title) iframe.title = frameTitle(config.frameTitles, this.options.language);
      this.backdrop = document.createElement('div');
      this.backdrop.className = 'sv-modal-backdrop';
      iframe.parentNode?.insertBefore(this.backdrop, iframe);
      document.documentElement.classList.add('sv-modal-open');
      iframe.hidden = false;
      iframe.focus();
      document.addEventListener('keydown', this.onKeydown);
      this.opened = true;
      this.emit('open', {});
    }

    close(): void {
      if (this.destroyed || !this.opened) return;
      this.hide();
      this.emit('close', {});
    }

    destroy(): void {
      if (this.destroyed) return;
      this.hide();
      global.removeEventListener('message', this.onMessage);
      this.destroyed = true;
      this.options = null;
    }

    private iframe(): HTMLIFrameElement | null {
      const el = this.options ? document.getElementById(this.options.iframeId) : null;
      return el?.tagName === 'IFRAME' ? (el as HTMLIFrameElement) : null;
    }

    /** The capture page's URL: each given 4.8 parameter (objects as JSON text) and the embedding origin. */
    private url(options: ModalOptions): string {
      const query = new URLSearchParams();
      for (const name of config.params) {
        const value = options[name];
        if (value === undefined || value === null) continue;
        query.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
      }
      query.set('parent_origin', global.location.origin);
      return `${config.origin}/capture?${query.toString()}`;
    }

    /** Calls a callback with one plain object; a throwing callback never breaks the modal. */
    private emit(type: ModalEventType, payload: ModalPayload): void {
      const callback = this.options?.[documentModalEvents[type].callback];
      if (typeof callback !== 'function') return;
      try {
        callback(payload);
      } catch (error) {
        global.setTimeout(() => {
          throw error;
        });
      }
    }

    private hide(): void {
      const iframe = this.iframe();
      if (iframe) {
        iframe.hidden = true;
        iframe.classList.remove('sv-modal-frame');
        iframe.src = 'about:blank';
      }
      this.backdrop?.remove();
      this.backdrop = null;
      document.documentElement.classList.remove('sv-modal-open');
      document.removeEventListener('keydown', this.onKeydown);
      this.opened = false;
    }

    private handleMessage(event: MessageEvent): void {
      if (this.destroyed || event.origin !== config.origin) return;
      const iframe = this.iframe();
      if (!iframe || event.source !== iframe.contentWindow) return;
      const data: unknown = event.data;
      if (!data || typeof data !== 'object') return;
      const message = data as { source?: unknown; type?: unknown; status?: unknown; message?: unknown };
      if (message.source !== 'sandbox-verify') return;
      if (message.type === 'close') {
        this.close();
        return;
      }
      if (message.type === 'open' || !isEventType(message.type)) return;
      const payload: ModalPayload = {};
      if (typeof message.status === 'string') payload.status = message.status;
      if (typeof message.message === 'string') payload.message = message.message;
      this.emit(message.type, payload);
    }
  };
}

/** Puts `DocumentModal` on `window.SandboxVerify`, beside whatever else is already there. */
export function installDocumentModal(global: Window, config: ModalScriptConfig): void {
  const target = global as Window & { SandboxVerify?: Record<string, unknown> };
  target.SandboxVerify = target.SandboxVerify ?? {};
  target.SandboxVerify.DocumentModal = documentModalClass(global, config);
}

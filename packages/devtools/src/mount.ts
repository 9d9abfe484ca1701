// `mountDevtools`: the panel for any page, no framework. The recorder starts at once (nothing is missed while the
// panel's UI loads); the UI is its own chunk, loaded here.
import { type DevtoolsOptions, devtoolsRecorder } from './recorder';

/** The mounted panel. */
export interface MountedDevtools {
  /** Removes the panel (the page's recorder keeps recording, so a remount shows the whole story). */
  unmount(): void;
}

/**
 * Mounts the Veriframe devtools panel: a floating button that opens the Doctor (each silent failure's cause and
 * fix), Flows, Messages and Proxy calls. Into `element` (default: a new element at the end of `<body>`).
 * For development: a production page that does not import `@veriframe/devtools` carries none of it.
 *
 * @example
 * if (process.env.NODE_ENV === 'development') {
 *   const { mountDevtools } = await import('@veriframe/devtools');
 *   mountDevtools(undefined, { hostedOrigins: ['https://verify.example.com'] });
 * }
 */
export const mountDevtools = (element?: HTMLElement, options: DevtoolsOptions = {}): MountedDevtools => {
  const recorder = devtoolsRecorder(options);
  const host = element ?? document.body.appendChild(document.createElement('veriframe-devtools'));
  let removed = false;
  let remove: (() => void) | undefined;
  void import('./panel/panel').then(({ renderPanel }) => {
    if (!removed) remove = renderPanel(host, recorder);
  });
  return {
    unmount() {
      removed = true;
      remove?.();
      if (!element) host.remove();
    },
  };
};

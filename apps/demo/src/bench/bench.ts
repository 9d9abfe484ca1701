import { createDocumentModal, preloadModalSdk } from '@veriframe/core/document';
import { testPersons } from '@veriframe/sandbox/test-data';
import { proxyBasePath, sandboxFrontendUrl } from '../config';
import { hostedFloor, signIn } from './hosted-floor';

/**
 * The page `pnpm bench` drives (also the hosted click's floor, `hostedFloor`): one measured `open()` of the document modal per page load, either cold
 * (nothing loaded) or after `preloadModalSdk()` finished (the script and stylesheet are in the HTTP cache).
 * "Visible" means the modal's iframe is displayed with a size, as a person would see it appear.
 */
const sdk = {
  scriptUrl: `${sandboxFrontendUrl}/modal/v1/modal.js`,
  stylesheetUrl: `${sandboxFrontendUrl}/modal/v1/modal.css`,
  constructorPath: 'SandboxVerify.DocumentModal',
};

const frameId = 'bench-modal-frame';

async function token(): Promise<string> {
  await signIn(); // the proxy answers 401 to nobody
  const response = await fetch(`${proxyBasePath}/document/token`, { method: 'POST' });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`no token: ${response.status}`);
  return body.token;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function visible(): boolean {
  const frame = document.getElementById(frameId);
  if (!frame || frame.hidden) return false;
  const style = getComputedStyle(frame);
  return (
    style.display !== 'none' &&
    style.visibility !== 'hidden' &&
    frame.offsetWidth > 0 &&
    frame.offsetHeight > 0
  );
}

/** Resolves once the preload hints of the modal files have finished downloading. */
async function preloaded(): Promise<void> {
  preloadModalSdk(sdk);
  const done = (url: string) =>
    performance.getEntriesByName(url).some((e) => (e as PerformanceResourceTiming).responseEnd > 0);
  while (!(done(sdk.scriptUrl) && done(sdk.stylesheetUrl))) await new Promise((r) => setTimeout(r, 5));
}

export interface BenchRun {
  /** `open()` called → iframe visible. */
  visibleMs: number;
  /** `open()` called → the hosted capture page inside it loaded. */
  loadedMs: number;
}

async function run(mode: 'cold' | 'preload'): Promise<BenchRun> {
  // The sandbox's adult test person with the canned passing last name, under a fresh email each run.
  const { fn, addr, city, state, zip, dob } = testPersons.adult;
  const parameters = {
    fn,
    ln: 'dcamspluspass',
    addr,
    city,
    state,
    zip,
    dob: dob ?? '',
    email: `bench.${Math.random().toString(36).slice(2)}@example.test`,
    token: await token(),
  };
  if (mode === 'preload') await preloaded();
  const modal = createDocumentModal({ sdk, parameters, iframeId: frameId });
  let loadedAt = 0;
  document.addEventListener(
    'load',
    (event) => {
      // Only the capture page's load: a freshly inserted iframe first fires one for about:blank.
      const target = event.target as HTMLIFrameElement | null;
      if (target?.id === frameId && target.src.includes('/capture') && !loadedAt)
        loadedAt = performance.now();
    },
    true,
  );
  await nextFrame();
  const start = performance.now();
  await modal.open();
  while (!visible()) await nextFrame();
  const visibleAt = performance.now();
  while (!loadedAt) await new Promise((r) => setTimeout(r, 5));
  modal.destroy();
  return { visibleMs: visibleAt - start, loadedMs: loadedAt - start };
}

(
  window as unknown as { veriframeBench: { run: typeof run; hostedFloor: typeof hostedFloor } }
).veriframeBench = { run, hostedFloor };

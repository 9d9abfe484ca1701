import { proxyBasePath } from '../config';

/** Signs in as the demo's Ada, as a page does on a first visit: the proxy serves only a signed-in person. */
export async function signIn(): Promise<void> {
  const response = await fetch('/api/demo/person', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ person: 'ada' }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status}`);
}

/** The time of the first animation frame from now on at which `ready()` holds: when a person can first see it. */
async function firstFrameWhen(ready: () => boolean): Promise<number> {
  for (;;) {
    const at = await new Promise<number>((resolve) =>
      requestAnimationFrame(() => resolve(performance.now())),
    );
    if (ready()) return at;
  }
}

/** What the floor measures: to the bare iframe's `load`, and to the first frame after it (the figure). */
export interface HostedFloorRun {
  /** Insertion → the first animation frame with the page loaded (it is displayed from its insertion). */
  shownMs: number;
  /** Insertion → the iframe's `load` (a floor that ignores what the page paints). */
  loadMs: number;
}

/**
 * The floor of the hosted click: the journey page of an already-created session, loaded in a bare
 * iframe. The session is made first (not timed); the time runs from the iframe's insertion to the first
 * animation frame after its `load`, the same end the click is timed to on the demo's hosted page.
 */
export async function hostedFloor(): Promise<HostedFloorRun> {
  await signIn();
  const response = await fetch(`${proxyBasePath}/vx/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ age: '21+' }),
  });
  const session = (await response.json()) as { link?: string };
  if (!session.link) throw new Error(`no session: ${response.status}`);
  const frame = document.createElement('iframe');
  frame.title = 'Identity verification (sandbox)';
  frame.style.cssText = 'width:420px;height:670px;border:0';
  let loadedAt = 0;
  frame.addEventListener('load', () => (loadedAt = performance.now()), { once: true });
  const start = performance.now();
  frame.src = session.link;
  document.body.append(frame);
  const shownAt = await firstFrameWhen(() => loadedAt > 0);
  frame.remove();
  return { shownMs: shownAt - start, loadMs: loadedAt - start };
}

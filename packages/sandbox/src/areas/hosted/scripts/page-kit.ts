// What the journey and capture page scripts share: moving between screens and calling their own origin.

/** An answer of the page's own API: its status and JSON body. */
export interface PageCallResult<Body> {
  status: number;
  body: Body;
}

/**
 * Shows the screen `name` (`[data-screen]`) and hides the others; the page's `data-state` says which. The new
 * screen's heading takes focus only while this page has it (the person acted here): a framed page that has
 * just loaded must not take focus from its parent, where a field being typed into would lose the keys that
 * follow (the style previewer reloads its frames on every edit).
 */
export function showScreen(name: string): void {
  for (const screen of document.querySelectorAll<HTMLElement>('[data-screen]')) {
    screen.hidden = screen.getAttribute('data-screen') !== name;
  }
  document.body.setAttribute('data-state', name);
  const heading = document.querySelector<HTMLElement>(`[data-screen="${name}"] h1`);
  if (heading && document.hasFocus()) heading.focus();
}

/** POSTs JSON to the page's own origin (never the API origin: no CORS) and reads the JSON answer. */
export async function callOwnOrigin<Body>(path: string, payload: unknown): Promise<PageCallResult<Body>> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

/** Runs `action(button)` on each click of a button the selector finds. */
export function onClick(selector: string, action: (button: HTMLElement) => void): void {
  for (const button of document.querySelectorAll<HTMLElement>(selector)) {
    button.addEventListener('click', () => action(button));
  }
}

/**
 * Runs `action` when Escape is pressed in this page. In an iframe, the key never reaches the embedding page
 * (its `<dialog>` gets no `cancel`), so the page itself asks to be closed.
 */
export function onEscape(action: () => void): void {
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !event.defaultPrevented) action();
  });
}

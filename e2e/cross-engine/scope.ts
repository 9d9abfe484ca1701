/**
 * One small driving surface over two protocols, so each cross-engine flow is written once: puppeteer-core over
 * WebDriver BiDi (Firefox ESR) and WebdriverIO over classic WebDriver (WebKitGTK's MiniBrowser). A selector is
 * CSS, or XPath when it starts with `/` or `(` (see `byText` and `byLabel`).
 */
export interface Scope {
  /** Waits until the element is visible, scrolls it into view and clicks it with the engine's own input. */
  click(selector: string): Promise<void>;
  /** Replaces the value of a text field by typing into it. */
  fill(selector: string, value: string): Promise<void>;
  /** Picks the option with this value in a `<select>`. */
  select(selector: string, value: string): Promise<void>;
  /** The element's textContent (waits for it to exist). */
  text(selector: string): Promise<string>;
  attribute(selector: string, name: string): Promise<string | null>;
  /** How many elements match right now (no wait). */
  count(selector: string): Promise<number>;
  /** Runs `fn` in the page or frame of this scope. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<R>;
  /** The document of the iframe that `selector` matches in this scope. */
  frame(selector: string): Scope;
}

export interface EngineSession {
  readonly engine: EngineName;
  readonly top: Scope;
  goto(url: string): Promise<void>;
  /** Sends one key (e.g. `Escape`) to the focused element. */
  press(key: 'Escape' | 'Tab'): Promise<void>;
  /** Forgets every cookie of the current origin: the demo signs in a new person on the next load. */
  clearCookies(): Promise<void>;
  close(): Promise<void>;
}

export type EngineName = 'firefox' | 'webkit';

export const isXPath = (selector: string) => selector.startsWith('/') || selector.startsWith('(');

const quote = (text: string) => (text.includes('"') ? `'${text}'` : `"${text}"`);

/** An element of this tag whose whole visible text is `text`, e.g. `byText('button', 'Create session')`. */
export function byText(tag: string, text: string): string {
  return `//${tag}[normalize-space()=${quote(text)}]`;
}

/** The form control named by a `<label>`, by `for` or by wrapping it. */
export function byLabel(label: string): string {
  const l = `label[normalize-space()=${quote(label)}]`;
  return `(//*[@id=//${l}/@for] | //${l}//*[self::input or self::select or self::textarea])`;
}

/**
 * Polls `check` until it returns a truthy value, then returns that value; fails after `timeoutMs` with what
 * the last attempt saw. The engines here have no auto-waiting assertions of their own.
 */
export async function until<T>(
  what: string,
  check: () => Promise<T>,
  { timeoutMs = 15_000 }: { timeoutMs?: number } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
      last = value;
    } catch (error) {
      last = error instanceof Error ? error.message : error;
    }
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; last: ${String(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

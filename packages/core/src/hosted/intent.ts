/** Which signs of intent start the hosted flow's work before the click (intent preload). */
export interface IntentOptions {
  /** The pointer enters the element (a mouse on its way to the button). Default true. */
  pointer?: boolean;
  /** Focus moves into the element (keyboard, or a tap's focus before its click). Default true. */
  focus?: boolean;
  /**
   * A finger or a pen touches the element (`pointerdown` of a touch or pen pointer), the earliest intent a tap
   * gives: on its own, so an app that turns `pointer` off (no preparation on a mouse's hover) still prepares on a
   * tap. A touch that becomes a scroll has made the session too. Default true.
   */
  touch?: boolean;
  /**
   * The element becomes visible. Default false: it makes a session for every visitor who sees the button,
   * also one who never acts, so only an app that wants it turns it on.
   */
  visible?: boolean;
}

/**
 * Calls `onIntent` on the chosen signs of intent on `element`, until the returned function stops listening.
 * On a touch screen the tap's `pointerenter` and `pointerdown` come at the touch start, the click only when the
 * finger lifts: the preparation starts that much earlier there. `onIntent` may be called more than once for one
 * gesture (pointer enter, then touch, then focus): it must be idempotent, as `preload()` is.
 *
 * @example
 * const stop = watchIntent(button, { pointer: true, focus: true }, () => observer.preload());
 */
export function watchIntent(element: Element, options: IntentOptions, onIntent: () => void): () => void {
  const stops: (() => void)[] = [];
  const listen = (type: string) => {
    element.addEventListener(type, onIntent, { passive: true });
    stops.push(() => element.removeEventListener(type, onIntent));
  };
  if (options.pointer ?? true) listen('pointerenter');
  if (options.focus ?? true) listen('focusin');
  if (options.touch ?? true) {
    // A mouse press is no earlier than its hover (the `pointer` option) and the click follows at once.
    const onPress = (event: Event) => {
      if ((event as PointerEvent).pointerType !== 'mouse') onIntent();
    };
    element.addEventListener('pointerdown', onPress, { passive: true });
    stops.push(() => element.removeEventListener('pointerdown', onPress));
  }
  if (options.visible && typeof IntersectionObserver === 'function') {
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onIntent();
    });
    seen.observe(element);
    stops.push(() => seen.disconnect());
  }
  return () => {
    for (const stop of stops) stop();
  };
}

/**
 * Adds `<link rel="preconnect">` for `origin` to the document once (none outside a browser): the connection to
 * the hosted page's origin (DNS, TCP, TLS) is ready when its iframe loads.
 *
 * @example
 * preconnect('https://verify.example.com');
 */
export function preconnect(origin: string): void {
  if (typeof document === 'undefined' || !origin) return;
  const existing = document.head.querySelectorAll('link[rel="preconnect"]');
  if ([...existing].some((link) => link.getAttribute('href') === origin)) return;
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  document.head.append(link);
}

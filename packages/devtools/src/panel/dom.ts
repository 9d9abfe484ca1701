// A tiny element builder: text only (never HTML), so posted data and problem details cannot inject markup.
type Child = Node | string | number | false | null | undefined;

/** Creates `tag` with attributes (`on*` functions become listeners) and children. */
export const h = (
  tag: string,
  attributes: Record<string, string | boolean | ((event: Event) => void) | undefined> = {},
  ...children: Child[]
): HTMLElement => {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value);
    else if (value === true) element.setAttribute(name, '');
    else if (typeof value === 'string') element.setAttribute(name, value);
  }
  for (const child of children)
    if (child !== false && child !== null && child !== undefined)
      element.append(typeof child === 'object' ? child : String(child));
  return element;
};

/** Milliseconds of the page's clock as seconds since the page started, e.g. `12.35 s`. */
export const seconds = (at: number): string => `${(at / 1000).toFixed(2)} s`;

import { StylePreviewer } from '@veriframe/react/style-previewer';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
// The demo's whole stylesheet: the previewer must keep its own layout under a host page's rules.
import demoCss from '../../apps/demo/src/styles.css?inline';

// The style previewer at desktop and phone size, inside the demo's page skeleton and stylesheet, framing the
// sandbox's real hosted page (the dev server forwards /preview/* to it, see sandbox-proxy.ts). Pictures go
// to test-results/ui/ to be looked at; the geometry is what the test checks.
const sizes = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
  document.head.querySelector('style[data-demo]')?.remove();
});

function renderInDemo() {
  const style = document.createElement('style');
  style.dataset.demo = '';
  style.textContent = demoCss;
  document.head.append(style);
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(
    <div className="app">
      <header className="banner">
        <div className="brand">
          <span className="brand-name">Veriframe</span>
        </div>
      </header>
      <nav className="nav" aria-label="Demo pages">
        <a href="#/styles">Style previewer</a>
      </nav>
      <main className="main">
        <h1>Style previewer</h1>
        <StylePreviewer pageOrigin={window.location.origin} defaultCompareSchemes />
      </main>
    </div>,
  );
}

const box = (element: Element) => element.getBoundingClientRect();

describe.each(Object.entries(sizes))('the style previewer at %s size', (name, size) => {
  test('no horizontal scroll; one column on a phone, light and dark side by side on a desktop', async () => {
    await page.viewport(size.width, size.height);
    renderInDemo();
    const light = page.getByTitle('Hosted page preview, light');
    const dark = page.getByTitle('Hosted page preview, dark');
    await expect.element(light).toBeInTheDocument();
    await expect.element(dark).toBeInTheDocument();
    const editor = document.querySelector('.vf-sp-editor')!;
    const preview = document.querySelector('.vf-sp-preview')!;
    // The frames are fitted once measured (the framed pages are sandboxed: their documents are out of reach).
    await expect
      .poll(() => document.querySelector('.vf-sp-frames[data-fitted]')?.getAttribute('data-layout'))
      .toBe(name === 'phone' ? 'stacked' : 'side-by-side');

    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const [l, d] = [box(light.element()), box(dark.element())];
    for (const frame of [l, d]) expect(frame.right).toBeLessThanOrEqual(window.innerWidth);
    if (name === 'phone') {
      // One column: the preview under the editor, both the width of the page.
      expect(box(preview).top).toBeGreaterThanOrEqual(box(editor).bottom);
      expect(box(preview).width).toBeGreaterThan(300);
      expect(box(editor).width).toBeGreaterThan(300);
      // The preview is far below the editor: one tap brings it to the top of the screen.
      expect(box(preview).top).toBeGreaterThan(window.innerHeight);
      await page.getByRole('button', { name: 'See the preview' }).click();
      await expect.poll(() => Math.round(box(preview).top)).toBeLessThanOrEqual(1);
    } else {
      // Two columns, the preview pinned and no taller than the screen, light and dark in one row.
      expect(box(preview).left).toBeGreaterThan(box(editor).right);
      expect(box(preview).height).toBeLessThanOrEqual(window.innerHeight);
      expect(d.top).toBe(l.top);
      expect(d.left).toBeGreaterThan(l.right);
      expect(d.bottom).toBeLessThanOrEqual(window.innerHeight);
      // Beside the editor the preview needs no way to it.
      expect(getComputedStyle(document.querySelector('.vf-sp-jump')!).display).toBe('none');
    }
    // Time for the real pages to paint before the picture.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await page.screenshot({ path: `../../test-results/ui/previewer-${name}.png` });
    // On the phone the preview sits far below the top: a picture of it on its own.
    if (name === 'phone')
      await page.screenshot({
        path: `../../test-results/ui/previewer-${name}-preview.png`,
        element: preview,
      });
  }, 60_000);
});

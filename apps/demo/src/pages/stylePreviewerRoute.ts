import { type ComponentType, lazy } from 'react';

/**
 * The style previewer page is owned by the `@veriframe/react/style-previewer` work (StylePreviewerPage.tsx).
 * A glob finds it when the file exists, so the route appears with it; it loads lazily, keeping the previewer
 * out of the other pages' bundle.
 */
const modules = import.meta.glob<Record<string, unknown>>('./StylePreviewerPage.tsx');
const load = modules['./StylePreviewerPage.tsx'];

export const StylePreviewerPage: ComponentType | null = load
  ? lazy(async () => {
      const module = await load();
      const component = (module.StylePreviewerPage ?? module.default) as ComponentType | undefined;
      return { default: component ?? (() => null) };
    })
  : null;

import { rules } from '../validation/rules';
import { at, createRead, fail, type Read } from '../validation/walk';
import { defaultResultMessages } from './default-result-messages';
import { builtInColorNames, stylesSpec, type VxStyles } from './styles-shape';

// The walker of the builders: the rules that know no builder plus the three that know the builders' shapes.
// The dependency goes one way (builders → validation): validation never imports a builder.

/** `resultMessages`: only known keys, each read with rule `code` (`t` non-blank, `s` any string). */
const messages = (value: unknown, path: string, code: string, read: Read) =>
  read(value, Object.fromEntries(Object.keys(defaultResultMessages).map((key) => [key, code])), path);

/**
 * Reads a body spec with every rule: those of `validation/rules` and `M` (result-message overrides, non-blank),
 * `N` (result messages, any string) and `Y` (`styles`).
 *
 * @example
 * build(() => read(input, 'email:e! styles:Y'));
 */
export const read = /* @__PURE__ */ createRead({
  ...rules,
  M: (value, path, read) => messages(value, path, 't', read),
  N: (value, path, read) => messages(value, path, 's', read),
  // `styles`, then `primaryColor` must name one of its palettes or a built-in color.
  Y: (value, path, read) => {
    const out = read(value, stylesSpec, path) as VxStyles | undefined;
    const primary = out?.primaryColor;
    if (
      primary !== undefined &&
      !builtInColorNames.includes(primary as never) &&
      !Object.hasOwn(out?.colors ?? {}, primary)
    ) {
      fail(at(path, 'primaryColor'), 'palette-ref');
    }
    return out;
  },
});

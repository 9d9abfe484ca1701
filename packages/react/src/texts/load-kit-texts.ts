import { englishKitTexts, type KitTexts } from './kit-texts';

// Each language is its own chunk: a bundler splits every `import()` below into a file fetched only when that
// language is asked for, so an app pays for English (in the main entry) plus the one language it shows.
const catalogs = {
  es: () => import('./es').then((m) => m.spanishKitTexts),
  fr: () => import('./fr').then((m) => m.frenchKitTexts),
  de: () => import('./de').then((m) => m.germanKitTexts),
  it: () => import('./it').then((m) => m.italianKitTexts),
  pt: () => import('./pt').then((m) => m.portugueseKitTexts),
  nl: () => import('./nl').then((m) => m.dutchKitTexts),
  pl: () => import('./pl').then((m) => m.polishKitTexts),
  ja: () => import('./ja').then((m) => m.japaneseKitTexts),
  ar: () => import('./ar').then((m) => m.arabicKitTexts),
} satisfies Record<string, () => Promise<KitTexts>>;

/** ISO 639-1 codes the kit's texts come in (English is the default and needs no loading). */
export const kitLanguages = ['en', ...Object.keys(catalogs)] as readonly string[];

/**
 * The kit's texts for a `language` (ISO 639-1, as the spec's `language`, 4.4/4.8; `pt-BR` and `FR` work too),
 * loaded on demand. English when the language is missing or not one of {@link kitLanguages}.
 *
 * @example
 * import { loadKitTexts } from '@veriframe/react/texts';
 * const texts = await loadKitTexts(user.language); // e.g. 'ar': Arabic, right to left
 * root.render(<VeriframeProvider config={config} texts={texts}>…</VeriframeProvider>);
 */
export function loadKitTexts(language: string | null | undefined): Promise<KitTexts> {
  const code = (language ?? '').trim().slice(0, 2).toLowerCase();
  const load = (catalogs as Record<string, () => Promise<KitTexts>>)[code];
  return load ? load() : Promise.resolve(englishKitTexts);
}

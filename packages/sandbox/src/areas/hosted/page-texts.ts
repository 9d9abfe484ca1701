import type { ResolvedResultMessages } from './result-messages';
import { ar } from './texts/ar';
import type { PageCatalog, PageTexts } from './texts/catalog-types';
import { de } from './texts/de';
import { en } from './texts/en';
import { es } from './texts/es';
import { fr } from './texts/fr';
import { it } from './texts/it';
import { ja } from './texts/ja';
import { nl } from './texts/nl';
import { pl } from './texts/pl';
import { pt } from './texts/pt';

// The hosted pages' texts: one catalog per language in `texts/` (English is the source of every key), picked
// by the session's or the modal's `language` (ISO 639-1, 4.4/4.8). Numbers and durations in the texts arrive
// formatted by `Intl` for the page's language (`formatDuration`).

export type { PageCatalog, PageTexts, SimulateKey } from './texts/catalog-types';

/** Every catalog, by ISO 639-1 code. */
export const pageCatalogs = { en, es, fr, de, it, pt, nl, pl, ja, ar } satisfies Record<string, PageCatalog>;

/** Languages the hosted pages speak; `language` picks one, anything else gets English. */
export type PageLanguage = keyof typeof pageCatalogs;
export const pageLanguages = Object.keys(pageCatalogs) as PageLanguage[];

/** Languages written right to left: their pages get `dir="rtl"` (the stylesheet uses logical properties). */
const rightToLeft: ReadonlySet<PageLanguage> = new Set(['ar']);

/**
 * The language of a page from a `language` parameter (`fr`, `FR`, `pt-BR`, `ar_EG`); English when absent or
 * not one of `pageLanguages` (the spec's default, 4.8).
 */
export function pickLanguage(code: unknown): PageLanguage {
  const base = typeof code === 'string' ? code.trim().slice(0, 2).toLowerCase() : '';
  return (pageLanguages as string[]).includes(base) ? (base as PageLanguage) : 'en';
}

/** The text direction of a page language, for `<html dir>`. */
export function pageDirection(language: PageLanguage): 'ltr' | 'rtl' {
  return rightToLeft.has(language) ? 'rtl' : 'ltr';
}

/**
 * A catalog over English, key by key: a key a catalog lacks (one added to English and not yet translated, or
 * a blank string) shows in English rather than as nothing.
 */
export function withEnglishFallback<T extends object>(english: T, translated: Partial<T>): T {
  const merged = { ...english };
  for (const [key, value] of Object.entries(translated)) {
    if (value !== undefined && value !== '') (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}

function overEnglish<K extends keyof PageCatalog>(part: K): Record<PageLanguage, PageCatalog[K]> {
  const out = {} as Record<PageLanguage, PageCatalog[K]>;
  for (const language of pageLanguages) {
    out[language] = withEnglishFallback(en[part], pageCatalogs[language][part]);
  }
  return out;
}

/** The fixed page texts of each language. */
export const pageTexts: Record<PageLanguage, PageTexts> = overEnglish('page');

/**
 * The default 4.9 texts of each language; a client's `resultMessages` override them key by key. All are core's
 * (`resultMessageTexts<Code>`, English `defaultResultMessages`), the words the React kit shows too.
 */
export const resultMessageDefaults: Record<PageLanguage, ResolvedResultMessages> =
  overEnglish('resultMessages');

/** Durations in the page texts, formatted by `Intl` for the page's language ("2 minutes", "دقيقتان"). */
export function formatDuration(language: PageLanguage, value: number, unit: 'minute' | 'hour'): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  pageCatalogs,
  pageDirection,
  pageLanguages,
  pageTexts,
  pickLanguage,
  resultMessageDefaults,
  withEnglishFallback,
} from '../page-texts';
import { en } from './en';

// Every catalog has exactly English's keys (tsc checks it too: each is typed `PageCatalog`), is translated
// rather than copied, and a key a catalog lacks shows in English.

/** The keys of a catalog, nested, with the kind of each value (a function by its arity). */
function shape(value: unknown): unknown {
  if (typeof value === 'function') return `function/${value.length}`;
  if (Array.isArray(value)) return value.map(shape);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]));
  }
  return typeof value;
}

/** Every text of a catalog, functions called with a marker. */
function strings(value: unknown): string[] {
  if (typeof value === 'function') return [String(value('⟨x⟩'))];
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

const others = pageLanguages.filter((language) => language !== 'en');

describe('the hosted pages’ catalogs', () => {
  it('are at least ten, one of them right to left', () => {
    expect(pageLanguages).toEqual(['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'pl', 'ja', 'ar']);
    expect(pageLanguages.filter((language) => pageDirection(language) === 'rtl')).toEqual(['ar']);
  });

  it.each(others)(
    '%s has exactly the English keys, no blank text, and its functions use their argument',
    (language) => {
      const catalog = pageCatalogs[language];
      expect(shape(catalog)).toEqual(shape(en));
      const texts = strings(catalog);
      expect(texts.filter((text) => text.trim() === '')).toEqual([]);
      for (const [key, value] of Object.entries(catalog.page)) {
        if (typeof value === 'function') expect(value('⟨x⟩'), key).toContain('⟨x⟩');
      }
    },
  );

  it.each(others)('%s is translated: nearly every text differs from the English one', (language) => {
    const english = strings(en);
    const translated = strings(pageCatalogs[language]);
    const same = translated.filter((text, index) => text === english[index]);
    // Brand names and loanwords ("Sandbox Verify", "Selfie") may stay as they are.
    expect(same.length, same.join(' | ')).toBeLessThanOrEqual(6);
  });

  it('a key a catalog lacks, or leaves blank, shows in English', () => {
    const partial = withEnglishFallback(en.page, { close: 'Fermer', start: '' });
    expect(partial.close).toBe('Fermer');
    expect(partial.start).toBe('Start verification');
    expect(partial.captureTitle).toBe('Document verification');
    expect(pageTexts.fr.close).toBe('Fermer');
    expect(resultMessageDefaults.de.verificationErrorTitle).toBe('Etwas ist schiefgelaufen');
  });

  it('`language` (ISO 639-1) picks the catalog; region, case and unknown codes are handled', () => {
    expect(pickLanguage('fr')).toBe('fr');
    expect(pickLanguage('pt-BR')).toBe('pt');
    expect(pickLanguage(' AR ')).toBe('ar');
    expect(pickLanguage('ja_JP')).toBe('ja');
    expect(pickLanguage('sw')).toBe('en');
    expect(pickLanguage('')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage(42)).toBe('en');
  });

  it('durations in the texts go through Intl for the language', () => {
    expect(formatDuration('en', 2, 'minute')).toBe('2 minutes');
    expect(formatDuration('de', 1, 'hour')).toBe('1 Stunde');
    expect(formatDuration('pl', 2, 'minute')).toBe('2 minuty');
    expect(formatDuration('ar', 2, 'minute')).toBe('دقيقتان');
    expect(pageTexts.de.introLead(formatDuration('de', 2, 'minute'))).toBe(
      'Das dauert etwa 2 Minuten. Sie benötigen:',
    );
  });
});

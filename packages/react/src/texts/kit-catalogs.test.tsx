import { render, screen } from '@testing-library/react';
import { defaultResultMessages, resultMessageKeys } from '@veriframe/core';
import { describe, expect, it, vi } from 'vitest';
import { DocumentModalButton } from '../document-modal/document-modal-button';
import { HostedVerificationDialog } from '../hosted/hosted-verification-dialog';
import { HostedVerificationFrame } from '../hosted/hosted-verification-frame';
import { VeriframeProvider } from '../provider/veriframe-provider';
import { KnowledgeQuiz } from '../quiz/knowledge-quiz';
import type { GatewayAnswer } from '../quiz/quiz-types';
import { arabicKitTexts } from './ar';
import { germanKitTexts } from './de';
import { spanishKitTexts } from './es';
import { frenchKitTexts } from './fr';
import { italianKitTexts } from './it';
import { japaneseKitTexts } from './ja';
import { englishKitTexts, type KitTexts } from './kit-texts';
import { kitLanguages, loadKitTexts } from './load-kit-texts';
import { dutchKitTexts } from './nl';
import { polishKitTexts } from './pl';
import { portugueseKitTexts } from './pt';

// Every catalog has exactly English's keys plus `dir` (tsc checks it too: each is a `KitTextsCatalog`), is
// translated rather than copied, and `loadKitTexts(language)` finds it.

const catalogs: Record<string, KitTexts> = {
  es: spanishKitTexts,
  fr: frenchKitTexts,
  de: germanKitTexts,
  it: italianKitTexts,
  pt: portugueseKitTexts,
  nl: dutchKitTexts,
  pl: polishKitTexts,
  ja: japaneseKitTexts,
  ar: arabicKitTexts,
};

/** Each key with the kind of its value (a function by its arity). */
function shape(texts: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).map(([key, value]) => [
      key,
      typeof value === 'function' ? `function/${value.length}` : typeof value,
    ]),
  );
}

/**
 * The keys a catalog has beyond English's: `dir`, and the document modal's result texts, which English takes
 * from core's `defaultResultMessages` and the kit's `pendingReviewTitle` (so the default bundles stay as they were).
 */
const catalogOnly = {
  dir: 'string',
  documentModalResultMessages: 'object',
  documentModalPendingReviewTitle: 'string',
  documentModalFailedSubTitle: 'string',
};

/** Every text of a catalog, functions called with markers (the outcome one with a known action). */
function strings(texts: KitTexts): string[] {
  return Object.entries(texts).flatMap(([key, value]) => {
    if (key === 'locale' || key === 'dir' || key === 'documentModalResultMessages') return [];
    if (key === 'quizOutcome')
      return ['PASS', 'FAIL', 'REVIEW', 'PENDING'].map((action) => texts.quizOutcome(action));
    return typeof value === 'function' ? [String(value('⟨a⟩', '⟨b⟩'))] : [String(value)];
  });
}

describe('the kit’s catalogs', () => {
  it('are ten languages with English, one of them right to left', () => {
    expect(kitLanguages).toEqual(['en', ...Object.keys(catalogs)]);
    expect(
      Object.entries(catalogs)
        .filter(([, texts]) => texts.dir === 'rtl')
        .map(([code]) => code),
    ).toEqual(['ar']);
  });

  it.each(Object.keys(catalogs))(
    '%s has exactly the English keys (and dir), its own locale, no blank text',
    (code) => {
      const texts = catalogs[code]!;
      expect(shape(texts)).toEqual({ ...shape(englishKitTexts), ...catalogOnly });
      // Every 4.9 text (core's keys), none blank: a language that lacks one fails here and names it.
      expect(Object.keys(texts.documentModalResultMessages ?? {}).sort()).toEqual(
        [...resultMessageKeys].sort(),
      );
      const blank = Object.entries(texts.documentModalResultMessages ?? {}).filter(([, t]) => !t.trim());
      expect(blank).toEqual([]);
      expect(texts.locale).toBe(code);
      expect(strings(texts).filter((text) => text.trim() === '')).toEqual([]);
      expect(texts.quizUnanswered('⟨a⟩')).toContain('⟨a⟩');
      expect(texts.quizAnswersCorrect('⟨a⟩', '⟨b⟩')).toMatch(/⟨a⟩.*⟨b⟩|⟨b⟩.*⟨a⟩/);
      expect(texts.quizOutcome('ESCALATED')).toBe('ESCALATED');
    },
  );

  it.each(Object.keys(catalogs))(
    '%s is translated: nearly every text differs from the English one',
    (code) => {
      const english = strings(englishKitTexts);
      const same = strings(catalogs[code]!).filter((text, index) => text === english[index]);
      expect(same, same.join(' | ')).toEqual([]);
      const sameResult = Object.entries(catalogs[code]!.documentModalResultMessages ?? {}).filter(
        ([key, text]) => text === defaultResultMessages[key as keyof typeof defaultResultMessages],
      );
      expect(sameResult).toEqual([]);
    },
  );

  it('loadKitTexts picks by ISO 639-1 code (region and case ignored), English when unknown or missing', async () => {
    expect(await loadKitTexts('fr')).toBe(frenchKitTexts);
    expect(await loadKitTexts('pt-BR')).toBe(portugueseKitTexts);
    expect(await loadKitTexts('AR')).toBe(arabicKitTexts);
    expect(await loadKitTexts('sw')).toBe(englishKitTexts);
    expect(await loadKitTexts('')).toBe(englishKitTexts);
    expect(await loadKitTexts(undefined)).toBe(englishKitTexts);
  });
});

const quizResult: GatewayAnswer = {
  result: { action: 'PENDING', detail: 'MORE INFORMATION IS REQUIRED', issues: [] },
  output: {
    questions: {
      questions: [{ id: 'q1', prompt: 'Which city?', type: 'city', answers: [{ text: 'Dayton' }] }],
    },
  },
  continuations: { questions: { template: { token: 'quiz-token', answers: {} } } },
};
const HOSTED_ORIGIN = 'https://verify.example.test';

describe('right to left and fallback in the components', () => {
  it('Arabic texts set dir="rtl" on the quiz and the dialog; English leaves the page’s direction', () => {
    const kit = (texts?: Partial<KitTexts>) => (
      <VeriframeProvider config={{ hostedOrigins: [HOSTED_ORIGIN] }} texts={texts}>
        <KnowledgeQuiz initialResult={quizResult} now={() => 0} />
        <HostedVerificationDialog src={`${HOSTED_ORIGIN}/journey/abc`} trigger="Open" defaultOpen />
      </VeriframeProvider>
    );
    const { rerender, container } = render(kit(arabicKitTexts));
    expect(
      screen.getByRole('heading', { name: 'أسئلة التحقق' }).closest('section')?.getAttribute('dir'),
    ).toBe('rtl');
    expect(screen.getByRole('dialog', { name: 'تحقق من هويتك' }).getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeTruthy();
    // The catalog's language too, so a screen reader speaks Arabic there.
    expect(container.querySelector('section')?.getAttribute('lang')).toBe('ar');
    expect(screen.getByRole('dialog').getAttribute('lang')).toBe('ar');

    rerender(kit());
    expect(screen.getByRole('dialog', { name: 'Verify your identity' }).hasAttribute('dir')).toBe(false);
    expect(container.querySelector('section')?.hasAttribute('dir')).toBe(false);
    expect(screen.getByRole('dialog').hasAttribute('lang')).toBe(false);
    expect(container.querySelector('section')?.hasAttribute('lang')).toBe(false);
  });

  it('the frame’s notice and the document button and notice carry the catalog’s lang; English, the page’s', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const kit = (texts?: Partial<KitTexts>) => (
      <VeriframeProvider config={{ hostedOrigins: [HOSTED_ORIGIN] }} texts={texts}>
        {/* A link on another origin: the frame's "cannot be shown" notice instead of a frame. */}
        <HostedVerificationFrame src="https://evil.example.test/journey/abc" />
        <DocumentModalButton modal={{ open: async () => {}, state: 'failed' }} />
      </VeriframeProvider>
    );
    try {
      const { rerender, container } = render(kit(spanishKitTexts));
      const langs = () =>
        [
          '[data-veriframe-frame="notice"]',
          '[data-veriframe-document="button"]',
          '[data-veriframe-document="notice"]',
        ].map((selector) => container.querySelector(selector)?.getAttribute('lang'));
      expect(langs()).toEqual(['es', 'es', 'es']);
      rerender(kit(arabicKitTexts));
      expect(langs()).toEqual(['ar', 'ar', 'ar']);
      rerender(kit());
      expect(langs()).toEqual([null, null, null]);
    } finally {
      logged.mockRestore();
    }
  });

  it('a key the given texts lack shows in English', () => {
    const { quizSubmit: _, ...withoutSubmit } = germanKitTexts;
    render(
      <VeriframeProvider texts={withoutSubmit}>
        <KnowledgeQuiz initialResult={quizResult} now={() => 0} />
      </VeriframeProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Kontrollfragen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit answers' })).toBeTruthy();
  });
});

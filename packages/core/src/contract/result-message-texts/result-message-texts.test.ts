import { describe, expect, it } from 'vitest';
import {
  defaultFailedSubTitle,
  defaultPendingReviewTitle,
  defaultResultMessages,
  resultMessageKeys,
} from '../result-messages';
import * as texts from './index';

// The one place of the 4.9 texts in ten languages (the kit's catalogs and the sandbox's pages read them): each
// language has every key, none blank, and is translated rather than copied from English.

const others = Object.entries(texts).filter(([name]) => name !== 'resultMessageTextsEn');

describe('the result texts of each language', () => {
  it('are ten, English being core’s defaults', () => {
    expect(Object.keys(texts)).toHaveLength(10);
    expect(texts.resultMessageTextsEn.messages).toBe(defaultResultMessages);
    expect(texts.resultMessageTextsEn.pendingReviewTitle).toBe(defaultPendingReviewTitle);
    expect(texts.resultMessageTextsEn.failedSubTitle).toBe(defaultFailedSubTitle);
  });

  it.each(others)('%s has every 4.9 key, no blank text, and is translated', (_, language) => {
    expect(Object.keys(language.messages).sort()).toEqual([...resultMessageKeys].sort());
    const blank = Object.entries(language.messages).filter(([, text]) => !text.trim());
    expect(blank).toEqual([]);
    const english = resultMessageKeys.filter((key) => language.messages[key] === defaultResultMessages[key]);
    expect(english).toEqual([]);
    expect(language.pendingReviewTitle.trim()).not.toBe('');
    expect(language.pendingReviewTitle).not.toBe(defaultPendingReviewTitle);
    expect(language.failedSubTitle.trim()).not.toBe('');
    expect(language.failedSubTitle).not.toBe(defaultFailedSubTitle);
  });
});

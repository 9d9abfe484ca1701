import { describe, expect, it } from 'vitest';
import { resultMessageTextsEn, resultMessageTextsFr } from '../contract/result-message-texts/index';
import { defaultResultMessages } from '../contract/result-messages';
import { failureMessage } from './failure-message';

// A `failure` event (6.2 onFailure) covers a final FAIL and a scan failure that went to manual review (PENDING).
// 4.9's default pair ("Verification Failed" / "Your document is pending manual review") fits neither wholly;
// the person must never read a refusal that is a review, nor a review that is a refusal.

describe('failureMessage: what a document failure tells the person, by the status it came with', () => {
  const en = resultMessageTextsEn;

  it('FAIL (no review follows): "Verification Failed", and no promise of a reviewer', () => {
    const m = failureMessage('FAIL', defaultResultMessages, {}, en);
    expect(m).toEqual({
      title: 'Verification Failed',
      subtitle: 'We could not confirm your identity.',
      tone: 'error',
    });
    expect(m.subtitle).not.toMatch(/review/i);
  });

  it('PENDING (manual review): "Under Review" above 4.9\'s "pending manual review"', () => {
    expect(failureMessage('PENDING', defaultResultMessages, {}, en)).toEqual({
      title: 'Under Review',
      subtitle: 'Your document is pending manual review',
      tone: 'pending',
    });
  });

  it('no status (a vendor that sends none): the review reading, as before', () => {
    expect(failureMessage(undefined, defaultResultMessages, {}, en).tone).toBe('pending');
  });

  it("keeps the integrator's own texts as written", () => {
    const own = { verificationFailureTitle: 'Not this time', verificationFailureSubTitle: 'Call us' };
    const messages = { ...defaultResultMessages, ...own };
    expect(failureMessage('FAIL', messages, own, en)).toMatchObject({
      title: 'Not this time',
      subtitle: 'Call us',
    });
    expect(failureMessage('PENDING', messages, own, en)).toMatchObject({
      title: 'Not this time',
      subtitle: 'Call us',
    });
  });

  it("speaks the language's texts", () => {
    const m = failureMessage('FAIL', resultMessageTextsFr.messages, {}, resultMessageTextsFr);
    expect(m).toMatchObject({
      title: 'Échec de la vérification',
      subtitle: resultMessageTextsFr.failedSubTitle,
    });
  });
});

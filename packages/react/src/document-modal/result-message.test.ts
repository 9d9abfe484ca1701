import { defaultResultMessages } from '@veriframe/core';
import { describe, expect, it } from 'vitest';
import { pendingReviewTitle, resultMessageFor } from './result-message';

describe('resultMessageFor: a manual review reads as pending, not as a failure', () => {
  it('shows a failure event as pending, under a pending title, above 4.9 subtitle', () => {
    expect(resultMessageFor('failure')).toEqual({
      title: pendingReviewTitle,
      subtitle: defaultResultMessages.verificationFailureSubTitle,
      tone: 'pending',
    });
    expect(resultMessageFor('error-pending')?.tone).toBe('pending');
  });

  it("keeps the integrator's own failure title, and 4.9's texts on request", () => {
    expect(resultMessageFor('failure', { verificationFailureTitle: 'Almost there' })).toMatchObject({
      title: 'Almost there',
      tone: 'pending',
    });
    expect(resultMessageFor('failure', {}, { failureAsPending: false })).toEqual({
      title: defaultResultMessages.verificationFailureTitle,
      subtitle: defaultResultMessages.verificationFailureSubTitle,
      tone: 'error',
    });
  });

  it('a failure with status FAIL (no review follows) says it failed, and promises no reviewer', () => {
    const m = resultMessageFor('failure', {}, { status: 'FAIL' });
    expect(m).toEqual({
      title: 'Verification Failed',
      subtitle: 'We could not confirm your identity.',
      tone: 'error',
    });
    expect(resultMessageFor('failure', {}, { status: 'PENDING' })?.title).toBe(pendingReviewTitle);
  });

  it('a final failure speaks the language of the catalog', async () => {
    const { frenchKitTexts } = await import('../texts/fr');
    expect(resultMessageFor('failure', {}, { status: 'FAIL', texts: frenchKitTexts })).toMatchObject({
      title: 'Échec de la vérification',
      subtitle: "Nous n'avons pas pu confirmer votre identité.",
    });
  });

  it('gives the other outcomes their tone', () => {
    expect(resultMessageFor('success')?.tone).toBe('success');
    expect(resultMessageFor('error-already-verified')?.tone).toBe('success');
    expect(resultMessageFor('error-velocity')?.tone).toBe('error');
    expect(resultMessageFor('open')).toBeNull();
  });
});

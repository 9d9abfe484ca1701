import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentModalButton } from '../document-modal/document-modal-button';
import { HostedVerificationDialog } from '../hosted/hosted-verification-dialog';
import { VeriframeProvider } from '../provider/veriframe-provider';
import { KnowledgeQuiz } from '../quiz/knowledge-quiz';
import type { GatewayAnswer } from '../quiz/quiz-types';
import { spanishKitTexts } from './es';
import { englishKitTexts, formatCountdown, formatNumber, type KitTexts } from './kit-texts';
import { VeriframeTexts } from './kit-texts-context';

const quizResult: GatewayAnswer = {
  result: { action: 'PENDING', detail: 'MORE INFORMATION IS REQUIRED', issues: [] },
  output: {
    questions: {
      questions: [
        { id: 'q1', prompt: 'Which city?', type: 'city', answers: [{ text: 'Dayton' }] },
        { id: 'q2', prompt: 'Which zip?', type: 'zip5', answers: [{ text: '45402' }] },
      ],
    },
  },
  continuations: { questions: { template: { token: 'quiz-token', answers: {} } } },
};
const modal = { open: async () => undefined, state: 'ready' as const };
const HOSTED_ORIGIN = 'https://verify.example.test';

/** The quiz and the document-modal button under a provider with `texts` (none: English). */
function renderQuizAndButton(texts?: Partial<KitTexts>) {
  render(
    <VeriframeProvider texts={texts}>
      <KnowledgeQuiz initialResult={quizResult} now={() => 0} />
      <DocumentModalButton modal={modal} />
    </VeriframeProvider>,
  );
}

describe('the kit’s own texts', () => {
  it('are English by default', () => {
    renderQuizAndButton();
    expect(screen.getByRole('heading', { name: 'Knowledge questions' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit answers' })).toBeTruthy();
    expect(screen.getByText('Answer every question to submit (2 left).')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify my document' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('1:30');
  });

  it('come from the provider: the Spanish example replaces every text', () => {
    renderQuizAndButton(spanishKitTexts);
    expect(screen.getByRole('heading', { name: 'Preguntas de verificación' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar respuestas' })).toBeTruthy();
    expect(screen.getByText('Responde todas las preguntas para enviar (faltan 2).')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verificar mi documento' })).toBeTruthy();
    expect(screen.queryByText(/Submit|Answer every/)).toBeNull();
  });

  it('a component prop wins over the provider, and nested texts merge over outer ones', () => {
    render(
      <VeriframeProvider texts={spanishKitTexts}>
        <VeriframeTexts texts={{ quizSubmit: 'Mandar' }}>
          <KnowledgeQuiz initialResult={quizResult} now={() => 0} texts={{ quizTitle: 'Tres preguntas' }} />
        </VeriframeTexts>
      </VeriframeProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Tres preguntas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mandar' })).toBeTruthy();
    // The timer's own line (the sticky footer repeats it for the eye, hidden from screen readers).
    expect(screen.getByRole('timer').parentElement?.textContent).toMatch(/^Tiempo restante/);
  });

  it('format the countdown and counts with Intl for the locale', () => {
    render(
      <VeriframeProvider texts={{ ...englishKitTexts, locale: 'ar-EG' }}>
        <KnowledgeQuiz initialResult={quizResult} now={() => 0} />
      </VeriframeProvider>,
    );
    // Eastern Arabic digits: ١:٣٠ for 1:30, ٢ for 2.
    expect(screen.getByRole('timer').textContent).toBe('١:٣٠');
    expect(screen.getByText('Answer every question to submit (٢ left).')).toBeTruthy();
    expect(formatCountdown('en', 65)).toBe('1:05');
    expect(formatNumber('de', 1234)).toBe('1.234');
  });

  // Each component brings its own English texts (so a bundle carries only those); the provider's and the
  // component's own replace them as before.
  it('of the hosted dialog and frame: English by default, the provider’s over it, the prop over both', () => {
    const hosted = (texts?: typeof spanishKitTexts) => (
      <VeriframeProvider config={{ hostedOrigins: [HOSTED_ORIGIN] }} texts={texts}>
        <HostedVerificationDialog src={`${HOSTED_ORIGIN}/journey/abc`} trigger="Open" defaultOpen />
      </VeriframeProvider>
    );
    const { rerender } = render(hosted());
    expect(screen.getByRole('dialog', { name: 'Verify your identity' })).toBeTruthy();
    expect(screen.getByTitle('Identity verification')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();

    rerender(hosted(spanishKitTexts));
    expect(screen.getByRole('dialog', { name: 'Verifica tu identidad' })).toBeTruthy();
    expect(screen.getByTitle('Verificación de identidad')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();

    rerender(
      <VeriframeProvider config={{ hostedOrigins: [HOSTED_ORIGIN] }} texts={spanishKitTexts}>
        <VeriframeTexts texts={{ hostedDialogClose: 'Salir' }}>
          <HostedVerificationDialog src={`${HOSTED_ORIGIN}/journey/abc`} trigger="Open" defaultOpen />
        </VeriframeTexts>
      </VeriframeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Salir' })).toBeTruthy();
    expect(screen.getByTitle('Verificación de identidad')).toBeTruthy();
  });
});

// @vitest-environment node
// Every component renders on a server: no window or document during render.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DocumentModalButton } from './document-modal/document-modal-button';
import { testModalParameters } from './document-modal/test-vendor';
import { useDocumentModal } from './document-modal/use-document-modal';
import { useDocumentStatus } from './document-modal/use-document-status';
import { HostedVerificationDialog } from './hosted/hosted-verification-dialog';
import { HostedVerificationFrame } from './hosted/hosted-verification-frame';
import { useHostedVerification } from './hosted/use-hosted-verification';
import { VeriframeProvider } from './provider/veriframe-provider';
import { KnowledgeQuiz } from './quiz/knowledge-quiz';

const LINK = 'http://127.0.0.1:4011/journey/abc?t=1';

function ModalPage() {
  const modal = useDocumentModal(testModalParameters(), { onSuccess: () => {} });
  const { outcome } = useDocumentStatus();
  return (
    <>
      <DocumentModalButton modal={modal}>Scan my ID</DocumentModalButton>
      <p>{outcome?.status ?? 'no outcome'}</p>
    </>
  );
}

function HostedPage() {
  const verification = useHostedVerification({ session: { age: '21+' } });
  return <HostedVerificationFrame verification={verification} />;
}

const ssr = (node: React.ReactNode) => renderToString(<VeriframeProvider>{node}</VeriframeProvider>);

describe('server rendering', () => {
  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders the document modal button, disabled until the client has a token', () => {
    const html = ssr(<ModalPage />);
    expect(html).toContain('Scan my ID');
    expect(html).toContain('data-state="idle"');
    expect(html).toContain('disabled=""');
    expect(html).toContain('no outcome');
  });

  it('renders the hosted frame with its link, and nothing before a session exists', () => {
    expect(ssr(<HostedVerificationFrame src={LINK} />)).toContain(`src="${LINK.replace('&', '&amp;')}"`);
    expect(ssr(<HostedPage />)).toBe('');
  });

  it('renders the dialog trigger, and the open dialog only after hydration (portals need a DOM)', () => {
    const html = ssr(<HostedVerificationDialog src={LINK} trigger="Verify" defaultOpen />);
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('data-state="open"');
    expect(html).not.toContain('role="dialog"');
  });

  it('renders the quiz start button and a quiz with its countdown', () => {
    expect(ssr(<KnowledgeQuiz request={{ target: {} }} />)).toContain('Start the questions');
    const html = ssr(
      <KnowledgeQuiz
        initialResult={{
          result: { action: 'PENDING', detail: 'MORE INFORMATION IS REQUIRED', issues: [] },
          output: {
            questions: {
              questions: [{ id: 'q1', prompt: 'Which city?', type: 'city', answers: [{ text: 'Dayton' }] }],
            },
          },
          continuations: { questions: { template: { token: 'quiz', answers: {} } } },
        }}
      />,
    );
    expect(html).toContain('Which city?');
    expect(html).toContain('1:30');
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { buttonClass } from '../look/kit-look';
import { VeriframeProvider } from '../provider/veriframe-provider';
import { HostedVerificationFrame } from './hosted-verification-frame';
import { hostedStandIn, postFromFrame } from './story-frame';
import { useHostedVerification } from './use-hosted-verification';

// A wait for an answer through the real proxy and sandbox: bounded well under the test's 60 s, and long enough
// for a machine busy with other work (5 s was seen running out while the quiz was still starting).
const throughTheProxy = { timeout: 20_000 };

/**
 * A real VX session (created through the real proxy, on the real sandbox) followed by `useHostedVerification`.
 * The frame loads a stand-in page (`hostedStandIn()`, this page's origin, the only allowed one) for the hosted page, so
 * the play function posts the page's message from the frame's own window; the journey's steps are driven
 * through the sandbox's admin API. Every outcome ever rendered is logged, so a brief final PASS cannot hide.
 */
function OutcomeHarness({ age }: { age: string }) {
  // The proxy's development identity is the person: the browser sends no email.
  const verification = useHostedVerification({ session: { age }, poll: { initialMs: 100 } });
  const { phase, outcome, provisional, progress, session } = verification;
  const [shown, setShown] = useState<{ id: number; line: string }[]>([]);
  const line = outcome ? `${outcome.confirmed ? 'final' : 'unconfirmed'} ${outcome.status}` : null;
  useEffect(() => {
    if (line) setShown((lines) => [...lines, { id: lines.length, line }]);
  }, [line]);
  return (
    <>
      <button type="button" className={buttonClass} onClick={() => verification.start()}>
        Start
      </button>
      <p data-testid="request-id">{session?.request_id ?? ''}</p>
      <p>Phase: {phase}</p>
      <p>Service read: {progress?.result?.status ?? 'no result'}</p>
      <p>Provisional: {provisional ?? 'nothing'}</p>
      <p>Outcome: {line ?? 'none'}</p>
      <ul aria-label="Outcomes shown">
        {shown.length === 0 ? <li>none yet</li> : shown.map((entry) => <li key={entry.id}>{entry.line}</li>)}
      </ul>
      {session && (
        // The product's size (420 x 670, full screen on a phone: the box is the screen's height there).
        <div style={{ width: '100%', maxWidth: 420, height: 'min(670px, 100dvh)' }}>
          <HostedVerificationFrame verification={verification} src={hostedStandIn()} />
        </div>
      )}
    </>
  );
}

const meta = {
  title: 'Hosted/Outcome',
  component: OutcomeHarness,
  decorators: [
    (Story) => (
      <VeriframeProvider
        config={{ proxyBasePath: '/api/veriframe', hostedOrigins: [window.location.origin] }}
      >
        <Story />
      </VeriframeProvider>
    ),
  ],
  args: { age: '21+' },
} satisfies Meta<typeof OutcomeHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

async function step(requestId: string, component: string, outcome: string) {
  const answer = await fetch(`/__sandbox/vx/sessions/${requestId}/steps`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ component, outcome }),
  });
  await expect(answer.status).toBe(200);
}

/**
 * The document and the selfie pass, the phone check fails. The service says PASS after each of the first two
 * steps: shown as provisional progress, never as a final PASS. The page's FAIL, agreed by the service, is final.
 */
export const DocumentPassesPhoneFails: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(canvas.getByTestId('request-id').textContent).not.toBe(''), throughTheProxy);
    const requestId = canvas.getByTestId('request-id').textContent ?? '';

    for (const component of ['document', 'selfie']) {
      await step(requestId, component, 'PASS');
      await expect(await canvas.findByText('Service read: PASS', {}, throughTheProxy)).toBeVisible();
      await new Promise((resolve) => setTimeout(resolve, 400)); // a few more polls
      await expect(canvas.getByText('Outcome: none')).toBeVisible();
      await expect(canvas.getByText('Provisional: PASS')).toBeVisible();
    }

    await step(requestId, 'phone', 'FAIL');
    await postFromFrame(canvasElement, 'FAIL');
    await expect(await canvas.findByText('Outcome: final FAIL', {}, throughTheProxy)).toBeVisible();
    await expect(canvas.getByText('Phase: final')).toBeVisible();
    const log = canvas.getByRole('list', { name: 'Outcomes shown' });
    await expect(log.textContent).not.toContain('final PASS');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { checkEmbedding, type EmbeddingFinding, watchEmbedding } from '@veriframe/core/embed';
import { expect, waitFor } from 'storybook/test';
import { hostedStandIn } from '../hosted/story-frame';

/**
 * The embedding doctor (`checkEmbedding`/`watchEmbedding` of `@veriframe/core`) in a real browser: a page
 * framing the hosted origin twice, once as the kit does (`allow="camera; fullscreen"`) and once without
 * `allow`. The browser's own answers (the frame's Permissions Policy in Chromium) meet the rules here.
 */
function TwoFrames() {
  return (
    <>
      <p>A frame as the kit renders it, and one an app wrote by hand.</p>
      <iframe
        title="As the kit frames it"
        src={hostedStandIn()}
        allow="camera; fullscreen"
        width={200}
        height={120}
      />
      <iframe title="Written by hand" src={`${hostedStandIn()}?by-hand`} width={200} height={120} />
      <iframe
        title="A preview"
        src={`${hostedStandIn()}?preview`}
        data-veriframe-preview
        width={200}
        height={120}
      />
    </>
  );
}

const meta = {
  title: 'Provider/Embedding doctor',
  component: TwoFrames,
  parameters: { docs: { description: { component: 'What the development console says about this page.' } } },
} satisfies Meta<typeof TwoFrames>;
export default meta;

export const FrameWithoutCamera: StoryObj<typeof meta> = {
  play: async () => {
    const hostedOrigins = [window.location.origin];
    const byHand = `${hostedStandIn()}?by-hand`;
    // Only the hand-written frame: the kit's passes both the attribute rule and Chromium's frame policy, and
    // a preview needs no camera.
    const findings = checkEmbedding({ hostedOrigins });
    expect(findings.map((f) => [f.code, f.subject])).toEqual([['frame-camera-not-allowed', byHand]]);
    expect(findings[0]?.fix).toContain('allow="camera; fullscreen"');

    // The watcher reports the same once, then a CSP violation of the modal's script once, never again.
    const reports: EmbeddingFinding[][] = [];
    const watch = watchEmbedding({
      hostedOrigins,
      documentModal: { scriptUrl: `${window.location.origin}/modal/v1/modal.js` },
      report: (found) => reports.push(found),
    });
    try {
      await waitFor(() => expect(reports).toHaveLength(1));
      const violation = {
        blockedURI: `${window.location.origin}/modal/v1/modal.js`,
        effectiveDirective: 'script-src-elem',
        violatedDirective: 'script-src-elem',
        originalPolicy: "script-src 'none'",
        disposition: 'enforce',
        statusCode: 200,
      } as const;
      document.dispatchEvent(new SecurityPolicyViolationEvent('securitypolicyviolation', violation));
      document.dispatchEvent(new SecurityPolicyViolationEvent('securitypolicyviolation', violation));
      await waitFor(() => expect(reports).toHaveLength(2));
      expect(reports[1]?.map((f) => f.code)).toEqual(['csp-blocks-modal-files']);
      expect(watch.findings().map((f) => f.code)).toEqual([
        'frame-camera-not-allowed',
        'csp-blocks-modal-files',
      ]);
    } finally {
      watch.stop();
    }
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { VeriframeProvider } from '../provider/veriframe-provider';
import { type HostedMessageCallbacks, HostedVerificationFrame } from './hosted-verification-frame';
import { hostedStandIn, postFromFrame } from './story-frame';

type Callbacks = Required<Omit<HostedMessageCallbacks, 'onMessage' | 'onUnknownMessage'>>;

interface FrameHarnessProps extends Callbacks {
  /** Accessible name of the iframe. */
  title: string;
  /** Offered after LINK EXPIRED. */
  onRequestNewSession: () => void;
}

const names: (keyof Callbacks)[] = [
  'onPass',
  'onFail',
  'onAlreadyVerified',
  'onError',
  'onLinkExpired',
  'onBotDetected',
  'onClose',
];

/** The story's own log: small and plain, not part of what the frame looks like. */
const storyLog = {
  minWidth: 200,
  padding: '8px 12px',
  border: '1px dashed #9aa5b1',
  borderRadius: 8,
  fontSize: 13,
  color: '#52606d',
} as const;

/**
 * The frame loads a stand-in page (`hostedStandIn()`), which shares this page's origin, and this origin is the only allowed one.
 * The play function posts a 6.3 message from inside the frame's own window, so it passes the gate exactly as
 * the hosted page's would. Every callback that fires is written to the on-screen log.
 */
function FrameHarness({ title, onRequestNewSession, ...callbacks }: FrameHarnessProps) {
  const [log, setLog] = useState<{ id: number; name: string }[]>([]);
  const wrapped = Object.fromEntries(
    names.map((name) => [
      name,
      () => {
        callbacks[name]();
        setLog((entries) => [...entries, { id: entries.length, name }]);
      },
    ]),
  ) as Callbacks;
  // The frame at the product's own size (420 x 670, full screen on a phone); the story's log beside it, small,
  // so the page looks like the app it stands for.
  return (
    <VeriframeProvider config={{ hostedOrigins: [window.location.origin] }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
        {/* On a phone the frame is full screen (100% of this box): the box is the screen's height there. */}
        <div style={{ width: '100%', maxWidth: 420, height: 'min(670px, 100dvh)' }}>
          <HostedVerificationFrame
            src={hostedStandIn()}
            title={title}
            style={{ boxShadow: '0 0 0 1px #d9dee5', borderRadius: 12 }}
            onRequestNewSession={onRequestNewSession}
            {...wrapped}
          />
        </div>
        <aside style={storyLog}>
          <p style={{ margin: '0 0 4px', fontWeight: 600 }}>Story log: callbacks fired</p>
          <ul aria-label="Callback log" style={{ margin: 0, paddingInlineStart: 18 }}>
            {log.length === 0 ? <li>none yet</li> : log.map((entry) => <li key={entry.id}>{entry.name}</li>)}
          </ul>
        </aside>
      </div>
    </VeriframeProvider>
  );
}

const meta = {
  title: 'Hosted/HostedVerificationFrame',
  component: FrameHarness,
  args: {
    title: 'Identity verification',
    onPass: fn(),
    onFail: fn(),
    onAlreadyVerified: fn(),
    onError: fn(),
    onLinkExpired: fn(),
    onBotDetected: fn(),
    onClose: fn(),
    onRequestNewSession: fn(),
  },
} satisfies Meta<typeof FrameHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const messageStory = (message: string, callback: keyof Callbacks): Story => ({
  play: async ({ args, canvasElement }) => {
    const log = within(within(canvasElement).getByRole('list', { name: 'Callback log' }));
    await postFromFrame(canvasElement, message);
    await expect(await log.findByText(callback)).toBeVisible();
    await expect(args[callback]).toHaveBeenCalledTimes(1);
    for (const other of names.filter((name) => name !== callback))
      await expect(args[other]).not.toHaveBeenCalled();
  },
});

export const Pass = messageStory('PASS', 'onPass');
export const Fail = messageStory('FAIL', 'onFail');
export const AlreadyVerified = messageStory('ALREADY VERIFIED', 'onAlreadyVerified');
export const ErrorMessage: Story = { ...messageStory('ERROR', 'onError'), name: 'Error' };
export const BotDetected = messageStory('BOT DETECTED', 'onBotDetected');
export const Close = messageStory('CLOSE', 'onClose');

/** LINK EXPIRED replaces the frame with an alert offering a new session. */
export const LinkExpired: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await postFromFrame(canvasElement, 'LINK EXPIRED');
    await expect(await canvas.findByText('This verification link has expired.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.queryByTitle('Identity verification')).toBeNull();
    await expect(args.onLinkExpired).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Start a new session' }));
    await expect(args.onRequestNewSession).toHaveBeenCalledTimes(1);
  },
};

/** A message posted by the top window itself (wrong `event.source`) reaches no callback. */
export const ForgedMessageIgnored: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const iframe = await canvas.findByTitle('Identity verification');
    await waitFor(() => expect((iframe as HTMLIFrameElement).contentWindow).not.toBeNull());
    window.postMessage('PASS', '*');
    window.postMessage('LINK EXPIRED', '*');
    // Give the messages time to arrive, then check nothing happened.
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const name of names) await expect(args[name]).not.toHaveBeenCalled();
    await expect(canvas.getByText('none yet')).toBeVisible();
    await expect(canvas.getByTitle('Identity verification')).toBeVisible();
  },
};

/** What a reviewer sees: the frame at the product's size (420 x 670 beside a wide page) in the app's type. */
export const ProductLook: Story = {
  play: async ({ canvasElement }) => {
    const iframe = await within(canvasElement).findByTitle('Identity verification');
    const box = iframe.getBoundingClientRect();
    await expect([Math.round(box.width), Math.round(box.height)]).toEqual([420, 670]);
    await expect(getComputedStyle(canvasElement).fontFamily).toMatch(/^system-ui/);
  },
};

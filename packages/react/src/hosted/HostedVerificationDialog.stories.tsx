import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { buttonClass } from '../look/kit-look';
import { VeriframeProvider } from '../provider/veriframe-provider';
import { HostedVerificationDialog } from './hosted-verification-dialog';
import { hostedStandIn, postFromFrame } from './story-frame';

interface DialogHarnessProps {
  /** Whether the dialog starts open. */
  initiallyOpen: boolean;
  /** Heading that labels the dialog. */
  heading: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  onOpenChange: (open: boolean) => void;
  onClose: () => void;
}

/**
 * The dialog, controlled by the story's own state and opened by the story's own button. The frame loads a
 * stand-in page from this page's origin (the only allowed one), so a play function can post CLOSE from inside it.
 */
function DialogHarness({ initiallyOpen, heading, closeLabel, onOpenChange, onClose }: DialogHarnessProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <VeriframeProvider config={{ hostedOrigins: [window.location.origin] }}>
      <button type="button" className={buttonClass} onClick={() => setOpen(true)}>
        Open verification
      </button>
      <p>Dialog is {open ? 'open' : 'closed'}.</p>
      <HostedVerificationDialog
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
        onClose={onClose}
        heading={heading}
        closeLabel={closeLabel}
        src={hostedStandIn()}
      />
    </VeriframeProvider>
  );
}

const meta = {
  title: 'Hosted/HostedVerificationDialog',
  component: DialogHarness,
  args: {
    initiallyOpen: false,
    heading: 'Verify your identity',
    closeLabel: 'Close',
    onOpenChange: fn(),
    onClose: fn(),
  },
  // On the docs page every story starts closed, behind its own "Open verification" button: an open dialog
  // makes the rest of the page inert, so three stories open at once stacked three dialogs and locked the page.
  render: (args, { viewMode }) => (
    <DialogHarness {...args} initiallyOpen={args.initiallyOpen && viewMode !== 'docs'} />
  ),
} satisfies Meta<typeof DialogHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

// The whole page: the dialog is in the story's canvas (the top layer shows it over everything), but the
// queries read the page as a person would.
const page = () => within(document.body);

/** Open, then Escape (a close request): the dialog closes and focus returns to the opener. */
export const OpenThenEscape: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(page().queryByRole('dialog')).toBeNull();
    const opener = canvas.getByRole('button', { name: 'Open verification' });
    await userEvent.click(opener);
    const dialog = await page().findByRole('dialog', { name: 'Verify your identity' });
    await expect(dialog).toBeVisible();
    // The platform's modal dialog (showModal), not a role on a div.
    await expect(dialog.tagName).toBe('DIALOG');
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(within(dialog).getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
    // Escape is a close request (a `cancel` event on the dialog). A synthetic key press makes none, so the
    // story makes the same request the key does; the real key is pressed in e2e/tests/accessibility.spec.ts.
    (dialog as HTMLDialogElement).requestClose();
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByText('Dialog is closed.')).toBeVisible();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The close button closes the dialog. */
export const CloseButton: Story = {
  args: { initiallyOpen: true },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await page().findByRole('dialog', { name: 'Verify your identity' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(within(canvasElement).getByText('Dialog is closed.')).toBeVisible();
  },
};

/** The hosted page's CLOSE message closes the dialog and reaches `onClose`. */
export const ClosedByHostedPage: Story = {
  args: { initiallyOpen: true },
  play: async ({ args }) => {
    await postFromFrame(await page().findByRole('dialog', { name: 'Verify your identity' }), 'CLOSE');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Open and left open (so the accessibility check covers the open dialog), with a custom heading. */
export const Open: Story = {
  args: { initiallyOpen: true, heading: 'Confirm your age', closeLabel: 'Cancel verification' },
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Confirm your age' });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel verification' })).toBeVisible();
    await expect(within(dialog).getByTitle('Identity verification')).toBeVisible();
  },
};

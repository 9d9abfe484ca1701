import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DocumentModalState } from '@veriframe/core/document';
import { expect, fn, within } from 'storybook/test';
import { DocumentModalButton } from './document-modal-button';

const states: DocumentModalState[] = ['idle', 'loading', 'ready', 'open', 'closed', 'failed', 'destroyed'];

interface ButtonHarnessProps {
  /** The lifecycle state `useDocumentModal()` would report. */
  state: DocumentModalState;
  /** Button text. */
  label: string;
  /** Stands in for `modal.open()`. */
  open: () => Promise<void>;
}

/** The button with a stand-in for `useDocumentModal()`'s handle, so every lifecycle state can be shown. */
function ButtonHarness({ state, label, open }: ButtonHarnessProps) {
  return <DocumentModalButton modal={{ state, open }}>{label}</DocumentModalButton>;
}

const meta = {
  title: 'Document modal/DocumentModalButton',
  component: ButtonHarness,
  args: { state: 'ready', label: 'Scan my ID', open: fn(async () => {}) },
  argTypes: { state: { control: 'select', options: states } },
} satisfies Meta<typeof ButtonHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A story for `state`: checks `data-state`, `disabled` and `aria-busy`, and whether a click calls `open()`. */
const stateStory = (state: DocumentModalState, expected: { disabled: boolean; busy: boolean }): Story => ({
  args: { state },
  play: async ({ args, canvasElement, userEvent }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Scan my ID' });
    await expect(button).toHaveAttribute('data-state', state);
    await expect(button).toHaveAttribute('aria-busy', String(expected.busy));
    if (expected.disabled) {
      await expect(button).toBeDisabled();
    } else {
      await expect(button).toBeEnabled();
      await userEvent.click(button);
      await expect(args.open).toHaveBeenCalledTimes(1);
    }
  },
});

export const Idle = stateStory('idle', { disabled: true, busy: false });
export const Loading = stateStory('loading', { disabled: true, busy: true });
export const Ready = stateStory('ready', { disabled: false, busy: false });
export const Open = stateStory('open', { disabled: false, busy: false });
export const Closed = stateStory('closed', { disabled: false, busy: false });
/** After a failure the button stays enabled: a click retries. */
export const Failed = stateStory('failed', { disabled: false, busy: false });
export const Destroyed = stateStory('destroyed', { disabled: true, busy: false });

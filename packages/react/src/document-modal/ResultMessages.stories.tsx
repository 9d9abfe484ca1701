import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ResultMessages } from '@veriframe/core';
import { type DocumentModalEventType, documentModalOutcomeTypes } from '@veriframe/core/document';
import { expect, within } from 'storybook/test';
import { resultMessageFor } from './result-message';

/** The outcome events and the error states of 7.4, in the order the spec lists them. */
const types = documentModalOutcomeTypes;

interface MessageListProps {
  /** `resultMessages` overrides, as passed to create_session (4.9). */
  overrides: Partial<ResultMessages>;
}

/** What `resultMessageFor(type, overrides)` gives for each event, rendered as text. */
function MessageList({ overrides }: MessageListProps) {
  return (
    <dl>
      {types.map((type) => {
        const message = resultMessageFor(type, overrides);
        return (
          <div key={type} data-type={type} style={{ marginBottom: 12 }}>
            <dt>
              <code>{type}</code>
            </dt>
            <dd>
              <strong>{message?.title}</strong>
              <br />
              {message?.subtitle}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

const meta = {
  title: 'Document modal/Result messages',
  component: MessageList,
  args: { overrides: {} },
  argTypes: { overrides: { control: 'object' } },
} satisfies Meta<typeof MessageList>;
export default meta;
type Story = StoryObj<typeof meta>;

const entry = (canvasElement: HTMLElement, type: DocumentModalEventType) =>
  within(canvasElement.querySelector<HTMLElement>(`[data-type="${type}"]`)!);

/** The default texts of every outcome and error state. */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-type]')).toHaveLength(types.length);
    await expect(entry(canvasElement, 'success').getByText('Verification Success')).toBeVisible();
    await expect(entry(canvasElement, 'error-token').getByText('Bad or Expired Token')).toBeVisible();
    await expect(
      entry(canvasElement, 'error-already-verified').getByText('You Are Already Verified'),
    ).toBeVisible();
    await expect(
      entry(canvasElement, 'error-pending').getByText('Your Document is Currently Pending Manual Review'),
    ).toBeVisible();
    const velocity = entry(canvasElement, 'error-velocity');
    await expect(velocity.getByText('Too Many Attempts')).toBeVisible();
    await expect(
      velocity.getByText('You have exceeded the allowed attempts. Please call customer service.'),
    ).toBeVisible();
    await expect(entry(canvasElement, 'error').getByText('Something Went Wrong')).toBeVisible();
  },
};

/** Overrides replace only their own keys; markup in a text stays text. */
export const WithOverrides: Story = {
  args: {
    overrides: {
      verificationErrorVelocityTitle: 'Slow down',
      verificationErrorVelocitySubTitle: 'Try again tomorrow.',
      verificationSuccessTitle: '<b>All set</b>',
    },
  },
  play: async ({ canvasElement }) => {
    const velocity = entry(canvasElement, 'error-velocity');
    await expect(velocity.getByText('Slow down')).toBeVisible();
    await expect(velocity.getByText('Try again tomorrow.')).toBeVisible();
    await expect(velocity.queryByText('Too Many Attempts')).toBeNull();
    await expect(entry(canvasElement, 'success').getByText('<b>All set</b>')).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
    // Keys that were not overridden keep their defaults.
    await expect(entry(canvasElement, 'error-token').getByText('Bad or Expired Token')).toBeVisible();
  },
};

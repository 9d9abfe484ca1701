'use client';

import { render, screen } from '@testing-library/react';
import { defaultResultMessages } from '@veriframe/core';
import { documentModalEvents } from '@veriframe/core/document';
import { describe, expect, it } from 'vitest';
import { resultMessageFor } from '../../document-modal/result-message';
import { HostedScreen } from './HostedScreen';
import { resolvePreviewTokens } from './preview-tokens';

// The mock result screens show what the kit shows a person for each modal event (core's documentModalEvents
// and React's resultMessageFor): a designer previews the real outcome, not 4.9's raw default.

const tokens = resolvePreviewTokens({ styles: {}, resultMessages: {} }, 'light', () => false);

function resultOf(id: 'failure' | 'success' | 'error-pending', messages = defaultResultMessages) {
  const { container, unmount } = render(<HostedScreen screen={id} tokens={tokens} messages={messages} />);
  const shown = {
    title: screen.getByRole('heading').textContent,
    icon: container.querySelector('.vf-screen-result-icon'),
  };
  unmount();
  return shown;
}

describe('style previewer: result screens follow the kit', () => {
  it('a document failure is pending review: its title, the waiting tone, never the cross', () => {
    expect(documentModalEvents.failure.resultMessage.tone).toBe('pending');
    const failure = resultOf('failure');
    expect(failure.title).toBe(resultMessageFor('failure')?.title);
    expect(failure.title).toBe('Under Review');
    expect(failure.icon?.className).toContain('vf-tone-pending');
    expect(failure.icon?.textContent).not.toBe('✕');
    // The same tone as the pending-review error, whose screen it resembles.
    expect(resultOf('error-pending').icon?.className).toBe(failure.icon?.className);
  });

  it("a designer's own failure title is shown as written", () => {
    const messages = { ...defaultResultMessages, verificationFailureTitle: 'Not this time' };
    expect(resultOf('failure', messages).title).toBe('Not this time');
    expect(resultOf('success').icon?.className).toContain('vf-tone-success');
  });
});

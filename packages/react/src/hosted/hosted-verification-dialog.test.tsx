import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { VeriframeProvider } from '../provider/veriframe-provider';
import { HostedVerificationDialog, type HostedVerificationDialogProps } from './hosted-verification-dialog';

const ORIGIN = 'https://verify.example.test';
const LINK = `${ORIGIN}/journey/abc?t=1`;

const renderDialog = (props: HostedVerificationDialogProps) =>
  render(
    <VeriframeProvider config={{ hostedOrigins: [ORIGIN] }}>
      <main>
        <button type="button">Elsewhere</button>
        <HostedVerificationDialog src={LINK} {...props} />
      </main>
    </VeriframeProvider>,
  );

function ControlledPage({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return <HostedVerificationDialog src={LINK} open={open} onOpenChange={setOpen} onClose={onClose} />;
}

describe('HostedVerificationDialog', () => {
  it('opens from its trigger as a labelled modal dialog with focus inside and the page inert', () => {
    const { container } = renderDialog({ trigger: 'Verify', heading: 'Check your ID' });
    const trigger = screen.getByRole('button', { name: 'Verify' });
    expect(trigger.dataset.state).toBe('closed');
    expect(screen.queryByRole('dialog')).toBeNull();
    trigger.focus();
    fireEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Check your ID' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(trigger.dataset.state).toBe('open');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    expect(container.hasAttribute('inert')).toBe(true);
    expect(dialog.closest('[inert]')).toBeNull();
  });

  it('closes on Escape, gives focus back to the opener and makes the page interactive again', () => {
    const { container } = renderDialog({ trigger: 'Verify' });
    const trigger = screen.getByRole('button', { name: 'Verify' });
    trigger.focus();
    fireEvent.click(trigger);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(container.hasAttribute('inert')).toBe(false);
  });

  it('keeps an inert attribute the app set itself', () => {
    const outside = document.createElement('div');
    outside.setAttribute('inert', '');
    document.body.append(outside);
    const { unmount } = renderDialog({ defaultOpen: true });
    unmount();
    expect(outside.hasAttribute('inert')).toBe(true);
    outside.remove();
  });

  it('wraps Tab and Shift+Tab at both ends (the focus guards)', () => {
    renderDialog({ defaultOpen: true });
    const dialog = screen.getByRole('dialog');
    const [before, after] = Array.from(document.querySelectorAll<HTMLElement>('[data-focus-guard]'));
    const close = screen.getByRole('button', { name: 'Close' });
    const frame = screen.getByTitle('Identity verification');
    // Tabbing past the iframe (the last stop) lands on the end guard, which sends focus to the first stop.
    act(() => after?.focus());
    expect(document.activeElement).toBe(close);
    // Shift+Tab before the first stop lands on the start guard, which sends focus to the last stop.
    act(() => before?.focus());
    expect(document.activeElement).toBe(frame);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('is controllable: asks to close through onOpenChange and follows the open prop', () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <VeriframeProvider config={{ hostedOrigins: [ORIGIN] }}>
        <HostedVerificationDialog src={LINK} open onOpenChange={onOpenChange} />
      </VeriframeProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog')).toBeTruthy();
    rerender(
      <VeriframeProvider config={{ hostedOrigins: [ORIGIN] }}>
        <HostedVerificationDialog src={LINK} open={false} onOpenChange={onOpenChange} />
      </VeriframeProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when the hosted page posts CLOSE, and still calls onClose', () => {
    const onClose = vi.fn();
    render(
      <VeriframeProvider config={{ hostedOrigins: [ORIGIN] }}>
        <ControlledPage onClose={onClose} />
      </VeriframeProvider>,
    );
    const frame = screen.getByTitle('Identity verification') as HTMLIFrameElement;
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: 'CLOSE', origin: ORIGIN, source: frame.contentWindow }),
      );
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the untrusted-link error inside the dialog and gives no frame the camera', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderDialog({ defaultOpen: true, src: 'https://evil.example.test/journey/abc' });
      const dialog = screen.getByRole('dialog');
      expect(dialog.querySelector('iframe')).toBeNull();
      expect(within(dialog).getByRole('alert').dataset.state).toBe('untrusted-link');
    } finally {
      logged.mockRestore();
    }
  });
});

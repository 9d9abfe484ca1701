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
  it('opens from its trigger as a labelled modal <dialog> (showModal), and its content only then', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    renderDialog({ trigger: 'Verify', heading: 'Check your ID' });
    const trigger = screen.getByRole('button', { name: 'Verify' });
    expect(trigger.dataset.state).toBe('closed');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTitle('Identity verification')).toBeNull();
    fireEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Check your ID' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(trigger.dataset.state).toBe('open');
    expect(within(dialog).getByTitle('Identity verification')).toBeTruthy();
    showModal.mockRestore();
  });

  it("closes on Escape (the dialog's cancel), and gives focus back to the opener if it has none", () => {
    renderDialog({ trigger: 'Verify' });
    const trigger = screen.getByRole('button', { name: 'Verify' });
    trigger.focus();
    fireEvent.click(trigger);
    const dialog = screen.getByRole('dialog');
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog.dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
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

import { HostedVerificationDialog, HostedVerificationFrame, useHostedVerification } from '@veriframe/react';
import { useState } from 'react';

const session = { age: '21+' } as const;

export function HostedVerification() {
  const [inDialog, setInDialog] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  // For this visitor: the proxy's `identify` (server.mjs) chooses whose session it is and its email.
  const verification = useHostedVerification({ session });

  const start = async (dialog: boolean) => {
    setInDialog(dialog);
    // In the dialog, its own close button is the one: the hosted page adds none (docs: "One close control").
    await verification.start(dialog ? { ...session, settings: { isCloseButtonShown: false } } : session);
    setDialogOpen(dialog);
  };

  return (
    <section>
      <h2>Hosted verification</h2>
      <p>
        {/* Pointer or focus on the button makes the session; the frame loads it hidden; a click shows it. */}
        <button type="button" ref={verification.intentRef} onClick={() => start(false)}>
          Verify in the page
        </button>{' '}
        <button type="button" onClick={() => start(true)}>
          Verify in a dialog
        </button>
      </p>
      {verification.error ? <p role="alert">{verification.error.message}</p> : null}
      {verification.session ? <p data-testid="request-id">{verification.session.request_id}</p> : null}
      {(verification.session || verification.prerender) && !inDialog ? (
        <HostedVerificationFrame verification={verification} />
      ) : null}
      {verification.session && inDialog ? (
        <HostedVerificationDialog
          verification={verification}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
        />
      ) : null}
      {verification.outcome ? (
        <p data-testid="outcome" data-confirmed={verification.outcome.confirmed}>
          {verification.outcome.status}{' '}
          {verification.outcome.confirmed ? '(confirmed by the service)' : '(waiting for the service)'}
        </p>
      ) : null}
    </section>
  );
}

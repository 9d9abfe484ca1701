'use client';

// No <Suspense> needed: nothing in the kit reads the clock or randomness during render, so Next could
// prerender this page (the root layout renders per request for the CSP nonce).
import { HostedVerificationDialog, HostedVerificationFrame, useHostedVerification } from '@veriframe/react';
import Link from 'next/link';
import { useState } from 'react';

const session = { age: '21+' } as const;

export default function HostedPage() {
  const [inDialog, setInDialog] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  // For the signed-in person: the proxy's `identify` chooses whose session it is and the email it carries.
  const verification = useHostedVerification({ session });

  const start = async (dialog: boolean) => {
    setInDialog(dialog);
    // In the dialog, its own close button is the one: the hosted page adds none (docs: "One close control").
    await verification.start(dialog ? { ...session, settings: { isCloseButtonShown: false } } : session);
    setDialogOpen(dialog);
  };

  return (
    <>
      <h1>Hosted verification</h1>
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
      {verification.session ? (
        <p>
          <Link href={`/verifications/${verification.session.request_id}`} data-testid="request-id">
            {verification.session.request_id}
          </Link>
        </p>
      ) : null}
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
        <p className="outcome" data-testid="outcome" data-confirmed={verification.outcome.confirmed}>
          {verification.outcome.status}{' '}
          {verification.outcome.confirmed ? '(confirmed by the service)' : '(waiting for the service)'}
        </p>
      ) : null}
    </>
  );
}

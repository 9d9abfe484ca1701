'use client';

import '@veriframe/react/styles.css';
import {
  configFromEnv,
  HostedVerificationFrame,
  useHostedVerification,
  VeriframeProvider,
} from '@veriframe/react';

const config = configFromEnv({
  NEXT_PUBLIC_VERIFRAME_FRONTEND_URL: process.env.NEXT_PUBLIC_VERIFRAME_FRONTEND_URL,
});

export default function VerifyPage() {
  return (
    <VeriframeProvider config={config}>
      <Verify />
    </VeriframeProvider>
  );
}

function Verify() {
  // For the signed-in person: the proxy's `identify` chooses whose session it is.
  const verification = useHostedVerification({ session: { age: '21+' } });
  const { outcome, error } = verification;
  return (
    <>
      <button type="button" ref={verification.intentRef} onClick={() => verification.start()}>
        Verify my age
      </button>
      {error ? <p role="alert">{error.message}</p> : null}
      {verification.session ? <HostedVerificationFrame verification={verification} /> : null}
      {outcome ? (
        <p data-testid="outcome" data-confirmed={outcome.confirmed}>
          {outcome.status} {outcome.confirmed ? '(confirmed by the service)' : '(waiting for the service)'}
        </p>
      ) : null}
    </>
  );
}

import { Suspense } from 'react';
import { finalResult } from '@/lib/verification-result';
import { VerificationStatus } from './verification-status';

type Params = Promise<{ id: string }>;

// A link a person can come back to: what the service says of one of their verifications. The proxy answers
// only its owner; anyone else gets "not found", the same as for an id that never existed.
export default function VerificationPage({ params }: { params: Params }) {
  return (
    <>
      <h1>Verification</h1>
      <Suspense fallback={<p>Loading…</p>}>
        <Status params={params} />
      </Suspense>
    </>
  );
}

async function Status({ params }: { params: Params }) {
  const { id } = await params;
  // Read on the server with the service's credentials, as your own code would before granting anything.
  const result = await finalResult(id);
  return (
    <>
      <VerificationStatus id={id} />
      <p data-testid="server-result" data-status={result?.status ?? 'none'}>
        On the server: {result ? `${result.status}, final` : 'no final result for you'}
      </p>
    </>
  );
}

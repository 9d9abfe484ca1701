import { Suspense } from 'react';
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
  return <VerificationStatus id={id} />;
}

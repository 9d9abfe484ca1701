import { loadConfig } from '@veriframe/server';
import { documentEmailOf } from '@veriframe/server/clients';
import Link from 'next/link';
import { Suspense } from 'react';
import { currentUser } from '@/lib/session';
import { DocumentScan } from './document-scan';

// Reads the session on the server, so it renders inside <Suspense> (Cache Components).
export default function DocumentPage() {
  return (
    <>
      <h1>Document modal</h1>
      <Suspense fallback={<p>Loading…</p>}>
        <Scan />
      </Suspense>
    </>
  );
}

async function Scan() {
  const user = await currentUser();
  if (!user) return <Link href="/sign-in">Sign in to scan a document</Link>;
  // The customer email of the modal: the document address the proxy uses for this identity (keyed, issue 39).
  return <DocumentScan email={documentEmailOf({ id: user.id }, loadConfig(process.env))} />;
}

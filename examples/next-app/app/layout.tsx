import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { type ReactNode, Suspense } from 'react';
import { Account } from './account';
import { Providers } from './providers';
import { turbopackTrustedTypes } from './trusted-types';
// The kit's default look, a global stylesheet from the package (Next serves it as an app file).
import '@veriframe/react/styles.css';
import './globals.css';

export const metadata: Metadata = { title: 'Veriframe with Next.js' };

// Every page renders per request: its scripts carry the nonce of the CSP that proxy.ts sets (a prerendered
// page has none, and the policy would block it). `instant = false`: Cache Components lets this root block.
export const instant = false;

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Reading the request makes the page render per request; proxy.ts sets x-nonce.
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <html lang="en">
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, see trusted-types.ts */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: turbopackTrustedTypes }} />
      </head>
      <body>
        <nav>
          <Link href="/">Home</Link> <Link href="/hosted">Hosted verification</Link>{' '}
          <Link href="/document">Document modal</Link> <Link href="/quiz">Quiz</Link>{' '}
          <Suspense fallback={null}>
            <Account />
          </Suspense>
        </nav>
        <main>
          <Providers>{children}</Providers>
        </main>
      </body>
    </html>
  );
}

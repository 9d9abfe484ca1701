import type { Metadata } from 'next';
import Link from 'next/link';
import { type ReactNode, Suspense } from 'react';
import { Account } from './account';
import { Providers } from './providers';
import './globals.css';

export const metadata: Metadata = { title: 'Veriframe with Next.js' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
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

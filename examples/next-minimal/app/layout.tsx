import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { cookieName, userFromCookie } from '@/lib/auth';

export const metadata: Metadata = { title: 'An app with sign-in' };

// Reads the sign-in cookie, so every page renders per request (and gets its CSP nonce).
export default async function RootLayout({ children }: { children: ReactNode }) {
  const user = userFromCookie((await cookies()).get(cookieName)?.value);
  return (
    <html lang="en">
      <body>
        <nav>
          <Link href="/">Home</Link>{' '}
          {user ? <span data-testid="signed-in-as">{user.name}</span> : <Link href="/sign-in">Sign in</Link>}
        </nav>
        <main>{children}</main>
      </body>
    </html>
  );
}

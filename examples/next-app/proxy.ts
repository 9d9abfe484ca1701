import { contentSecurityPolicy } from '@veriframe/server/csp';
import { type NextRequest, NextResponse } from 'next/server';

const development = process.env.NODE_ENV === 'development';
// The hosted pages' origin, the one app/providers.tsx gives the kit; the local sandbox in `next dev` only.
const hostedOrigin =
  process.env.NEXT_PUBLIC_VERIFRAME_FRONTEND_URL ?? (development ? 'http://127.0.0.1:4011' : '');

/**
 * Next.js 16's request proxy (middleware.ts before 16): a strict CSP with a fresh nonce on every page. Next
 * reads the nonce from the request's policy and puts it on its own scripts; the kit's loader adds the
 * modal script from a nonced script, which 'strict-dynamic' trusts.
 */
export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const { header } = contentSecurityPolicy({ hostedOrigin, nonce, development });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', header);
  headers.set('x-nonce', nonce); // for the layout's one inline script (app/trusted-types.ts)
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', header);
  return response;
}

// Pages only: not the proxy's API routes, static files, or prefetches (their HTML is never used as a page).
export const config = {
  matcher: [
    {
      source: '/((?!api|_next/static|_next/image|favicon.ico).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};

import { veriframeProxy } from '@veriframe/server/next';
import { NextResponse } from 'next/server';
import { userFromCookie } from './lib/auth';

// The server side of verification: the kit's routes under /api/veriframe (who is asking, who owns which
// verification, the service's signed webhook deliveries) and a strict nonce CSP on every page.
export const proxy = veriframeProxy({
  NextResponse,
  // Your sign-in: nobody signed in gets 401; each person reaches only their own verifications.
  identify: (request) => {
    const user = userFromCookie(request.headers.get('cookie'));
    return user ? { id: user.id } : null;
  },
  // The service's final word, signed: mark the person verified in your database here.
  webhooks: {
    vx: { handler: (payload) => console.log('verification', payload.request_id, payload.status) },
  },
});

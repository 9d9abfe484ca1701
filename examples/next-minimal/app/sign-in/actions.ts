'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cookieName, sealUser } from '@/lib/auth';

// The app's sign-in (an example: a name, no password).
export async function signIn(formData: FormData) {
  const name = String(formData.get('name') ?? '').trim();
  if (!/^[\p{L}\p{N} .'-]{1,40}$/u.test(name)) redirect('/sign-in');
  const id = `user-${name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-')}`;
  // Secure, but for a production build tried over plain http on this machine (WebKit drops it there).
  const loopback = /^(localhost|127\.0\.0\.1)(:\d+)?$/.test((await headers()).get('host') ?? '');
  const secure = process.env.NODE_ENV === 'production' && !loopback;
  (await cookies()).set(cookieName, sealUser({ id, name }), { httpOnly: true, sameSite: 'lax', secure });
  redirect('/');
}

'use server';

import { redirect } from 'next/navigation';
import { endSession, startSession } from '@/lib/session';

// An example sign-in: pick a name, no password. A real app signs people in with its own accounts (or
// Auth.js); what matters for Veriframe is only that the session says who the person is.
const namePattern = /^[\p{L}\p{N} .'-]{1,40}$/u;

export async function signIn(formData: FormData) {
  const name = String(formData.get('name') ?? '').trim();
  if (!namePattern.test(name)) redirect('/sign-in');
  // The id the proxy acts for: the person's sessions and document status belong to it.
  await startSession({ id: `user-${name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-')}`, name });
  redirect('/hosted');
}

export async function signOut() {
  await endSession(); // on the server too: a copy of the cookie no longer signs anyone in
  redirect('/sign-in');
}

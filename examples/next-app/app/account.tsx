import Link from 'next/link';
import { currentUser } from '@/lib/session';
import { signOut } from './sign-in/actions';

/** Who is signed in, with a sign-out button; reads the cookie, so the layout renders it in <Suspense>. */
export async function Account() {
  const user = await currentUser();
  if (!user) return <Link href="/sign-in">Sign in</Link>;
  return (
    <form action={signOut} className="account">
      Signed in as <strong data-testid="signed-in-as">{user.name}</strong>{' '}
      <button type="submit">Sign out</button>
    </form>
  );
}

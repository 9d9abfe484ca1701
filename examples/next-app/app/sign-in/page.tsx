import { signIn } from './actions';

// An example: anyone may be anyone. Your app signs people in its own way.
export default function SignInPage() {
  return (
    <>
      <h1>Sign in</h1>
      <p>An example sign-in: pick a name, no password.</p>
      <form action={signIn}>
        <label>
          Name <input name="name" required maxLength={40} autoComplete="username" />
        </label>{' '}
        <button type="submit">Sign in</button>
      </form>
    </>
  );
}

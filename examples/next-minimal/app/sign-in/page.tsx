import { signIn } from './actions';

export default function SignInPage() {
  return (
    <form action={signIn}>
      <h1>Sign in</h1>
      <label>
        Name <input name="name" required maxLength={40} />
      </label>{' '}
      <button type="submit">Sign in</button>
    </form>
  );
}

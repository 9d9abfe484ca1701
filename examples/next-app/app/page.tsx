// A Server Component: the kit's pure helpers run here, on the server.
import { resultMessageFor } from '@veriframe/react/document';

export default function Home() {
  const success = resultMessageFor('success');
  return (
    <>
      <h1>Veriframe with Next.js</h1>
      <p>
        The texts a user sees after a successful document scan:{' '}
        <strong data-testid="success-title">{success?.title}</strong> {success?.subtitle}
      </p>
    </>
  );
}

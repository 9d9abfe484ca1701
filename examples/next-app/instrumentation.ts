// Runs once when the server starts (not during `next build`): a missing or malformed VERIFRAME_* variable, a
// missing `identify` under NODE_ENV=production or a missing SESSION_SECRET stops the deployment here, with
// each named, instead of failing the first verification. (Next only logs an error thrown here, then answers
// every request 500, so the process exits instead.)
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { assertProxyConfig, ConfigError } = await import('@veriframe/server');
    const { identify } = await import('./lib/identify');
    const { sessionSecretProblem } = await import('./lib/session');
    try {
      assertProxyConfig({ identify });
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      console.error(error.message);
      process.exit(1);
    }
    const problem = sessionSecretProblem();
    if (problem) {
      console.error(problem);
      process.exit(1);
    }
  }
}

// Runs once when the server starts (not during `next build`): a missing or malformed VERIFRAME_* variable
// stops the deployment here, with every variable named, instead of failing the first verification. (Next
// only logs an error thrown here and then answers every request 500, so the process exits instead.)
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { assertProxyConfig, ConfigError } = await import('@veriframe/server');
    try {
      assertProxyConfig();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      console.error(error.message);
      process.exit(1);
    }
  }
}

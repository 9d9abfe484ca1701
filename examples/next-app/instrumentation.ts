// Runs once when the server starts (not during `next build`): a missing or malformed VERIFRAME_* variable
// stops the deployment here, with every variable named, instead of failing the first verification.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { assertProxyConfig } = await import('@veriframe/server');
    assertProxyConfig();
  }
}

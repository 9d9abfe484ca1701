// Runs once when the server starts (not during `next build`): a missing or malformed VERIFRAME_* variable or
// SESSION_SECRET stops the deployment here, each named, instead of failing the first verification. (A missing
// `identify` fails `next build`: createRouteHandlers refuses it when the route file loads.)
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // This app writes its own CSP (proxy.ts), so the check leaves the page policy's origin to it.
  (await import('@veriframe/server/next')).startupCheck({ csp: false }); // exits, naming each problem
  const problem = (await import('./lib/session')).sessionSecretProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}

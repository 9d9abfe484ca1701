// At startup, not on the first verification: a missing or malformed VERIFRAME_* variable stops the server.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') (await import('@veriframe/server/next')).startupCheck();
}

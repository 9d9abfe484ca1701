/** The demo page's window on the sandbox admin API: the clock and the faults, nothing else. */
export const demoAdminPath = '/api/demo/sandbox';

const allowed: Record<string, readonly string[]> = {
  '/clock': ['GET'],
  '/clock/advance': ['POST'],
  '/faults': ['GET', 'POST', 'DELETE'],
};

/**
 * Forwards `{demoAdminPath}/clock`, `/clock/advance` and `/faults[/:id]` to the sandbox's admin API, so the demo's
 * clock control and faults panel work from the browser on the demo's own origin. Demo only: a real app has no
 * sandbox. Returns null for any other path.
 */
export async function forwardSandboxAdmin(
  request: Request,
  adminUrl: string | null,
): Promise<Response | null> {
  const url = new URL(request.url);
  if (!url.pathname.startsWith(`${demoAdminPath}/`)) return null;
  const rest = url.pathname.slice(demoAdminPath.length);
  const route = rest.startsWith('/faults/') ? '/faults' : rest;
  const methods = allowed[route];
  if (!methods?.includes(request.method) || (rest.startsWith('/faults/') && request.method !== 'DELETE')) {
    return Response.json(
      { code: 'not_found', message: `No demo admin route ${request.method} ${rest}` },
      { status: 404 },
    );
  }
  if (!adminUrl)
    return Response.json({ code: 'starting', message: 'The sandbox is starting' }, { status: 503 });
  const init: RequestInit = { method: request.method };
  if (request.method === 'POST') {
    init.body = await request.text();
    init.headers = { 'content-type': 'application/json' };
  }
  const answer = await fetch(`${adminUrl}${rest}`, init);
  return new Response(await answer.text(), {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });
}

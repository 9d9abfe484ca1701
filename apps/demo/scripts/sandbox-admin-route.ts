/** The demo page's window on the sandbox admin API: the clock, the faults and the phone hand-offs, nothing else. */
export const demoAdminPath = '/api/demo/sandbox';

const allowed: Record<string, readonly string[]> = {
  '/clock': ['GET'],
  '/clock/advance': ['POST'],
  '/faults': ['GET', 'POST', 'DELETE'],
  // The document page's "simulate the phone" button reads the hand-off link; its outbox panel the emails.
  '/handoffs': ['GET'],
  '/outbox': ['GET'],
};

/**
 * Forwards `{demoAdminPath}/clock`, `/clock/advance`, `/faults[/:id]`, `/handoffs` and `/outbox` to the sandbox's admin API, so the demo's
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
  // The query (`?email=`, `?to=`) filters the read routes.
  const answer = await fetch(`${adminUrl}${rest}${url.search}`, init);
  return new Response(await answer.text(), {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });
}

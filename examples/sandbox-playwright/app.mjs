// The "user's app" under test: a page that asks its own server for a VX session and embeds the hosted
// journey, and the server: @veriframe/server's proxy pointed at whatever service URLs it is given.
import { createProxy, sandboxConfig } from '@veriframe/server';
import { serveNode } from '@veriframe/server/node';

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Checkout</title></head>
<body>
  <button type="button" id="verify">Verify my age</button>
  <p id="request-id"></p>
  <div id="slot"></div>
  <script>
    document.getElementById('verify').addEventListener('click', async () => {
      const res = await fetch('/api/veriframe/vx/sessions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ age: '21+' }),
      });
      const session = await res.json();
      document.getElementById('request-id').textContent = session.request_id;
      const frame = document.createElement('iframe');
      frame.title = 'Identity verification';
      frame.src = session.link;
      frame.width = '420';
      frame.height = '640';
      document.getElementById('slot').append(frame);
    });
  </script>
</body></html>`;

/** Starts the app on a free port against the service at `urls` (the sandbox's, in tests). */
export async function startApp(urls) {
  const proxy = createProxy({
    config: sandboxConfig(urls),
    // The signed-in buyer: a real app reads its own session here; the proxy acts for this person only.
    identify: () => ({ id: 'buyer-1', email: 'buyer@example.test', emailVerified: true }),
    rateLimit: false,
  });
  return serveNode(
    {
      fetch: (request) =>
        new URL(request.url).pathname === '/'
          ? new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } })
          : proxy.fetch(request),
    },
    { port: 0 },
  );
}

import { createRouteHandlers } from '@veriframe/server/next';
import { deliveries } from '@/lib/deliveries';
import { identify } from '@/lib/identify';

export const { GET, POST, OPTIONS } = createRouteHandlers({
  // Who is asking: the signed-in person (lib/identify.ts). Nobody: 401, before any call to the service.
  identify,
  // Route handlers see no socket address: the client is the last X-Forwarded-For entry, which `next start`
  // (or your platform's edge) writes. Count one more hop per reverse proxy of your own in front.
  rateLimit: { trustedProxyHops: 1 },
  webhooks: {
    vx: { handler: (payload) => deliveries.record('vx', payload) },
    document: { handler: (payload) => deliveries.record('document', payload) },
    vpin: { handlers: { retired: (event) => deliveries.record('vpin', event) } },
  },
});

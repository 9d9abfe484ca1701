import { createRouteHandlers } from '@veriframe/server/next';
import { deliveries } from '@/lib/deliveries';
import { identify } from '@/lib/identify';
import { ownershipStore } from '@/lib/ownership';

export const { GET, POST, OPTIONS } = createRouteHandlers({
  // Who is asking: the signed-in person (lib/identify.ts). Nobody: 401, before any call to the service.
  identify,
  // Who created each verification, in the store the app's own server code checks too (lib/ownership.ts).
  ownership: { store: ownershipStore },
  // Limits count per signed-in person. Not per address: route handlers see no socket address, and a bare
  // `next start` keeps an X-Forwarded-For the client wrote. Behind a platform that overwrites a client
  // address header, `rateLimit: { clientAddressHeader }` counts addresses (docs: "Behind a platform").
  rateLimit: { by: 'identity' },
  webhooks: {
    vx: { handler: (payload) => deliveries.record('vx', payload) },
    document: { handler: (payload) => deliveries.record('document', payload) },
    vpin: { handlers: { retired: (event) => deliveries.record('vpin', event) } },
  },
});

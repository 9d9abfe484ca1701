import { createRouteHandlers } from '@veriframe/server/next';
import { deliveries } from '@/lib/deliveries';

export const { GET, POST, OPTIONS } = createRouteHandlers({
  webhooks: {
    vx: { handler: (payload) => deliveries.record('vx', payload) },
    document: { handler: (payload) => deliveries.record('document', payload) },
    vpin: { handlers: { retired: (event) => deliveries.record('vpin', event) } },
  },
});

import { describe, expectTypeOf, it } from 'vitest';
import {
  createProxy,
  type DeliveryMeta,
  type DocumentCallbackPayload,
  type ProxyWebhookOptions,
  type VxWebhookPayload,
} from '../src/index';

// The README asks handlers to be idempotent on `meta.eventId`, and the runtime passes `meta`;
// `createProxy`'s handler types must say so. Checked by `pnpm -r typecheck` (tsc over test/): with the old
// `(payload) => unknown` types the handlers below failed with TS2322 ("Target signature provides too few
// arguments"). Nothing is served: a proxy without `config` reads none until its first request.

type Handler<K extends 'vx' | 'document'> = NonNullable<NonNullable<ProxyWebhookOptions[K]>['handler']>;

describe('createProxy webhook handler types', () => {
  it('hands the VX and document handlers the payload and the delivery meta', () => {
    expectTypeOf<Parameters<Handler<'vx'>>>().toEqualTypeOf<[VxWebhookPayload, DeliveryMeta]>();
    expectTypeOf<Parameters<Handler<'document'>>>().toEqualTypeOf<[DocumentCallbackPayload, DeliveryMeta]>();
    expectTypeOf<DeliveryMeta['eventId']>().toEqualTypeOf<string | null>();
  });

  it('accepts handlers declared with meta, and ones that ignore it', () => {
    const seen = new Set<string>();
    const vx = (payload: VxWebhookPayload, meta: DeliveryMeta) =>
      seen.add(`${meta.eventId}:${payload.request_id}`);
    const document = (payload: DocumentCallbackPayload, meta: DeliveryMeta) =>
      seen.add(`${meta.eventId}:${payload.status}`);
    createProxy({ webhooks: { vx: { handler: vx }, document: { handler: document } } });
    createProxy({ webhooks: { vx: { handler: (p) => p.status } } });
    // @ts-expect-error a handler must take the payload first, not the meta
    createProxy({ webhooks: { vx: { handler: (meta: DeliveryMeta) => meta.eventId } } });
  });
});

import {
  type VpinEventType,
  type VpinResolveResponse,
  type VpinSubscription,
  type VpinSubscriptionRequest,
  vpinResolveResponseSchema,
  vpinResolveSplitSchema,
  vpinSubscriptionSchema,
  vpinTestResponseSchema,
} from '@veriframe/core/schemas';
import type { CallOptions, ClientContext } from './context';
import { joinUrl, send } from './http';
import { callJson, parseBody, toApiError } from './responses';

/** The V-PIN event names of 6.4 (core's). */
export type { VpinEventType };

/** Body of a subscription (4.12, core's shape): an HTTPS receiver `url`, the events, the signing `secret`. */
export type CreateSubscriptionInput = Pick<VpinSubscriptionRequest, 'url' | 'secret' | 'enabled'> & {
  /** The known events only (core's request schema tolerates any name, as a reader must). */
  event_types: VpinEventType[];
};

/**
 * Client of the V-PIN API (area E). `resolve` throws `not_found` (404) and `split` (409, with the validated
 * replacements in `error.body`).
 *
 * @example
 * try {
 *   const { canonical_vpin } = await clients.vpin.resolve(vpin);
 * } catch (e) {
 *   if (isVeriframeApiError(e, 'split')) rekey(e.body.replacements);
 * }
 */
export function createVpinClient(ctx: ClientContext) {
  const auth = () => ({ authorization: `Bearer ${ctx.config.vpin.token}` });
  const url = (path: string) => joinUrl(ctx.config.urls.base, path);

  async function resolve(vpin: string, options: CallOptions = {}): Promise<VpinResolveResponse> {
    const operation = 'vpin.resolve';
    const res = await send(ctx.transport, {
      operation,
      method: 'GET',
      url: url(`/v1/vpin/resolve/${encodeURIComponent(vpin)}`),
      headers: auth(),
      signal: options.signal,
      retry: ctx.readRetry,
    });
    if (res.status === 200) return parseBody(operation, vpinResolveResponseSchema, res);
    if (res.status === 409) {
      const split = parseBody(operation, vpinResolveSplitSchema, res);
      throw toApiError(operation, { ...res, body: split }, () => 'split');
    }
    throw toApiError(operation, res);
  }

  return {
    resolve,
    createSubscription: (
      input: CreateSubscriptionInput,
      options: CallOptions = {},
    ): Promise<VpinSubscription> =>
      callJson(
        ctx.transport,
        {
          operation: 'vpin.createSubscription',
          method: 'POST',
          url: url('/v1/vpin/webhooks/subscriptions'),
          headers: auth(),
          body: input,
          signal: options.signal,
        },
        vpinSubscriptionSchema,
        { okStatuses: [200, 201] },
      ),
    /** `:test`: a mock delivery of one event type to the subscription. The body is "not shown": returned as is. */
    testSubscription: (
      id: string,
      type: 'vpin.merged' | 'vpin.split' | 'vpin.retired',
      options: CallOptions = {},
    ): Promise<unknown> =>
      callJson(
        ctx.transport,
        {
          operation: 'vpin.testSubscription',
          method: 'POST',
          url: url(`/v1/vpin/webhooks/subscriptions/${encodeURIComponent(id)}:test`),
          headers: auth(),
          body: { type },
          signal: options.signal,
        },
        vpinTestResponseSchema,
        { okStatuses: [200, 201, 202, 204] },
      ),
    /** `:replay`: re-delivers a past event. The body is "not shown": returned as is. */
    replayEvent: (eventId: string, options: CallOptions = {}): Promise<unknown> =>
      callJson(
        ctx.transport,
        {
          operation: 'vpin.replayEvent',
          method: 'POST',
          url: url(`/v1/vpin/webhooks/events/${encodeURIComponent(eventId)}:replay`),
          headers: auth(),
          signal: options.signal,
        },
        vpinTestResponseSchema,
        { okStatuses: [200, 201, 202, 204] },
      ),
  };
}

export type VpinClient = ReturnType<typeof createVpinClient>;

import { z } from 'zod';
import type { ProblemIssue } from '../errors/problem';
import { createReceiverCore, type DeliveryMeta, type WebhookReceiverSettings } from './receiver';

/**
 * 6.1 VX webhook body: the session result (2.3). Loose: unknown fields kept. A webhook fires after each
 * journey component (3.2), so `status` is the session's status after that component, not the outcome.
 */
const vxWebhookSchema = z.looseObject({
  status: z.enum(['PASS', 'FAIL', 'PENDING']),
  request_id: z.string().min(1),
  reference: z.string().optional(),
});

/**
 * One VX webhook: the session as it stands after one journey component (spec 6.1, 3.2). `status` is per
 * component: a PASS after the document step can be followed by a FAIL after the phone check, so never grant
 * access on one webhook's PASS. The journey ended when the hosted page said so (its PASS or FAIL message, which
 * `useHostedVerification` confirms with a read after it) or when the session's last step reports it.
 */
export type VxWebhookPayload = z.infer<typeof vxWebhookSchema> & {
  /** Session status after this component: PASS, FAIL or PENDING (provisional until the journey ended). */
  status: 'PASS' | 'FAIL' | 'PENDING';
  /** The component that just ran (2.3: all `dcams_plus.*` belong to the most recent step). */
  dcams_plus?: {
    /** Service of the step that just ran, e.g. `DCAMSPLUS`, `DCAMSPLUS.Selfie`, `PhoneMatch` in the sandbox. */
    service?: string;
    /** That step's own outcome (PASS, FAIL, PENDING, REVIEW), not the session's. */
    action?: string;
    detail?: string;
    [field: string]: unknown;
  };
};

/** 6.2 document callback body (2.4). Loose: unknown fields kept. */
export const documentCallbackSchema = z.looseObject({
  status: z.enum(['PASS', 'PENDING', 'FAIL']),
  email: z.string().optional().nullable(),
  reference: z.string().optional().nullable(),
});
export type DocumentCallbackPayload = z.infer<typeof documentCallbackSchema>;

/**
 * Fields of a VX webhook (2.3) that no document callback (2.4) has: a body carrying one was meant for the VX
 * receiver. Both kinds are signed with one secret and the signature does not name the receiver, so without
 * this a VX step's PASS replayed to the document receiver would pass for a document status.
 */
const vxOnlyFields = ['request_id', 'journey'] as const;

function otherKindIssues(payload: unknown, fields: readonly string[], kind: string): ProblemIssue[] {
  if (!payload || typeof payload !== 'object') return [];
  return fields
    .filter((field) => field in payload)
    .map((field) => ({
      path: field,
      rule: 'other-receiver',
      message: `a ${kind} field; this receiver takes document callbacks (spec 6.2)`,
    }));
}

export interface ServiceReceiverOptions<T> extends WebhookReceiverSettings {
  /** `VERIFRAME_WEBHOOK_SECRET`: HMAC of `<timestamp>.<raw body>` in `X-Service-Signature`. */
  secret?: string | undefined;
  /** `user:pass` the sender adds as HTTP Basic (`VERIFRAME_WEBHOOK_BASIC_AUTH`). */
  basicAuth?: string | undefined;
  /** Runs for each verified, new delivery; throw to make the sender retry. */
  handler?: ((payload: T, meta: DeliveryMeta) => unknown) | undefined;
  /**
   * Whether a verified delivery is about someone this server vouched for. A delivery it refuses is answered 200
   * `{ received: true, ignored: true }` (the sender must not retry), reported `ignored` with code
   * `document_unattributed`, and never reaches `handler`. The proxy's document receiver always checks that the
   * callback's email and reference are a pair it issued (`documentEmails(config).issued`): a document token binds
   * no customer (spec 4.7, 4.8), so a scan under an address the proxy did not give is nobody's.
   */
  accept?: ((payload: T) => boolean) | undefined;
}

function serviceReceiver<T>(
  source: 'vx' | 'document',
  eventType: string,
  schema: z.ZodType<T>,
  options: ServiceReceiverOptions<T>,
) {
  // Strict per kind: the document receiver refuses a VX body by its fields (the VX one needs `request_id`).
  const foreignFields = source === 'document' ? vxOnlyFields : [];
  const { handler, accept, ...settings } = options;
  return createReceiverCore<T>({
    ...settings,
    source,
    requireEventId: false,
    parse(payload) {
      const foreign = otherKindIssues(payload, foreignFields, 'VX webhook');
      if (foreign.length > 0)
        return { ok: false, error: { issues: foreign, code: 'webhook_wrong_receiver' } };
      const parsed = schema.safeParse(payload);
      if (parsed.success && accept && !accept(parsed.data)) {
        const ignoredCode = 'document_unattributed';
        return { ok: true, value: { payload: parsed.data, eventType, ignored: true, ignoredCode } };
      }
      if (parsed.success) return { ok: true, value: { payload: parsed.data, eventType } };
      return {
        ok: false,
        error: {
          issues: parsed.error.issues.map((i) => ({
            path: i.path.map(String).join('.') || '(body)',
            rule: i.code,
            message: i.message,
          })),
        },
      };
    },
    handle: (payload, meta) => handler?.(payload, meta),
    sessionOf: (payload) => {
      const id = (payload as { request_id?: unknown }).request_id;
      return source === 'vx' && typeof id === 'string' ? id : undefined;
    },
  });
}

/**
 * Receiver of VX session webhooks (6.1). The spec leaves the protection "not shown"; this verifies what the
 * sandbox sends (and what a representative can enable): the HMAC headers of spec 5 and/or HTTP Basic.
 * Deliveries carrying `X-Service-Event-Id` are deduplicated.
 *
 * @example
 * // Each delivery is one component's progress: record it, decide access only once the journey ended.
 * const vx = createVxWebhookReceiver({ secret, handler: (p) => sessions.recordProgress(p.request_id, p.status) });
 * app.post('/webhooks/vx', (c) => vx.fetch(c.req.raw));
 */
export function createVxWebhookReceiver(options: ServiceReceiverOptions<VxWebhookPayload>) {
  return serviceReceiver('vx', 'vx.session', vxWebhookSchema, options);
}

/**
 * Receiver of document-capture callbacks (6.2), protected like the VX webhook. The backend callback is the
 * official status (4.8); browser callbacks are only for messaging.
 *
 * @example
 * const docs = createDocumentCallbackReceiver({ secret, handler: (p) => users.setDocumentStatus(p.email, p.status) });
 */
export function createDocumentCallbackReceiver(options: ServiceReceiverOptions<DocumentCallbackPayload>) {
  return serviceReceiver('document', 'document.callback', documentCallbackSchema, options);
}

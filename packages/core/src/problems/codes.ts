// Types only (nothing here reaches a bundle): the `code` values of the proxy's JSON error bodies, shared by
// `@veriframe/server`, which answers them, and `@veriframe/react`, which throws them as `ProxyError`. The
// server's `Problem.code` is typed with these unions, so a code the proxy could answer and the union lacks
// fails the typecheck.

/** `code` of an error answer of the proxy's browser routes (server README "Errors"). */
export type ProxyProblemCode =
  // who is asking: no identity, or `identify` vouched for nobody (401); a production proxy without `identify` (500)
  | 'unauthenticated'
  | 'identify_required'
  // the request
  | 'invalid_request'
  | 'invalid_json'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'not_found'
  | 'method_not_allowed'
  | 'cross_origin_request'
  | 'rate_limited'
  | 'rate_limit_key_missing'
  // the user, as the service decided (spec 7.2)
  | 'already_verified'
  | 'pending_review'
  | 'too_many_attempts'
  | 'expired'
  | 'conflict'
  | 'link_not_generated'
  | 'rejected_by_service'
  // idempotency keys and per-identity budgets
  | 'idempotency_key_reused'
  | 'idempotency_key_in_use'
  | 'attempts_exhausted'
  // between the proxy and the service
  | 'service_rate_limited'
  | 'service_timeout'
  | 'service_unreachable'
  | 'service_credentials_rejected'
  | 'invalid_service_response'
  | 'service_error'
  | 'internal_error'
  // the deployment
  | 'proxy_not_configured'
  | 'store_unavailable'
  | 'store_full';

/** `code` of an error answer of the webhook receivers (to the service, never to a browser). */
export type WebhookProblemCode =
  | 'webhook_not_configured'
  | 'webhook_unauthorized'
  | 'webhook_signature_missing'
  | 'webhook_signature_invalid'
  | 'webhook_timestamp_missing'
  | 'webhook_timestamp_invalid'
  | 'webhook_timestamp_out_of_range'
  | 'webhook_event_id_missing'
  | 'webhook_body_timeout'
  | 'webhook_invalid_json'
  | 'webhook_invalid_payload'
  | 'webhook_wrong_receiver'
  | 'webhook_in_progress'
  | 'webhook_replayed'
  | 'store_unavailable'
  | 'webhook_handler_failed';

/** One field-level problem of a refused request: where (`styles.logo_url`), which rule, in words. */
export interface ProblemIssue {
  path: string;
  rule: string;
  message: string;
}

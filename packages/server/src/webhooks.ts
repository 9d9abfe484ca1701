// `@veriframe/server/webhooks`: the receivers of the service's deliveries (VX webhooks, document callbacks,
// V-PIN events), mounted by the proxy at `{base}/webhooks` or on their own, and the signature check.
export { ProblemError } from './errors/problem';
export type { ProxyWebhookOptions } from './proxy/proxy-types';
export { defaultBodyTimeoutMs, unverifiedBodyLimits } from './webhooks/read-limited';
export type {
  DeliveryMeta,
  WebhookEvent,
  WebhookReceiver,
  WebhookReceiverSettings,
  WebhookSource,
} from './webhooks/receiver';
export {
  createDocumentCallbackReceiver,
  createVxWebhookReceiver,
  type DocumentCallbackPayload,
  type ServiceReceiverOptions,
  type VxWebhookPayload,
} from './webhooks/service-receivers';
export {
  computeSignature,
  type SignatureCheck,
  type SignatureFailure,
  signatureToleranceMs,
  type VerifySignatureInput,
  verifySignature,
} from './webhooks/signature';
export * from './webhooks/vpin-events';
export {
  type VpinChange,
  VpinMapping,
  type VpinMappingOptions,
  type VpinResolution,
} from './webhooks/vpin-mapping';
export {
  createVpinWebhookReceiver,
  type VpinHandlers,
  type VpinReceiverOptions,
} from './webhooks/vpin-receiver';

export { IDEMPOTENCY_KEY_HEADER, IdempotentAction, newIdempotencyKey } from './idempotent-action';
export { FlowStore } from './store';

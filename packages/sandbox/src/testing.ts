// The entry `@veriframe/sandbox/testing`: what a test suite uses beside a running sandbox. A webhook delivery
// signed as the sandbox signs one, and the faults its admin API injects (`SandboxAdmin.addFault`).

export {
  type DeliveryFaultKind,
  deliveryFaultKinds,
  type Fault,
  type FaultInput,
  type FaultKind,
  type HttpFaultKind,
  httpFaultKinds,
} from './kernel/faults';
export { signPayload } from './kernel/signature';
export { signTestDelivery, type TestDelivery, type TestDeliveryInput } from './sign-test-delivery';

export {
  SandboxAdmin,
  SandboxAdminError,
  type SandboxClock,
  type SandboxHandoff,
} from './admin-client';
export { createSandboxApps, maxBodyBytes } from './app';
export { cliUsage, parseCliArgs } from './cli-options';
export { adminPrefix } from './kernel/admin';
export type { AuditEntry } from './kernel/audit-log';
export { VirtualClock } from './kernel/clock';
export type { SandboxContext, SandboxUrls } from './kernel/context';
export { createSandboxContext, sandboxUrls } from './kernel/context';
export { defaultCredentials, type SandboxCredentials } from './kernel/credentials';
export type { DeliveryAttempt, DeliveryKind } from './kernel/deliveries';
export {
  type DeliveryFaultKind,
  deliveryFaultKinds,
  type Fault,
  type FaultInput,
  type FaultKind,
  type HttpFaultKind,
  httpFaultKinds,
} from './kernel/faults';
export type { OutboxEmail, OutboxKind } from './kernel/outbox';
export { type SandboxRandom, seededRandom } from './kernel/random';
export { defaultSettings, type SandboxSettings } from './kernel/settings';
export { signPayload } from './kernel/signature';
export { signTestDelivery, type TestDelivery, type TestDeliveryInput } from './sign-test-delivery';
export { portFromEnv, type RunningSandbox, type StartSandboxOptions, startSandbox } from './start';
export {
  type DmvIssue,
  type DmvTestRecord,
  dmvIssues,
  dmvPassDocument,
  dmvTestRecords,
  dmvUnknownNumber,
  generalIdentityTestKey,
  type InternationalTestPerson,
  internationalCountries,
  internationalPersons,
  internationalTestKeys,
  type TestPerson,
  testPersons,
} from './test-data';

export { createSandboxApps, maxBodyBytes } from './app';
export { adminPrefix } from './kernel/admin';
export type { AuditTransaction } from './kernel/audit-log';
export { VirtualClock } from './kernel/clock';
export type { SandboxContext, SandboxUrls } from './kernel/context';
export { createSandboxContext, sandboxUrls } from './kernel/context';
export { defaultCredentials, type SandboxCredentials } from './kernel/credentials';
export type { DeliveryAttempt, DeliveryKind } from './kernel/deliveries';
export { defaultSettings, type SandboxSettings } from './kernel/settings';
export { signPayload } from './kernel/signature';
export { portFromEnv, type RunningSandbox, type StartSandboxOptions, startSandbox } from './start';
export {
  type DmvDocument,
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

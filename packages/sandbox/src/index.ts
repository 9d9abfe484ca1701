// The sandbox: start it, reach it, drive it. Test data is `@veriframe/sandbox/test-data`, webhook signing and
// faults `@veriframe/sandbox/testing`, the Playwright drivers `@veriframe/sandbox/playwright`.

export {
  SandboxAdmin,
  SandboxAdminError,
  type SandboxClock,
  type SandboxHandoff,
} from './admin-client';
export { createSandboxApps, maxBodyBytes } from './app';
export { cliUsage, parseCliArgs } from './cli-options';
export { adminPrefix } from './kernel/admin';
export type { AuditTransaction } from './kernel/audit-log';
export { VirtualClock } from './kernel/clock';
export type { SandboxContext, SandboxUrls } from './kernel/context';
export { createSandboxContext, sandboxUrls } from './kernel/context';
export { defaultCredentials, type SandboxCredentials } from './kernel/credentials';
export type { DeliveryAttempt, DeliveryKind } from './kernel/deliveries';
export type { OutboxEmail, OutboxKind } from './kernel/outbox';
export { type SandboxRandom, seededRandom } from './kernel/random';
export { defaultSettings, type SandboxSettings } from './kernel/settings';
export { portFromEnv, type RunningSandbox, type StartSandboxOptions, startSandbox } from './start';

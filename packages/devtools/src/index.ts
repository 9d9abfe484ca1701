// `@veriframe/devtools`: the development panel, framework-free. React: `@veriframe/devtools/react`.
export type { ProxyCallRecord } from './calls';
export type { DevtoolsFinding, DevtoolsFindingCode } from './findings';
export { type MountedDevtools, mountDevtools } from './mount';
export {
  type DevtoolsOptions,
  type DevtoolsRecorder,
  type DevtoolsSnapshot,
  devtoolsRecorder,
  type FlowRecord,
  type FlowTransition,
  type MessageRecord,
} from './recorder';

// `@veriframe/core/devtools`: the inspector bus the devtools panel listens on.
export { type InspectorListener, subscribeInspector } from './bus';
export type {
  DoctorInspectorEvent,
  FlowInspectorEvent,
  GateDecision,
  GateInspectorEvent,
  InspectorEvent,
  ProxyInspectorEvent,
} from './events';

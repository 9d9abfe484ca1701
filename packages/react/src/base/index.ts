// `@veriframe/react/base`: the base hook every flow hook of the kit stands on, with no DOM, so React Native
// shares it (`@veriframe/react-native` imports this entry only).

export { type ConfigurableFlow, type FlowSource, useFlow, useFlowState } from './use-flow';

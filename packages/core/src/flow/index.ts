export { FlowStore } from './store';

// Size budgets per entry point (min+gzip). Each package keeps its own list beside its code.
import core from './packages/core/size-limit.mjs';
import react from './packages/react/size-limit.mjs';

export default [...core, ...react];

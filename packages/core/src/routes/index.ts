// `@veriframe/core/routes`: the proxy's route contract, the one place the routes a browser calls are
// declared (paths, inputs, answers). `@veriframe/server` registers and validates its routes from it;
// `@veriframe/react` takes its client's types from it (type-only: no zod in a browser bundle). It imports zod,
// so it is a subpath of its own, like `@veriframe/core/schemas`.

export { toIssues } from './input-issues';
export * from './inputs';
export * from './outputs';
export { type PolicyRuleId, policyIssue, policyRules } from './policy-rules';
export * from './routes';

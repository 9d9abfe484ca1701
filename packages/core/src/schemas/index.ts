// `@veriframe/core/schemas`: zod schemas and inferred types for every resource (spec 2), request and
// response body (spec 4) and error body (spec 7). The only place in the core that imports zod.

export { builtInColorNames, type RuleContext, systemClock } from '../contract/rules';
export * from './audit';
export * from './document';
export * from './gateway';
export * from './gateway-targets';
export { parseRequestBody, validationIssuesOf } from './issues';
export * from './presentation';
export * from './service-reading';
export {
  ageSchema,
  isoDateTimeSchema,
  metadataSchema,
  nameAddressFieldNames,
  yyyymmddSchema,
} from './shared';
export * from './vpin';
export * from './vx';

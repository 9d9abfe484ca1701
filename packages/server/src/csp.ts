// `@veriframe/server/csp`: the Content-Security-Policy of the app's pages that embed the service.
export {
  type ContentSecurityPolicy,
  ContentSecurityPolicyError,
  type ContentSecurityPolicyOptions,
  type CspDirectiveName,
  type CspDirectives,
  contentSecurityPolicy,
  veriframeTrustedTypesPolicy,
} from './content-security-policy';

// Pure, no React. The local sandbox's URLs must never reach a production bundle, so they live behind a
// `process.env.NODE_ENV` test bundlers replace at build time (Vite, Next.js, webpack, esbuild), which lets the
// minifier drop them from production builds, the way React and TanStack Query keep their development code.
import type { ModalSdkConfig } from '@veriframe/core/document';

/** What only a development build fills in by itself: the local sandbox's modal files and hosted origin. */
export interface SandboxDefaults {
  documentModal: ModalSdkConfig;
  hostedOrigins: readonly string[];
}

/** Origin of the local sandbox's hosted pages (`pnpm sandbox`, `pnpm demo`). */
export const SANDBOX_FRONTEND_ORIGIN = 'http://127.0.0.1:4011';

/**
 * The local sandbox's modal SDK and hosted origin in a development build (`NODE_ENV` is `"development"` or
 * `"test"`, the server's rule: development is said, never assumed); `null` in a production build, where
 * `NODE_ENV` is unset or anything else, and where `process` does not exist at all (an unbundled ESM import
 * in a browser): that is the safe side.
 *
 * @example
 * const sandbox = sandboxDefaults(); // null under `next build` or `vite build`
 */
export function sandboxDefaults(): SandboxDefaults | null {
  try {
    // Written out in full so bundlers replace it: `"production" === "development"` drops the branch and its URLs.
    if (process.env.NODE_ENV === 'development' || process.env.NODE_ENV === 'test') {
      return {
        documentModal: {
          scriptUrl: `${SANDBOX_FRONTEND_ORIGIN}/modal/v1/modal.js`,
          stylesheetUrl: `${SANDBOX_FRONTEND_ORIGIN}/modal/v1/modal.css`,
          constructorPath: 'SandboxVerify.DocumentModal',
        },
        hostedOrigins: [SANDBOX_FRONTEND_ORIGIN],
      };
    }
  } catch {
    // No `process` (not replaced, not defined): treated as production.
  }
  return null;
}

// Next 16's Turbopack runtime loads chunks with `script.src = string`, which a page requiring Trusted Types
// refuses (webpack builds use Next's own `nextjs#bundler` policy instead). This inline script, first in
// <head> and carrying the CSP nonce, creates a `default` policy that passes only this app's own chunks.
// The kit's loader has its own policy (`veriframe-loader`), so it needs nothing from this one.
export const turbopackTrustedTypes = `if (window.trustedTypes && !trustedTypes.defaultPolicy) {
  trustedTypes.createPolicy('default', {
    createScriptURL(url) {
      const parsed = new URL(url, location.href);
      if (parsed.origin === location.origin && parsed.pathname.startsWith('/_next/static/')) return url;
      throw new TypeError('default policy: only /_next/static/ scripts, not ' + url);
    },
  });
}`;

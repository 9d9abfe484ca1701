// Collects the Content-Security-Policy violations of a page and every frame in it (the hosted pages too),
// and the policy each page document was served with, so "zero violations" is never zero for want of a policy.
// Plain JS, Playwright's objects as arguments: the examples are separate npm projects.

/** What each page collected (read back by `expectNoCspViolations`). */
const collections = new WeakMap();

/**
 * Starts collecting on `page`, before its first navigation: a `securitypolicyviolation` listener in every
 * frame (init scripts run before the page's own, outside its CSP) reporting through an exposed binding.
 * Returns the live lists.
 */
export async function collectCspViolations(page) {
  const violations = [];
  const policies = [];
  await page.exposeBinding('__reportCspViolation', ({ frame }, violation) =>
    violations.push({ ...violation, frame: frame.url() }),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__reportCspViolation({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
        disposition: event.disposition,
      });
    });
  });
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame())
      policies.push({ url: response.url(), policy: response.headers()['content-security-policy'] ?? '' });
  });
  const collected = { violations, policies };
  collections.set(page, collected);
  return collected;
}

/**
 * After a journey: every page document came with a strict nonce policy requiring Trusted Types, and nothing
 * was blocked. Prints the count (the proof the issue asks for). `{ trustedTypes: false }`: a policy without
 * Trusted Types is expected (the Next.js short path under Turbopack, `veriframeProxy`'s default).
 */
export function expectNoCspViolations(expect, page, name, { trustedTypes = true } = {}) {
  const { violations, policies } = collections.get(page);
  console.log(
    `CSP violations in "${name}": ${violations.length} (${policies.length} page loads under the policy)`,
  );
  expect(policies.length).toBeGreaterThan(0);
  for (const { policy } of policies) {
    expect(policy).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    if (trustedTypes) expect(policy).toContain("require-trusted-types-for 'script'");
    else expect(policy).not.toContain('require-trusted-types-for');
  }
  expect(violations).toEqual([]);
}

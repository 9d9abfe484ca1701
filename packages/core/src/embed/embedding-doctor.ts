// The embedding doctor: reads the page the kit runs in (its frames, Permissions-Policy, address, user agent,
// CSP violations) and applies embedding-rules. `checkEmbedding` answers once (for tests); `watchEmbedding`
// keeps watching and reports each new finding once (the React provider runs it in development builds).
import { inspect } from '../devtools/bus';
import { getDocument } from './dom';
import {
  type CspViolation,
  type EmbeddingFinding,
  type EmbeddingTargets,
  frameFinding,
  inAppBrowserFinding,
  insecurePageFinding,
  originOf,
  permissionsPolicyFinding,
  violationFinding,
} from './embedding-rules';

export interface CheckEmbeddingOptions {
  /** Origins of the hosted pages (the kit's `hostedOrigins`): frames from them are checked. */
  hostedOrigins?: readonly string[];
  /** The document modal's files (`documentModal` of the kit's config): their frame and CSP blocking. */
  documentModal?: { scriptUrl?: string; stylesheetUrl?: string };
  /** CSP violations seen so far (`watchEmbedding` records them; a test can pass its own). */
  violations?: readonly CspViolation[];
  /** The document to check; default the global one. None (a server): no findings. */
  document?: Document | null;
}

/** Chromium's policy object (`document.permissionsPolicy`, formerly `featurePolicy`, also on an iframe). */
interface PolicyObject {
  allowsFeature(feature: string, origin?: string): boolean;
}
const policyOf = (target: object): PolicyObject | undefined =>
  (target as { permissionsPolicy?: PolicyObject; featurePolicy?: PolicyObject }).permissionsPolicy ??
  (target as { featurePolicy?: PolicyObject }).featurePolicy;

const targetsOf = (options: CheckEmbeddingOptions, base: string): EmbeddingTargets => {
  const modalFiles = [options.documentModal?.scriptUrl, options.documentModal?.stylesheetUrl].flatMap(
    (url) => {
      if (!url) return [];
      try {
        return [new URL(url, base).href];
      } catch {
        return [];
      }
    },
  );
  const hostedOrigins = (options.hostedOrigins ?? []).flatMap((o) => originOf(o, base) ?? []);
  // The modal's capture frame comes from the origin of its script.
  const modalOrigins = modalFiles.flatMap((file) => originOf(file) ?? []);
  return { hostedOrigins: [...new Set([...hostedOrigins, ...modalOrigins])], modalFiles };
};

/** The findings for the frames of the hosted origins in `doc`. */
const frameFindings = (doc: Document, origins: readonly string[]): EmbeddingFinding[] =>
  [...doc.querySelectorAll('iframe')].flatMap((frame) => {
    const src = frame.getAttribute('src');
    const origin = originOf(src, doc.baseURI);
    // A preview (the style previewer's frames, `data-veriframe-preview`) never needs the camera.
    if (!src || !origin || !origins.includes(origin) || frame.hasAttribute('data-veriframe-preview'))
      return [];
    const found = frameFinding(new URL(src, doc.baseURI).href, frame.getAttribute('allow'));
    if (found) return [found];
    // Where the browser answers for the frame itself (Chromium): its `allow` and the page's header together.
    const policy = policyOf(frame);
    return policy && !policy.allowsFeature('camera') ? [permissionsPolicyFinding(origin)] : [];
  });

/**
 * What in this page would break verification for real people, each with its fix: a hosted frame without
 * `allow="camera"`, a Permissions-Policy blocking the camera, a CSP that blocked the hosted origin or the modal's
 * files (from `violations`), an in-app browser, a page over plain http. Empty when nothing is wrong, and on a
 * server. Frames marked `data-veriframe-preview` (previews) are skipped. Call it in your own tests after the
 * kit rendered its frame.
 *
 * @example
 * const findings = checkEmbedding({ hostedOrigins: ['https://verify.example.com'] });
 * expect(findings).toEqual([]);
 */
export const checkEmbedding = (options: CheckEmbeddingOptions = {}): EmbeddingFinding[] => {
  const doc = getDocument(options);
  const view = doc?.defaultView;
  if (!doc || !view) return [];
  const targets = targetsOf(options, doc.baseURI);
  const pagePolicy = policyOf(doc);
  const findings = [
    insecurePageFinding(view.location),
    inAppBrowserFinding(view.navigator.userAgent),
    pagePolicy && !pagePolicy.allowsFeature('camera')
      ? permissionsPolicyFinding(view.location.origin)
      : undefined,
    ...frameFindings(doc, targets.hostedOrigins),
    ...(options.violations ?? []).map((violation) => violationFinding(violation, targets)),
  ];
  const seen = new Set<string>();
  return findings.filter((finding): finding is EmbeddingFinding => {
    const key = finding && `${finding.code} ${finding.subject}`;
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** The console text for findings: one message, each problem with its fix. */
export const formatEmbeddingFindings = (findings: readonly EmbeddingFinding[]): string =>
  [
    `Veriframe: ${findings.length === 1 ? 'one thing' : `${findings.length} things`} in this page would break verification for real people:`,
    ...findings.map((f, i) => `${i + 1}. ${f.problem}.\n   Fix: ${f.fix}.`),
    '(Shown in development builds only; checkEmbedding() of @veriframe/core runs the same check in tests.)',
  ].join('\n');

export interface WatchEmbeddingOptions extends Omit<CheckEmbeddingOptions, 'violations'> {
  /** Gets each batch of new findings; default one `console.warn` per batch. */
  report?: (findings: EmbeddingFinding[]) => void;
}

export interface EmbeddingWatch {
  /** Every finding reported so far. */
  findings(): EmbeddingFinding[];
  stop(): void;
}

/**
 * Keeps checking the page: now, whenever a frame is added or its `src` changes, and on every
 * `securitypolicyviolation`. Each finding is reported once. Does nothing on a server.
 *
 * @example
 * const watch = watchEmbedding({ hostedOrigins: ['https://verify.example.com'] });
 * // later
 * watch.stop();
 */
export const watchEmbedding = (options: WatchEmbeddingOptions = {}): EmbeddingWatch => {
  const doc = getDocument(options);
  const reported = new Map<string, EmbeddingFinding>();
  const view = doc?.defaultView;
  if (!doc || !view) return { findings: () => [], stop: () => {} };
  const report = options.report ?? ((found) => console.warn(formatEmbeddingFindings(found)));
  const violations: CspViolation[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    timer = undefined;
    const fresh = checkEmbedding({ ...options, document: doc, violations }).filter(
      (f) => !reported.has(`${f.code} ${f.subject}`),
    );
    for (const f of fresh) reported.set(`${f.code} ${f.subject}`, f);
    if (fresh.length > 0) inspect(() => ({ kind: 'doctor', findings: fresh }));
    if (fresh.length > 0) report(fresh);
  };
  // One check per burst of changes (a render adds several nodes at once).
  const schedule = () => {
    timer ??= setTimeout(check, 50);
  };
  const onViolation = (event: Event) => {
    const { blockedURI, effectiveDirective, sample } = event as SecurityPolicyViolationEvent;
    violations.push({ blockedURI, effectiveDirective, sample });
    schedule();
  };
  doc.addEventListener('securitypolicyviolation', onViolation);
  const observer = new view.MutationObserver(schedule);
  observer.observe(doc.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['src', 'allow'],
  });
  schedule();
  return {
    findings: () => [...reported.values()],
    stop: () => {
      clearTimeout(timer);
      observer.disconnect();
      doc.removeEventListener('securitypolicyviolation', onViolation);
    },
  };
};

// The embedding doctor's rules, on plain data (an `allow` attribute, a user agent, a page address, a CSP
// violation): what would break verification for real people, and how to fix it. No DOM here; the doctor
// (embedding-doctor.ts) reads the page and passes these its values.

/** What a finding is about. */
export type EmbeddingFindingCode =
  /** A hosted frame without `allow="camera"`: the journey cannot open the camera. */
  | 'frame-camera-not-allowed'
  /** The page's Permissions-Policy blocks the camera for the page or for the hosted frame. */
  | 'permissions-policy-blocks-camera'
  /** The page's Content-Security-Policy blocked the hosted origin (`frame-src`). */
  | 'csp-blocks-hosted-origin'
  /** The page's Content-Security-Policy blocked the document modal's script or stylesheet. */
  | 'csp-blocks-modal-files'
  /** An in-app browser or webview, where the camera is often blocked. */
  | 'in-app-browser'
  /** The page is served over plain http (not localhost): no camera at all. */
  | 'insecure-page';

/** One problem the doctor found: what breaks for people, and how to fix it. */
export interface EmbeddingFinding {
  code: EmbeddingFindingCode;
  /** What it is about: a frame's URL, a blocked URL, the user agent's app name, the page origin. */
  subject: string;
  /** What breaks, in plain words. */
  problem: string;
  /** What to change. */
  fix: string;
}

/** The fields of a `securitypolicyviolation` event the doctor reads. */
export interface CspViolation {
  blockedURI: string;
  effectiveDirective: string;
  /** For Trusted Types violations: the sink and the start of the value (`HTMLScriptElement src|https://…`). */
  sample?: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The origin of a URL, or undefined (`about:blank`, garbage). */
export const originOf = (url: string | null | undefined, base?: string): string | undefined => {
  try {
    const origin = new URL(url ?? '', base).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
};

/**
 * Whether a frame's `allow` attribute grants the camera: a `camera` entry whose allowlist is not `'none'`
 * (`camera`, `camera *`, `camera 'src'`, `camera https://verify.example.com`).
 */
export const allowGrantsCamera = (allow: string | null | undefined): boolean =>
  (allow ?? '')
    .split(';')
    .map((entry) => entry.trim().split(/\s+/))
    .some(([feature, ...allowlist]) => feature === 'camera' && !allowlist.includes("'none'"));

/** The hosted frame's finding when its `allow` lacks the camera. */
export const frameFinding = (src: string, allow: string | null | undefined): EmbeddingFinding | undefined =>
  allowGrantsCamera(allow)
    ? undefined
    : {
        code: 'frame-camera-not-allowed',
        subject: src,
        problem: `the frame ${src} has no allow="camera": the verification cannot open the camera`,
        fix: 'render the kit’s own frame (HostedVerificationFrame/Dialog), or add allow="camera; fullscreen" to your <iframe>',
      };

/** The Permissions-Policy finding: the camera is blocked for the page itself or for `origin`'s frame. */
export const permissionsPolicyFinding = (subject: string): EmbeddingFinding => ({
  code: 'permissions-policy-blocks-camera',
  subject,
  problem: `this page's Permissions-Policy blocks the camera for ${subject}: the verification cannot use it`,
  fix: `allow it in the header for the hosted origin, e.g. Permissions-Policy: camera=(self "${subject}")`,
});

// App names in user agents of in-app browsers and webviews (the camera is often blocked or unprompted there).
const IN_APP: [RegExp, string][] = [
  [/\bFBAN\/|\bFBAV\/|\bFB_IAB\//, 'Facebook'],
  [/\bInstagram\b/, 'Instagram'],
  [/\bMessenger\b|\bFBMSGR/, 'Messenger'],
  [/\bMicroMessenger\//, 'WeChat'],
  [/\bLine\//, 'LINE'],
  [/\bmusical_ly|\bTikTok|BytedanceWebview/, 'TikTok'],
  [/\bSnapchat\b/, 'Snapchat'],
  [/\bLinkedInApp\b/, 'LinkedIn'],
  [/\bPinterest\b/, 'Pinterest'],
  [/\bTwitter\b/, 'X (Twitter)'],
  [/; wv\)/, 'an Android WebView'],
  // An iPhone/iPad WebKit without "Safari/": a WKWebView inside an app (Chrome/Firefox on iOS say CriOS/FxiOS).
  [/\((iPhone|iPad|iPod)[^)]*\).*AppleWebKit(?!.*(Safari\/|CriOS|FxiOS|EdgiOS))/, 'an iOS in-app webview'],
];

/** The in-app browser or webview a user agent names, if any. */
export const inAppBrowserOf = (userAgent: string): string | undefined =>
  IN_APP.find(([pattern]) => pattern.test(userAgent))?.[1];

/** The finding for an in-app browser or webview user agent. */
export const inAppBrowserFinding = (userAgent: string): EmbeddingFinding | undefined => {
  const app = inAppBrowserOf(userAgent);
  return app === undefined
    ? undefined
    : {
        code: 'in-app-browser',
        subject: app,
        problem: `the page runs in ${app}, whose browser often blocks the camera or never asks for it`,
        fix: 'offer "Open in your browser" (or the hosted journey’s hand-off to a phone) when the camera is refused',
      };
};

/** The finding for a page over plain http on a host other than a loopback one. */
export const insecurePageFinding = (location: {
  protocol: string;
  hostname: string;
  origin: string;
}): EmbeddingFinding | undefined =>
  location.protocol === 'http:' && !LOOPBACK.has(location.hostname)
    ? {
        code: 'insecure-page',
        subject: location.origin,
        problem: `the page is served over plain http (${location.origin}): browsers give no camera to it or its frames`,
        fix: 'serve the page over https (plain http works on localhost only)',
      }
    : undefined;

/** The URLs whose blocking breaks the document modal: its script and stylesheet. */
export interface EmbeddingTargets {
  hostedOrigins: readonly string[];
  modalFiles: readonly string[];
}

const FRAME_DIRECTIVES = new Set(['frame-src', 'child-src', 'default-src']);

/** The finding for a CSP violation that blocked the hosted origin or the modal's files, if it did. */
export const violationFinding = (
  violation: CspViolation,
  targets: EmbeddingTargets,
): EmbeddingFinding | undefined => {
  const blocked = violation.blockedURI;
  // A Trusted Types violation carries the refused URL in its sample: `HTMLScriptElement src|<url>`.
  const sampled = violation.sample?.split('|')[1];
  const modalFile = targets.modalFiles.find((file) => file === blocked || file === sampled);
  if (modalFile)
    return {
      code: 'csp-blocks-modal-files',
      subject: modalFile,
      problem: `this page's Content-Security-Policy (${violation.effectiveDirective}) blocked ${modalFile}: the document modal cannot open`,
      fix:
        violation.effectiveDirective === 'require-trusted-types-for'
          ? 'let the kit create its Trusted Types policy: list veriframe-loader in trusted-types (contentSecurityPolicy of @veriframe/server does)'
          : `allow ${originOf(modalFile)} in script-src and style-src, or use contentSecurityPolicy of @veriframe/server`,
    };
  const origin = originOf(blocked);
  if (origin && targets.hostedOrigins.includes(origin) && FRAME_DIRECTIVES.has(violation.effectiveDirective))
    return {
      code: 'csp-blocks-hosted-origin',
      subject: origin,
      problem: `this page's Content-Security-Policy (${violation.effectiveDirective}) blocked ${origin}: the verification frame stays empty`,
      fix: `add ${origin} to frame-src, or use contentSecurityPolicy of @veriframe/server`,
    };
  return undefined;
};

// The cause of each silent failure, from what the recorder saw: each finding names what happened and its fix.
// Pure functions on recorded data; the recorder calls them as each event arrives, so a finding shows at once.
import type { ProxyCallRecord } from './calls';

/** What a finding is about (the embedding doctor's codes of core, and the ones only the events tell). */
export type DevtoolsFindingCode =
  | 'frame-camera-not-allowed'
  | 'permissions-policy-blocks-camera'
  | 'csp-blocks-hosted-origin'
  | 'csp-blocks-modal-files'
  | 'in-app-browser'
  | 'insecure-page'
  | 'wrong-hosted-origin'
  | 'message-from-other-window'
  | 'link-expired'
  | 'token-expired'
  | 'proxy-unreachable'
  | 'proxy-route-not-found'
  | 'identify-required'
  | 'not-signed-in'
  | 'budget-exhausted'
  | 'modal-script-failed'
  | 'flow-mounted-twice';

/** One cause, with its fix. */
export interface DevtoolsFinding {
  /** Which cause (stable, for tests and links). */
  code: DevtoolsFindingCode;
  /** What it is about: an origin, a route, a URL, a flow. */
  subject: string;
  /** What happened, in plain words. */
  cause: string;
  /** What to change. */
  fix: string;
  /** When it was first seen (the page's clock, ms). */
  at: number;
}

type Draft = Omit<DevtoolsFinding, 'at'>;

/** The seven strings of spec 6.3: only those, from the wrong place, are a sign of a misconfiguration. */
const hostedMessages = new Set([
  'PASS',
  'FAIL',
  'ALREADY VERIFIED',
  'LINK EXPIRED',
  'BOT DETECTED',
  'ERROR',
  'CLOSE',
]);

/** Whether posted data is one of the 6.3 messages. */
export const isHostedMessage = (data: unknown): data is string =>
  typeof data === 'string' && hostedMessages.has(data);

/** A 6.3 message the frame posted from an origin the gate was not given. */
export const wrongOriginFinding = (origin: string, allowed: readonly string[], data: string): Draft => ({
  code: 'wrong-hosted-origin',
  subject: origin,
  cause: `the verification frame posted ${data} from ${origin}, but hostedOrigins lists ${allowed.join(', ') || 'nothing'}: the gate dropped it, so the flow never hears the outcome`,
  fix: `set hostedOrigins to the hosted pages' exact origin (${origin}, if that is your verification service)`,
});

/** A 6.3 message from a window that no gate of the page knows as its frame. */
export const otherWindowFinding = (origin: string, data: string): Draft => ({
  code: 'message-from-other-window',
  subject: origin,
  cause: `a ${data} message came from a window that is not the verification frame (origin ${origin}): it was dropped and counts for nothing`,
  fix: 'render the kit’s own frame (or give the gate your frame’s contentWindow); if you did not post it, something in the page forges verification messages',
});

/** The hosted page said its link expired. */
export const linkExpiredFinding = (): Draft => ({
  code: 'link-expired',
  // One finding whoever tells it first: the gate's accepted message or the hosted frame's state.
  subject: 'the hosted link',
  cause: 'the hosted page said LINK EXPIRED: this session’s link is too old, the person sees an end page',
  fix: 'create a new session when this happens (the kit’s frame offers it) and never keep a link for later',
});

/** The findings one proxy call shows, if any. */
export const proxyFindings = (call: ProxyCallRecord, basePath?: string): Draft[] => {
  const route = `${call.method} ${call.path}`;
  const where = `${basePath ?? 'the proxy'}${call.path}`;
  if (call.status === 0 && call.code === 'network_error')
    return [
      {
        code: 'proxy-unreachable',
        subject: call.path,
        cause: `${route}: the proxy could not be reached (${where}), no answer at all`,
        fix: 'start the proxy (@veriframe/server) and point proxyBasePath at it; in development, forward the path to it (Vite’s server.proxy)',
      },
    ];
  if (call.code === 'identify_required')
    return [
      {
        code: 'identify-required',
        subject: call.path,
        cause: `${route} answered identify_required: the proxy has no identify, so it cannot tell whose verification this is`,
        fix: 'pass identify to the proxy (createVeriframeProxy({ identify })) returning the signed-in person’s id from the request',
      },
    ];
  if (call.code === 'unauthenticated')
    return [
      {
        code: 'not-signed-in',
        subject: call.path,
        cause: `${route} answered 401: identify vouched for nobody (no session cookie or bearer token reached the proxy)`,
        fix: 'sign the person in first, and send the cookie (same origin) or a bearer token (headers of createProxyClient)',
      },
    ];
  if (call.status === 429) {
    const wait = call.retryAfterSeconds === undefined ? '' : ` (Retry-After ${call.retryAfterSeconds} s)`;
    const whose =
      call.code === 'service_rate_limited'
        ? 'the verification service’s rate limit for this account is reached'
        : 'this person’s budget of attempts at the proxy is used up';
    return [
      {
        code: 'budget-exhausted',
        subject: call.path,
        cause: `${route} answered 429 ${call.code ?? ''}${wait}: ${whose}`,
        fix: 'tell the person when to try again (retryAfterSeconds of the ProxyError) instead of retrying at once; raise the budget only if real people reach it',
      },
    ];
  }
  if (call.code === 'expired')
    return [
      {
        code: 'token-expired',
        subject: call.path,
        cause: `${route} answered expired: the link or token this call used has expired`,
        fix: 'start again with a fresh session or token (the kit renews a modal token itself; a stored one goes stale)',
      },
    ];
  if (call.status === 404 && call.code === 'not_found' && /route|path/i.test(call.detail ?? ''))
    return [
      {
        code: 'proxy-route-not-found',
        subject: call.path,
        cause: `${route}: the proxy has no such route (${where})`,
        fix: 'check proxyBasePath: it must be the path the proxy is mounted on',
      },
    ];
  return [];
};

/** A document modal whose script did not load (blocked by CSP, a wrong URL, a blocker). */
export const modalScriptFinding = (url: string, reason: string): Draft => ({
  code: 'modal-script-failed',
  subject: url,
  cause: `the document modal’s script ${url} did not load (${reason}): the button can never open the modal`,
  fix: 'check documentModal.scriptUrl, and that the page’s Content-Security-Policy allows its origin in script-src (contentSecurityPolicy of @veriframe/server does)',
});

/** Two live flows of one kind on the same page, each creating its own session. */
export const mountedTwiceFinding = (label: string): Draft => ({
  code: 'flow-mounted-twice',
  subject: label,
  cause: `two ${label} flows are live at once: the component was mounted twice (React StrictMode runs effects twice), and each may create its own session`,
  fix: 'create the flow once (the kit’s hooks do) and destroy it in the effect’s cleanup, so StrictMode’s second mount reuses or replaces it',
});

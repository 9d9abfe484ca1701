import { z } from 'zod';
import {
  documentLinkInput,
  documentStatusInput,
  documentTokenInput,
  gatewayEnvelopeInput,
  quizContinueInput,
  sessionIdParam,
  vxSessionInput,
} from './inputs';
import {
  documentLinkOutput,
  documentStatusOutput,
  documentTokenOutput,
  gatewayOutput,
  vxResultOutput,
  vxSessionOutput,
} from './outputs';

/** What an input schema may depend on: the proxy's configuration, never the request. */
export interface RouteSettings {
  /** The youngest age the proxy accepts (`config.proxy.minimumAge`); a browser may ask for older only. */
  minimumAge: number;
  /**
   * The development opt-in `browserPresentation`: the browser may send `styles`, `resultMessages` and
   * `options.send_email` (otherwise `server-chosen`).
   */
  browserPresentation: boolean;
}

/** One browser route: its method, its path under the base path, what it accepts and what it answers. */
export interface BrowserRouteDeclaration {
  method: 'GET' | 'POST';
  path: string;
  /** The body's schema (POST) or the path parameters' schema (GET). */
  input: (settings: RouteSettings) => z.ZodType;
  /** The allowlist of the answer: a field it does not list never reaches the browser. */
  output: z.ZodType;
  /** A POST that may come without a body (read as `{}`). */
  emptyBody?: boolean;
}

/** `GET /vx/sessions/:id`: the session's progress; a result only once the service has one. */
const vxSessionProgressOutput = z.discriminatedUnion('status', [
  z.object({ status: z.literal('not_started') }),
  z.object({ status: z.literal('in_progress') }),
  // `ended`: the journey is over (a FAIL, or every step of the proxy's configured journey passed). A result is
  // there after the first step (3.2: "as the step reports"), so `complete` alone never means the end.
  z.object({ status: z.literal('complete'), result: vxResultOutput, ended: z.boolean() }),
]);

/**
 * `GET /vx/resume`: the asker's own latest session worth coming back to (its journey started and its link is
 * still open, or it ended), with its progress; both `null` when there is none (the usual answer, so not an error
 * status a browser's console would report). `expires_in` is what is left of the link's life, in seconds.
 */
const vxResumeOutput = z.object({
  session: vxSessionOutput.nullable(),
  progress: vxSessionProgressOutput.nullable(),
});

/**
 * The proxy's browser routes, declared once. The proxy registers its routes from this table (validating each
 * input and shaping each answer by it), and `@veriframe/react`'s proxy client takes its types from it (a
 * type-only import: no zod in the browser), so a route the client does not follow fails the typecheck.
 *
 * @example
 * type Body = z.input<ReturnType<(typeof browserApi)['vxSession']['input']>>; // { age: string; fn?: string; ... }
 */
export const browserApi = {
  documentToken: {
    method: 'POST',
    path: '/document/token',
    input: () => documentTokenInput,
    output: documentTokenOutput,
    emptyBody: true,
  },
  documentLink: {
    method: 'POST',
    path: '/document/link',
    input: ({ browserPresentation }) => documentLinkInput(browserPresentation),
    output: documentLinkOutput,
  },
  documentStatus: {
    method: 'POST',
    path: '/document/status',
    input: () => documentStatusInput,
    output: documentStatusOutput,
    emptyBody: true,
  },
  vxSession: {
    method: 'POST',
    path: '/vx/sessions',
    input: ({ minimumAge, browserPresentation }) => vxSessionInput(minimumAge, browserPresentation),
    output: vxSessionOutput,
  },
  vxSessionProgress: {
    method: 'GET',
    path: '/vx/sessions/:id',
    input: () => z.object({ id: sessionIdParam }),
    output: vxSessionProgressOutput,
  },
  vxSessionResume: {
    method: 'GET',
    path: '/vx/resume',
    input: () => z.object({}),
    output: vxResumeOutput,
  },
  gatewayAge: {
    method: 'POST',
    path: '/gateway/age',
    input: () => gatewayEnvelopeInput,
    output: gatewayOutput,
  },
  quizContinue: {
    method: 'POST',
    path: '/gateway/quiz/continue',
    input: () => quizContinueInput,
    output: gatewayOutput,
  },
} as const satisfies Record<string, BrowserRouteDeclaration>;

export type BrowserApi = typeof browserApi;
export type BrowserRouteName = keyof BrowserApi;
/** What a route accepts, as the browser sends it. */
export type BrowserRouteInput<Name extends BrowserRouteName> = z.input<ReturnType<BrowserApi[Name]['input']>>;
/** What a route accepts once validated (the proxy's side). */
export type BrowserRouteValue<Name extends BrowserRouteName> = z.output<
  ReturnType<BrowserApi[Name]['input']>
>;
/** What a route answers. */
export type BrowserRouteOutput<Name extends BrowserRouteName> = z.output<BrowserApi[Name]['output']>;

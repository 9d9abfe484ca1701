import { quizOf, quizServices } from '@veriframe/core/age-check';
import {
  ageMatchTarget,
  type BrowserRouteName,
  type BrowserRouteValue,
  browserApi,
  internationalTarget,
  policyIssue,
  type RouteSettings,
} from '@veriframe/core/routes';
import {
  createSessionRequestSchema,
  linkGenerateRequestSchema,
  parseRequestBody,
} from '@veriframe/core/schemas';
import { Hono, type MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { VeriframeClients } from '../../clients/index';
import type { VeriframeConfig } from '../../config';
import { linkSession, rememberSession } from '../../observability/telemetry';
import { type Identity, serviceEmailOf } from '../identity/identity';
import type { Env } from '../proxy-types';
import { documentEmails } from './document-email';
import { journeyEnded } from './journey-end';
import type { Ownership } from './ownership';
import {
  builtOrThrow,
  definedOnly,
  PresentationError,
  type ProxyPresentation,
  presentationFor,
} from './presentation';
import { answer, InvalidInput, type ParseResult, parse, parseOrThrow, readJson } from './route-kit';

/** Who a route acts for: the identity, and the emails the service sees for it. */
interface Asker {
  identity: Identity;
  /** The VX email: the identity's `email`, or the one derived from its id (`serviceEmailOf`). */
  email: string;
  /** The document-capture email: keyed, so nobody else can name it ({@link documentEmails}). */
  documentEmail: string;
}

/** What each route does with its validated input; its answer is shaped by the route's output schema. */
type RouteHandlers = {
  [Name in BrowserRouteName]: (input: BrowserRouteValue<Name>, asker: Asker) => Promise<unknown>;
};

/**
 * An {@link Asker} whose emails are worked out when a route first reads them: each is a hash (an HMAC for the
 * document address), and most routes use one of the two.
 */
class LazyAsker implements Asker {
  #email: string | undefined;
  #documentEmail: string | undefined;
  constructor(
    readonly identity: Identity,
    private readonly documentEmailOf: (identity: Identity) => string,
  ) {}
  get email(): string {
    this.#email ??= serviceEmailOf(this.identity);
    return this.#email;
  }
  get documentEmail(): string {
    this.#documentEmail ??= this.documentEmailOf(this.identity);
    return this.#documentEmail;
  }
}

/** The identity's `reference`, as a field to spread into a body (none when the identity has none). */
const referenceOf = (identity: Identity) => (identity.reference ? { reference: identity.reference } : {});

/** What `/document/status` answers for a record it cannot attribute: as for no record at all (2.4 `found`). */
const unattributedStatus = {
  found: false,
  status: null,
  reference: null,
  dcams_plus: { action: null, detail: null, issues: false },
} as const;

// long: the table of every browser route's handler, one short entry per route, sharing the clients
function handlers(
  clients: VeriframeClients,
  config: VeriframeConfig,
  presentation: ProxyPresentation,
  ownership: Ownership,
): RouteHandlers {
  const minimumAge = config.proxy.minimumAge;
  const countryServices = config.proxy.gatewayCountries.map((country) => `AgeMatch5.0.${country}`);
  const allowedServices: string[] = ['AgeMatch5.0', ...quizServices, ...countryServices];
  const targets = {
    ageMatch: ageMatchTarget(minimumAge, true),
    multi: ageMatchTarget(minimumAge, false),
    international: internationalTarget(minimumAge),
  };
  const testKey = config.proxy.gatewayTestKey;
  const documentEmailPairs = documentEmails(config);

  return {
    // The token binds no customer at the service (4.7, 4.8): the modal's email is the identity's document
    // address, which nobody else can name, and its reference is the one that address was issued with.
    documentToken: async (_input, { identity, documentEmail }) => ({
      ...(await clients.documents.createToken()),
      email: documentEmail,
      reference: identity.reference ?? '',
    }),
    documentLink: async ({ options, ...input }, { identity, documentEmail }) => {
      const chosen = await presentationFor(presentation.documentLink, identity);
      const sendEmail = options?.send_email ?? chosen.sendEmail ?? false;
      if (sendEmail) {
        // The service would mail the document address, which receives no mail: refused, never a silent no-op.
        throw new PresentationError(
          'presentation.documentLink',
          'sendEmail: the document address is a pseudonym that receives no mail (a real address would let anyone holding a token scan under it); show the link, or mail it yourself',
        );
      }
      // Browser values exist here only under the development opt-in `browserPresentation`.
      const body = {
        ...definedOnly({ resultMessages: chosen.resultMessages }),
        ...definedOnly(input),
        options: { send_email: false },
        email: documentEmail,
        ...referenceOf(identity),
      };
      builtOrThrow(
        'presentation.documentLink',
        parseRequestBody(linkGenerateRequestSchema, { ...body, token: 'added-later' }),
      );
      const generated = await clients.documents.generateLink(body);
      if (generated.link) await ownership.record('document-link', generated.link, identity);
      return generated;
    },
    documentStatus: async (_input, { documentEmail }) => {
      const status = await clients.documents.userStatus(documentEmail);
      // A record under this address whose reference is not the one issued with it was made by someone who
      // chose another reference (the address's holder, with any token): no status the proxy can attribute.
      return status.found && !documentEmailPairs.issued(documentEmail, status.reference)
        ? unattributedStatus
        : status;
    },
    vxSession: async (input, { identity, email }) => {
      const chosen = await presentationFor(presentation.vxSession, identity);
      const body = { ...definedOnly(chosen), ...input, email, ...referenceOf(identity) };
      const created = await clients.vx.createSession(
        builtOrThrow('presentation.vxSession', parseRequestBody(createSessionRequestSchema, body)),
      );
      await ownership.record('vx-session', created.request_id, identity);
      rememberSession(created.request_id); // its webhooks and reads link to this request's span
      return created;
    },
    vxSessionProgress: async ({ id }, { identity }) => {
      // Before any call: another person's id (or an unknown one) never reaches the service.
      await ownership.check('vx-session', id, identity);
      linkSession(id);
      const state = await clients.vx.getResult(id);
      return state.state === 'complete'
        ? {
            status: 'complete',
            result: state.result,
            ended: journeyEnded(state.result, config.proxy.vxJourneySteps),
          }
        : { status: state.state };
    },
    gatewayAge: async ({ service, rules, target: rawTarget }, { identity }) => {
      if (!allowedServices.includes(service)) {
        throw new InvalidInput([
          policyIssue('service', 'allowed-service', `must be one of ${allowedServices.join(', ')}`),
        ]);
      }
      const international = countryServices.includes(service);
      if (international && rules) {
        throw new InvalidInput([policyIssue('rules', 'rule-set-service')]);
      }
      const schema: z.ZodType<{ test_key?: string | undefined }> = international
        ? targets.international
        : service === 'IDMatchPLUS5.0.MULTI'
          ? targets.multi
          : targets.ageMatch;
      const target = parseOrThrow(schema, rawTarget, 'target');
      if (target.test_key && !testKey) {
        throw new InvalidInput([policyIssue('target.test_key', 'test-mode-only')]);
      }
      const answer = await clients.gateway.query({
        service,
        target: testKey && !target.test_key ? { ...target, test_key: testKey } : target,
        ...(rules ? { rules } : {}),
        ...referenceOf(identity),
      });
      const quiz = quizOf(answer);
      if (quiz) await ownership.record('quiz-token', quiz.token, identity);
      return answer;
    },
    quizContinue: async (input, { identity }) => {
      // A quiz token answered by anyone but the person it was issued to never reaches the service.
      await ownership.check('quiz-token', input.token, identity);
      return clients.gateway.continueQuiz(input);
    },
  };
}

/**
 * The browser routes as a sub-app, registered from {@link browserApi}: each route's input is validated by its
 * schema (400 naming each field; 413, 415 for the body), its handler runs, and its answer is shaped by its output
 * schema (502 when the service answered something else). A thrown error goes to the proxy's one error handler.
 *
 * @example
 * app.route(base, browserApp({ clients, config, middlewares: [rateLimit], limitBody }));
 */
export function browserApp(deps: {
  clients: VeriframeClients;
  config: VeriframeConfig;
  /**
   * Run before every browser route, in order (CORS, cross-origin check, identify, rate limit). One of them
   * must set `c.get('identity')`: a route reached without one answers 500 rather than act for nobody.
   */
  middlewares: MiddlewareHandler<Env>[];
  /** Run before reading a POST body. */
  limitBody: MiddlewareHandler<Env>;
  /** The app's server-side presentation (`createProxy({ presentation })`). */
  presentation?: ProxyPresentation | undefined;
  /** The development opt-in: the browser may send `styles`, `resultMessages`, `options.send_email`. */
  browserPresentation?: boolean | undefined;
  /** Who created each session, link and quiz token. */
  ownership: Ownership;
  /** Run on the route, after the body limit: the per-identity checks (`route-guards.ts`). */
  routeMiddlewares?: (route: BrowserRouteName) => MiddlewareHandler<Env>[];
}): Hono<Env> {
  const app = new Hono<Env>();
  for (const middleware of deps.middlewares) app.use('*', middleware);
  const settings: RouteSettings = {
    minimumAge: deps.config.proxy.minimumAge,
    browserPresentation: deps.browserPresentation === true,
  };
  const routeHandlers = handlers(deps.clients, deps.config, deps.presentation ?? {}, deps.ownership);
  const documentEmailOf = documentEmails(deps.config).of; // keyed once per proxy, not per request
  for (const name of Object.keys(browserApi) as BrowserRouteName[]) {
    const route: { method: 'GET' | 'POST'; path: string; output: z.ZodType; emptyBody?: boolean } =
      browserApi[name];
    const schema = browserApi[name].input(settings) as z.ZodType;
    const handle = routeHandlers[name] as (input: unknown, asker: Asker) => Promise<unknown>;
    const respond = async (c: Parameters<MiddlewareHandler<Env>>[0], input: ParseResult<unknown>) => {
      if (!input.ok) return input.error;
      const identity = c.get('identity');
      if (!identity) throw new Error('a browser route was reached without an identity'); // a wiring bug
      return answer(c, route.output, await handle(input.value, new LazyAsker(identity, documentEmailOf)));
    };
    // Handlers of one route run in the order registered: body limit, per-identity checks, the route.
    if (route.method === 'POST') app.post(route.path, deps.limitBody);
    for (const guard of deps.routeMiddlewares?.(name) ?? []) app.on(route.method, route.path, guard);
    if (route.method === 'GET') {
      app.get(route.path, (c) => respond(c, parse(c, schema, c.req.param())));
    } else {
      app.post(route.path, async (c) => respond(c, await readJson(c, schema, route.emptyBody === true)));
    }
  }
  return app;
}

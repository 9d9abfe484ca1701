import { Hono, type MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { VeriframeClients } from '../clients/index';
import type { VeriframeConfig } from '../config';
import { type BrowserRouteName, type BrowserRouteValue, browserApi, type RouteSettings } from './browser-api';
import { ageMatchTarget, internationalTarget } from './inputs';
import { policyIssue } from './policy-rules';
import type { Env } from './proxy-types';
import { answer, InvalidInput, type ParseResult, parse, parseOrThrow, readJson } from './route-kit';

/** What each route does with its validated input; its answer is shaped by the route's output schema. */
type RouteHandlers = { [Name in BrowserRouteName]: (input: BrowserRouteValue<Name>) => Promise<unknown> };

function handlers(clients: VeriframeClients, config: VeriframeConfig): RouteHandlers {
  const minimumAge = config.proxy.minimumAge;
  const quizServices = ['AgeMatch5.0.KBA', 'IDMatchPLUS5.0.MULTI'];
  const countryServices = config.proxy.gatewayCountries.map((country) => `AgeMatch5.0.${country}`);
  const allowedServices = ['AgeMatch5.0', ...quizServices, ...countryServices];
  const targets = {
    ageMatch: ageMatchTarget(minimumAge, true),
    multi: ageMatchTarget(minimumAge, false),
    international: internationalTarget(minimumAge),
  };
  const testKey = config.proxy.gatewayTestKey;

  return {
    documentToken: () => clients.documents.createToken(),
    documentLink: (input) => clients.documents.generateLink(input),
    documentStatus: (input) => clients.documents.userStatus(input.email),
    vxSession: (input) => clients.vx.createSession(input),
    vxSessionProgress: async ({ id }) => {
      const state = await clients.vx.getResult(id);
      return state.state === 'complete'
        ? { status: 'complete', result: state.result }
        : { status: state.state };
    },
    gatewayAge: async ({ service, rules, reference, target: rawTarget }) => {
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
      return clients.gateway.query({
        service,
        target: testKey && !target.test_key ? { ...target, test_key: testKey } : target,
        ...(rules ? { rules } : {}),
        ...(reference ? { reference } : {}),
      });
    },
    quizContinue: (input) => clients.gateway.continueQuiz(input),
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
  /** Run before every browser route, in order (CORS, cross-origin check, rate limit). */
  middlewares: MiddlewareHandler<Env>[];
  /** Run before reading a POST body. */
  limitBody: MiddlewareHandler<Env>;
  /** Run on the route, after the body limit: the per-identity checks (`route-guards.ts`). */
  routeMiddlewares?: (route: BrowserRouteName) => MiddlewareHandler<Env>[];
}): Hono<Env> {
  const app = new Hono<Env>();
  for (const middleware of deps.middlewares) app.use('*', middleware);
  const settings: RouteSettings = { minimumAge: deps.config.proxy.minimumAge };
  const routeHandlers = handlers(deps.clients, deps.config);
  for (const name of Object.keys(browserApi) as BrowserRouteName[]) {
    const route: { method: 'GET' | 'POST'; path: string; output: z.ZodType; emptyBody?: boolean } =
      browserApi[name];
    const schema = browserApi[name].input(settings) as z.ZodType;
    const handle = routeHandlers[name] as (input: unknown) => Promise<unknown>;
    const respond = async (c: Parameters<MiddlewareHandler<Env>>[0], input: ParseResult<unknown>) =>
      input.ok ? answer(c, route.output, await handle(input.value)) : input.response;
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

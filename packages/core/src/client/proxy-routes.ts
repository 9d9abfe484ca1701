// The proxy's browser routes as the client sees them, derived from the declaration the proxy registers its
// routes from (`browserApi` in @veriframe/core/routes). Type-only: nothing of the server (nor zod) enters a bundle.
import type { BrowserApi, BrowserRouteInput, BrowserRouteName, BrowserRouteOutput } from '../routes/routes';

/** `/vx/sessions/:id` as the paths that match it: `/vx/sessions/${string}`. */
type PathPattern<Path extends string> = Path extends `${infer Head}/:${string}/${infer Tail}`
  ? `${Head}/${string}/${PathPattern<Tail>}`
  : Path extends `${infer Head}/:${string}`
    ? `${Head}/${string}`
    : Path;

type RoutesOf<Method extends 'GET' | 'POST'> = {
  [Name in BrowserRouteName]: BrowserApi[Name]['method'] extends Method ? Name : never;
}[BrowserRouteName];

/** The paths a `GET` (`POST`) may go to, e.g. `'/document/token'` or `/vx/sessions/${string}`. */
export type ProxyPath<Method extends 'GET' | 'POST'> = {
  [Name in RoutesOf<Method>]: PathPattern<BrowserApi[Name]['path']>;
}[RoutesOf<Method>];

/** The route a concrete path goes to. */
export type ProxyRouteAt<Method extends 'GET' | 'POST', Path extends string> = {
  [Name in RoutesOf<Method>]: Path extends PathPattern<BrowserApi[Name]['path']> ? Name : never;
}[RoutesOf<Method>];

/** What the proxy answers at a path. */
export type ProxyAnswer<Method extends 'GET' | 'POST', Path extends string> = BrowserRouteOutput<
  ProxyRouteAt<Method, Path>
>;

/** The body a POST to a path takes, as the proxy validates it. */
export type ProxyBody<Path extends ProxyPath<'POST'>> = BrowserRouteInput<ProxyRouteAt<'POST', Path>>;

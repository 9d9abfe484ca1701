/** Who is asking: the person the app vouches for (its signed-in user, or an anonymous visitor). */
export interface Identity {
  id: string;
  email?: string;
  reference?: string;
}

/** What `identify` may do besides answering: headers appended to the proxy's answer (e.g. a cookie). */
export interface IdentifyContext {
  responseHeaders: Headers;
}

/** Tells who sent a browser request; `null` or `undefined` when nobody the app knows (401 `unauthenticated`). */
export type IdentifyFunction = (
  request: Request,
  context: IdentifyContext,
) => Identity | null | undefined | Promise<Identity | null | undefined>;

import { randomBytes } from 'node:crypto';
import { parseSigned, serializeSigned } from 'hono/utils/cookie';

/**
 * The demo's sign-in: two people, Ada and Grace, and a tiny sign-in route that puts the chosen one in a signed,
 * httpOnly, SameSite=Lax cookie. The proxy's `identify` reads that cookie, so every proxy route knows who is
 * asking, as in an app with real accounts (no password here: it is a demo).
 *
 * Each browser gets its own Ada and Grace (an id with a random part, issued at the first sign-in and kept in the
 * cookie), so two browsers, or two e2e tests, never share a person, and the sandbox's per-email limits (7.2, 8)
 * count per browser. "Start over" issues a new id for the current person.
 */
export const demoPeople = [
  { key: 'ada', name: 'Ada' },
  { key: 'grace', name: 'Grace' },
] as const;

export type PersonKey = (typeof demoPeople)[number]['key'];

/** Who is signed in: what the proxy's `identify` answers, with the name the page shows. */
export interface DemoPerson {
  key: PersonKey;
  name: string;
  /** The identity's id: `ada-<random>`. */
  id: string;
  /** The email the service sees for this person (a test address: spec 4.4 says it need not be real). */
  email: string;
  /** The document-capture address the proxy uses for this person (`documentEmailOf`, keyed; issue 39). */
  documentEmail: string;
}

/** The cookie's content: the current person and the id of each person this browser has signed in as. */
interface CookieValue {
  current: PersonKey;
  ids: Partial<Record<PersonKey, string>>;
}

export const peopleCookie = 'vf_demo_person';
const idPattern = /^(ada|grace)-[a-z0-9]{6,16}$/;
const maxBodyBytes = 1024;

const isKey = (value: unknown): value is PersonKey => demoPeople.some((p) => p.key === value);
const newId = (key: PersonKey) => `${key}-${randomBytes(6).toString('hex')}`;

function personOf(value: CookieValue, documentEmailOf: (id: string) => string): DemoPerson | null {
  const id = value.ids[value.current];
  const person = demoPeople.find((p) => p.key === value.current);
  if (!person || !id) return null;
  const email = `${id}@example.test`;
  return { key: person.key, name: person.name, id, email, documentEmail: documentEmailOf(id) };
}

/** The cookie's JSON, checked field by field: anything else is "nobody". */
function readValue(text: string | false | undefined): CookieValue | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as { current?: unknown; ids?: Record<string, unknown> };
    if (!isKey(value.current) || typeof value.ids !== 'object' || value.ids === null) return null;
    const ids: CookieValue['ids'] = {};
    for (const { key } of demoPeople) {
      const id = value.ids[key];
      if (typeof id === 'string' && idPattern.test(id) && id.startsWith(`${key}-`)) ids[key] = id;
    }
    return { current: value.current, ids };
  } catch {
    return null;
  }
}

export interface PeopleRoutes {
  /** The proxy's `identify`: the signed-in person as an identity, or null (the proxy answers 401). */
  identify(request: Request): Promise<{ id: string; email: string; emailVerified: true } | null>;
  /** The signed-in person with the name the page shows, or null. */
  current(request: Request): Promise<DemoPerson | null>;
  /** `GET {path}` (who is signed in) and `POST {path}` `{ person, fresh? }` (sign in); null for other paths. */
  handle(request: Request): Promise<Response | null>;
}

/**
 * The sign-in route and the `identify` that reads it. `secret` signs the cookie (HMAC-SHA256, Hono's signed
 * cookies); by default a random one per process, so a restart signs everyone out.
 *
 * @example
 * const people = createPeopleRoutes({ onSignIn: (p) => hub.publish({ source: 'proxy', kind: 'person.signed-in', data: p }) });
 * const proxy = createProxy({ identify: (request) => people.identify(request) });
 */
export function createPeopleRoutes(
  options: {
    path?: string;
    secret?: string;
    onSignIn?: (person: DemoPerson) => void;
    /** The proxy's document address of an identity id (`documentEmailOf`); default: the person's email. */
    documentEmailOf?: (id: string) => string;
  } = {},
): PeopleRoutes {
  const documentEmailOf = options.documentEmailOf ?? ((id: string) => `${id}@example.test`);
  const path = options.path ?? '/api/demo/person';
  const secret = options.secret ?? randomBytes(32).toString('hex');

  const read = async (request: Request): Promise<CookieValue | null> => {
    const header = request.headers.get('cookie');
    if (!header) return null;
    const cookies = await parseSigned(header, secret, peopleCookie);
    return readValue(cookies[peopleCookie]);
  };

  const answer = (person: DemoPerson | null, headers?: HeadersInit) =>
    Response.json(
      { person, people: demoPeople },
      { headers: { 'cache-control': 'no-store', ...Object.fromEntries(new Headers(headers)) } },
    );

  const signIn = async (request: Request): Promise<Response> => {
    // JSON only: a cross-site form cannot send it without a CORS preflight, which this server never grants,
    // so another site cannot switch the visitor's person.
    if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
      return Response.json(
        { code: 'unsupported_media_type', message: 'content-type: must be application/json' },
        { status: 415 },
      );
    }
    const text = await request.text();
    if (text.length > maxBodyBytes) return Response.json({ code: 'payload_too_large' }, { status: 413 });
    let body: { person?: unknown; fresh?: unknown };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      return Response.json({ code: 'invalid_request', message: 'body: must be JSON' }, { status: 400 });
    }
    if (!isKey(body?.person)) {
      const keys = demoPeople.map((p) => p.key).join(', ');
      return Response.json(
        { code: 'invalid_request', message: `person: must be one of ${keys}` },
        { status: 400 },
      );
    }
    const previous = (await read(request)) ?? { current: body.person, ids: {} };
    const ids = { ...previous.ids };
    if (body.fresh === true || !ids[body.person]) ids[body.person] = newId(body.person);
    const value: CookieValue = { current: body.person, ids };
    const cookie = await serializeSigned(peopleCookie, JSON.stringify(value), secret, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
    });
    const person = personOf(value, documentEmailOf);
    if (person) options.onSignIn?.(person);
    return answer(person, { 'set-cookie': cookie });
  };

  return {
    async current(request) {
      const value = await read(request);
      return value ? personOf(value, documentEmailOf) : null;
    },
    async identify(request) {
      const value = await read(request);
      const person = value ? personOf(value, documentEmailOf) : null;
      // The demo's own records: each person's address is theirs (the picker names canned test people).
      return person ? { id: person.id, email: person.email, emailVerified: true as const } : null;
    },
    async handle(request) {
      if (new URL(request.url).pathname !== path) return null;
      if (request.method === 'GET') {
        const value = await read(request);
        return answer(value ? personOf(value, documentEmailOf) : null);
      }
      if (request.method === 'POST') return signIn(request);
      return Response.json(
        { code: 'method_not_allowed', message: `No ${request.method} on ${path}` },
        { status: 405, headers: { allow: 'GET, POST' } },
      );
    },
  };
}

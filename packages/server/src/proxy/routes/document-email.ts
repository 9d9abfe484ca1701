import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { derivedEmailDomain, type Identity } from '../identity/identity';

// Why the document flow has an address of its own (issue 39): a document-capture token (spec 4.7) is bound to no
// customer, and the modal takes `email` and `reference` as page parameters (4.8), so whoever holds any token can
// scan under any email. The service keys its user status, its callback and its velocity limit (3 attempts in
// 24 h, spec 8) on that email. An address nobody but the person's own browser is ever told, one no outsider can
// compute, is the only binding the kit can make: a scan under it is the person's, and nobody else can name it.

/** Hex characters naming the person (HMAC of the id), then those binding the reference to them. */
const personHexLength = 24;
const referenceHexLength = 16;
const localPartPattern = new RegExp(`^([0-9a-f]{${personHexLength}})([0-9a-f]{${referenceHexLength}})$`);

/** How many identities' addresses one proxy keeps worked out (the oldest is dropped first). */
const rememberedAddresses = 1_000;

/** What derives the key: the proxy's VX client secret, as the idempotency seal does (`answer-seal.ts`). */
export interface DocumentEmailSecret {
  vx: { clientSecret: string };
}

/** The document-capture address of each identity, and the check that a callback's email and reference were issued. */
export interface DocumentEmails {
  /** The address the document flow uses for `identity`: stable, unguessable without the proxy's secret. */
  of(identity: Identity): string;
  /** Whether `email` is an address this proxy issued, with `reference` as the reference issued with it. */
  issued(email: unknown, reference: unknown): boolean;
}

/** The reference as the service echoes it: none is the empty text. */
const referenceText = (reference: unknown) => (typeof reference === 'string' ? reference : '');

/**
 * Document-capture addresses keyed with a secret derived (HKDF-SHA256) from `config.vx.clientSecret`:
 * `<24 hex of HMAC(id)><16 hex of HMAC(those 24, reference)>@users.veriframe.invalid`. Every instance with the
 * same secret derives the same addresses, and checks a callback without a store. Rotating the secret gives
 * everyone a new address, so the service's per-email history (already verified, attempts) starts again.
 *
 * @example
 * const emails = documentEmails(config);
 * const email = emails.of({ id: 'user-42', reference: 'customer-42' });
 * emails.issued(email, 'customer-42'); // true; with another reference, or any other address, false
 */
export function documentEmails(config: DocumentEmailSecret): DocumentEmails {
  const key = Buffer.from(
    hkdfSync('sha256', config.vx.clientSecret, 'veriframe document email', 'document email', 32),
  );
  const mac = (...parts: string[]) => createHmac('sha256', key).update(JSON.stringify(parts)).digest('hex');
  const referencePart = (person: string, reference: string) =>
    mac('reference', person, reference).slice(0, referenceHexLength);
  // The same people come back request after request: their addresses are kept, so most requests make no HMAC.
  const recent = new Map<string, string>();
  return {
    of(identity) {
      const reference = referenceText(identity.reference);
      const key = JSON.stringify([identity.id, reference]);
      const known = recent.get(key);
      if (known !== undefined) return known;
      const person = mac('person', identity.id).slice(0, personHexLength);
      const email = `${person}${referencePart(person, reference)}@${derivedEmailDomain}`;
      if (recent.size >= rememberedAddresses) recent.delete(recent.keys().next().value as string);
      recent.set(key, email);
      return email;
    },
    issued(email, reference) {
      if (typeof email !== 'string') return false;
      const [local, domain] = email.toLowerCase().split('@');
      const parts = domain === derivedEmailDomain ? localPartPattern.exec(local ?? '') : null;
      if (!parts) return false;
      const expected = Buffer.from(referencePart(parts[1]!, referenceText(reference)));
      return timingSafeEqual(Buffer.from(parts[2]!), expected);
    },
  };
}

/**
 * The email the proxy's document routes (`/document/token`, `/document/link`, `/document/status`) use for an
 * identity, whatever its `email`: a real address can be named by anyone holding any token, this one cannot.
 * Your server reads the person's document status with it (`clients.documents.userStatus(documentEmailOf(...))`).
 *
 * @example
 * const config = loadConfig(process.env);
 * await clients.documents.userStatus(documentEmailOf({ id: user.id, reference: `customer-${user.id}` }, config));
 */
export function documentEmailOf(identity: Identity, config: DocumentEmailSecret): string {
  return documentEmails(config).of(identity);
}

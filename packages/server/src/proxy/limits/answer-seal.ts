import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { StoreUnavailableError } from '../../errors/store-errors';
import type { StoredAnswer } from '../../stores/idempotency-store';

/** What a sealed body starts with: the format, so another one can follow. */
const sealedPrefix = 'v1.';

/**
 * How the idempotency check keeps answers at rest: bodies (which carry bearer links and tokens) encrypted with
 * AES-256-GCM, bound to their store key and fingerprint; fingerprints an HMAC, so a guessable body (a name and
 * a zip code) cannot be confirmed from the store. Both keys are derived with HKDF-SHA256 from the proxy's
 * secret, so every instance sharing a store derives the same ones and reading the store gives no usable link.
 *
 * @example
 * const seal = answerSeal(config.vx.clientSecret);
 * const kept = seal.close(answer, storeKey);
 * seal.open(kept, storeKey); // the answer again; another storeKey or secret throws
 */
export function answerSeal(secret: string) {
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', secret, 'veriframe idempotency', purpose, 32));
  const bodyKey = derive('answer body');
  const fingerprintKey = derive('request fingerprint');
  // Names the secret (and nothing of it) in each fingerprint, so an entry of another secret is told apart from
  // a key reused with another request.
  const secretId = createHmac('sha256', derive('secret id')).update('veriframe').digest('hex').slice(0, 8);
  const unreadable = (cause?: unknown) =>
    new StoreUnavailableError(
      'idempotency store',
      'a kept answer cannot be opened (sealed with another secret, or altered)',
      { cause },
    );
  return {
    fingerprint(text: string): string {
      return `${secretId}.${createHmac('sha256', fingerprintKey).update(text).digest('hex')}`;
    },
    /** Throws the `StoreUnavailableError` of {@link open} when `fingerprint` was made with another secret. */
    checkSecretOf(fingerprint: string): void {
      if (!fingerprint.startsWith(`${secretId}.`)) throw unreadable();
    },
    close(answer: StoredAnswer, context: string): StoredAnswer {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', bodyKey, iv).setAAD(Buffer.from(context));
      const sealed = Buffer.concat([cipher.update(answer.body, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return {
        ...answer,
        body: `${sealedPrefix}${iv.toString('base64url')}.${sealed.toString('base64url')}`,
      };
    },
    /** The kept answer in clear; a `StoreUnavailableError` when it cannot be opened (another secret, altered). */
    open(answer: StoredAnswer, context: string): StoredAnswer {
      const [iv, sealed] = answer.body.startsWith(sealedPrefix)
        ? answer.body.slice(sealedPrefix.length).split('.')
        : [];
      try {
        if (!iv || !sealed) throw new Error('not sealed');
        const bytes = Buffer.from(sealed, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', bodyKey, Buffer.from(iv, 'base64url'))
          .setAAD(Buffer.from(context))
          .setAuthTag(bytes.subarray(bytes.length - 16));
        const body = Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]);
        return { ...answer, body: body.toString('utf8') };
      } catch (error) {
        // Fail closed: never run the request again (it may bill twice), never answer what cannot be verified.
        throw unreadable(error);
      }
    },
  };
}

export type AnswerSeal = ReturnType<typeof answerSeal>;

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { StoreUnavailableError } from '../../errors/store-errors';
import { answerSeal } from './answer-seal';

const answer = {
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: '{"url":"https://verify.example/s?token=bearer-123"}',
};

describe('answerSeal', () => {
  const seal = answerSeal('a-secret-of-this-deployment');

  it('keeps no byte of the body in clear and opens it again under the same store key', () => {
    const kept = seal.close(answer, 'store-key-1');
    expect(kept.body).not.toContain('bearer-123');
    expect(kept.body).not.toContain('verify.example');
    expect(kept).toMatchObject({ status: 200, headers: answer.headers });
    expect(seal.open(kept, 'store-key-1')).toEqual(answer);
  });

  it('refuses an answer moved to another key, altered, left in clear or sealed with another secret', () => {
    const kept = seal.close(answer, 'store-key-1');
    const flipped = `${kept.body.slice(0, -2)}${kept.body.at(-2) === 'A' ? 'B' : 'A'}${kept.body.slice(-1)}`;
    for (const [body, key, by] of [
      [kept.body, 'store-key-2', seal],
      [flipped, 'store-key-1', seal],
      [answer.body, 'store-key-1', seal],
      [kept.body, 'store-key-1', answerSeal('another-secret')],
    ] as const) {
      expect(() => by.open({ ...answer, body }, key)).toThrow(StoreUnavailableError);
    }
  });

  it('fingerprints with a keyed hash: a guessed body cannot be confirmed from the store', () => {
    const text = 'POST /gateway/age\n{"target":{"fn":"ALICE","zip":"12207"}}';
    const fingerprint = seal.fingerprint(text);
    expect(fingerprint).toBe(seal.fingerprint(text));
    expect(fingerprint).not.toContain(createHash('sha256').update(text).digest('hex'));
    expect(answerSeal('another-secret').fingerprint(text)).not.toBe(fingerprint);
    expect(() => answerSeal('another-secret').checkSecretOf(fingerprint)).toThrow(StoreUnavailableError);
    expect(() => seal.checkSecretOf(fingerprint)).not.toThrow();
  });
});

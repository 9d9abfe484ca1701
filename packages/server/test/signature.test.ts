import { describe, expect, it } from 'vitest';
import { computeSignature, hmacSha256, verifySignature } from '../src/webhooks/signature';

const fixtureTimestamp = '1767225600000';
const fixtureBody =
  '{"id":"evt_fixture_1","type":"vpin.retired","version":"2025-09-10","created_at":"2026-01-01T00:00:00.000Z","data":{"vpin":"VP-RETIRE-1","retired_at":"2026-01-01T00:00:00.000Z","reason":{"code":"HUMAN_REVIEW","summary":"fraud"}}}';
// Computed independently:
// printf '%s' "1767225600000.$fixtureBody" | openssl dgst -sha256 -hmac 'whsec_fixture'
const fixtureSignature = 'e5bd63187ec22ebe9b62f889979f5311fa916a9290bf26df3adec5bbfc6077ef';
const now = Number(fixtureTimestamp);
const bytes = (s: string) => new TextEncoder().encode(s);

const check = (overrides: Partial<Parameters<typeof verifySignature>[0]>) =>
  verifySignature({
    secret: 'whsec_fixture',
    rawBody: bytes(fixtureBody),
    signature: fixtureSignature,
    timestamp: fixtureTimestamp,
    now,
    ...overrides,
  });

describe('HMAC signature (spec 5)', () => {
  it('the HMAC primitive matches RFC 4231 test case 2', () => {
    expect(hmacSha256('Jefe', 'what do ya want for nothing?').toString('hex')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    // Split input gives the same MAC (the scheme feeds "<timestamp>." and the raw body separately).
    expect(hmacSha256('Jefe', 'what do ya ', bytes('want for nothing?')).toString('hex')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('computes and accepts the openssl fixture over the raw bytes', () => {
    expect(computeSignature('whsec_fixture', fixtureTimestamp, fixtureBody)).toBe(fixtureSignature);
    expect(check({})).toEqual({ ok: true, value: { timestampMs: now } });
    expect(check({ signature: fixtureSignature.toUpperCase() })).toEqual({
      ok: true,
      value: { timestampMs: now },
    });
  });

  it('rejects a tampered body, including one that is the same JSON re-serialized', () => {
    expect(check({ rawBody: bytes(fixtureBody.replace('VP-RETIRE-1', 'VP-RETIRE-2')) })).toEqual({
      ok: false,
      error: 'signature_mismatch',
    });
    const reserialized = JSON.stringify(JSON.parse(fixtureBody), null, 1);
    expect(check({ rawBody: bytes(reserialized) })).toEqual({ ok: false, error: 'signature_mismatch' });
  });

  it('rejects a wrong secret and a signature of another timestamp', () => {
    expect(check({ secret: 'whsec_other' })).toEqual({ ok: false, error: 'signature_mismatch' });
    expect(check({ timestamp: String(now + 1), now: now + 1 })).toEqual({
      ok: false,
      error: 'signature_mismatch',
    });
  });

  it('rejects malformed signatures without throwing', () => {
    for (const signature of [
      fixtureSignature.slice(1),
      `${fixtureSignature}0`,
      'zz'.repeat(32),
      'abc',
      `sha256=${fixtureSignature}`,
    ]) {
      expect(check({ signature })).toEqual({ ok: false, error: 'malformed_signature' });
    }
  });

  it('rejects missing headers and malformed timestamps', () => {
    expect(check({ signature: null })).toEqual({ ok: false, error: 'missing_signature' });
    expect(check({ signature: '' })).toEqual({ ok: false, error: 'missing_signature' });
    expect(check({ timestamp: undefined })).toEqual({ ok: false, error: 'missing_timestamp' });
    expect(check({ timestamp: '2026-01-01T00:00:00Z' })).toEqual({
      ok: false,
      error: 'malformed_timestamp',
    });
    expect(check({ timestamp: '-1' })).toEqual({ ok: false, error: 'malformed_timestamp' });
  });

  it('accepts timestamps up to 5 minutes away and rejects beyond, in both directions', () => {
    const fiveMinutes = 5 * 60_000;
    expect(check({ now: now + fiveMinutes }).ok).toBe(true);
    expect(check({ now: now - fiveMinutes }).ok).toBe(true);
    expect(check({ now: now + fiveMinutes + 1 })).toEqual({ ok: false, error: 'timestamp_out_of_range' });
    expect(check({ now: now - fiveMinutes - 1 })).toEqual({ ok: false, error: 'timestamp_out_of_range' });
  });
});

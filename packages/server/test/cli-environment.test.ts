import { describe, expect, it } from 'vitest';
import { cliEnvironment } from '../src/cli-environment';
import { ConfigError } from '../src/config';

/** The issues `cliEnvironment(env)` throws, as `[variable, message]`. */
function issuesOf(env: Record<string, string>): [string, string][] {
  try {
    cliEnvironment(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues.map((i) => [i.variable, i.message]);
    throw error;
  }
  return [];
}

describe('the command’s client deadlines', () => {
  it('default to 5 s for a webhook body, 10 s for headers and 30 s for a whole request', () => {
    expect(cliEnvironment({})).toMatchObject({
      webhookBodyTimeoutMs: 5_000,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
    });
    // A short request deadline shortens the headers' default with it.
    expect(cliEnvironment({ VERIFRAME_REQUEST_TIMEOUT_MS: '2000' }).headersTimeoutMs).toBe(2_000);
  });

  it('refuses 0 (no deadline at all) and headers allowed longer than the request, naming the variable', () => {
    expect(
      issuesOf({
        VERIFRAME_WEBHOOK_BODY_TIMEOUT_MS: '0',
        VERIFRAME_REQUEST_TIMEOUT_MS: 'soon',
      }),
    ).toEqual([
      ['VERIFRAME_WEBHOOK_BODY_TIMEOUT_MS', 'must be a whole number of milliseconds from 1 to 600000'],
      ['VERIFRAME_REQUEST_TIMEOUT_MS', 'must be a whole number of milliseconds from 1 to 600000'],
    ]);
    expect(issuesOf({ VERIFRAME_HEADERS_TIMEOUT_MS: '40000' })).toEqual([
      ['VERIFRAME_HEADERS_TIMEOUT_MS', 'must be at most VERIFRAME_REQUEST_TIMEOUT_MS'],
    ]);
  });
});

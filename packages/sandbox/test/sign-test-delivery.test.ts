import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../src/index';
import { signTestDelivery } from '../src/testing';
import { createSession, step, until, vxToken } from './conformance/vx-documents-support';
import { startReceiver, type WebhookReceiver } from './helpers';

let sandbox: RunningSandbox;
let receiver: WebhookReceiver;
beforeAll(async () => {
  sandbox = await startSandbox({ seed: 'signing' });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await sandbox.close();
});

describe('signTestDelivery signs exactly as the sandbox', () => {
  it('reproduces the body and headers of a real VX webhook from its body, timestamp and event id', async () => {
    const token = await vxToken(sandbox);
    const s = await createSession(sandbox, token, { webhook: { endpoint: receiver.url } });
    await step(sandbox, s.body.request_id, 'document', 'PASS');
    await until(() => receiver.requests.length === 1);
    const sent = receiver.requests[0]!;
    const copy = signTestDelivery({
      kind: 'vx.webhook',
      body: sent.json,
      timestampMs: Number(sent.headers['x-service-timestamp']),
      eventId: String(sent.headers['x-service-event-id']),
    });
    expect(copy.rawBody).toBe(sent.rawBody);
    expect(copy.headers).toEqual({
      'content-type': 'application/json',
      'x-service-signature': sent.headers['x-service-signature'],
      'x-service-timestamp': sent.headers['x-service-timestamp'],
      'x-service-event-id': sent.headers['x-service-event-id'],
    });
  });

  it('refuses a V-PIN delivery without the subscription secret, and a non-numeric time', () => {
    expect(() => signTestDelivery({ kind: 'vpin.webhook', body: {}, timestampMs: 1 })).toThrow(
      /secret: required/,
    );
    expect(() => signTestDelivery({ kind: 'vx.webhook', body: {}, timestampMs: Number.NaN })).toThrow(
      /timestampMs: must be epoch milliseconds/,
    );
  });
});

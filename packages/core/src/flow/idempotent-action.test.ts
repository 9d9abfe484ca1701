import { describe, expect, it } from 'vitest';
import { IdempotentAction, newIdempotencyKey } from './idempotent-action';

const failure = (status: number) => Object.assign(new Error(`answered ${status}`), { status });
/** An attempt that records its key and fails with `status`. */
const failing = (sent: string[], status: number) => async (key: string) => {
  sent.push(key);
  throw failure(status);
};

describe('IdempotentAction', () => {
  it('makes 32 hex digit keys, a new one each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('sends one key for attempts made together (a double click), then a new key for the next action', async () => {
    const action = new IdempotentAction();
    const sent: string[] = [];
    const send = (key: string) => {
      sent.push(key);
      return Promise.resolve('session');
    };
    await Promise.all([action.run({ age: '21+' }, send), action.run({ age: '21+' }, send)]);
    expect(sent[0]).toBe(sent[1]);
    await action.run({ age: '21+' }, send);
    expect(sent[2]).not.toBe(sent[0]);
  });

  it.each([
    ['no answer (network error)', 0],
    ['a 5xx', 503],
  ])('keeps the key for the retry after %s', async (_, status) => {
    const action = new IdempotentAction();
    const sent: string[] = [];
    await expect(action.run({}, failing(sent, status))).rejects.toThrow();
    await action.run({}, async (key) => void sent.push(key));
    expect(sent[1]).toBe(sent[0]);
  });

  it('ends the action on a refusal (4xx), on another body and on reset', async () => {
    const action = new IdempotentAction();
    const sent: string[] = [];
    const fail = failing(sent, 0);
    await expect(action.run({}, failing(sent, 401))).rejects.toThrow();
    await expect(action.run({}, fail)).rejects.toThrow();
    expect(sent[1]).not.toBe(sent[0]);
    await expect(action.run({ other: true }, fail)).rejects.toThrow();
    expect(sent[2]).not.toBe(sent[1]);
    action.reset();
    await expect(action.run({ other: true }, fail)).rejects.toThrow();
    expect(sent[3]).not.toBe(sent[2]);
  });

  it('an older attempt answering late does not end a newer action', async () => {
    const action = new IdempotentAction();
    let answerFirst: (value: string) => void = () => {};
    const first = action.run({ a: 1 }, () => new Promise<string>((resolve) => (answerFirst = resolve)));
    const newer = action.keyFor({ a: 2 });
    answerFirst('late');
    await first;
    expect(action.keyFor({ a: 2 })).toBe(newer);
  });
});

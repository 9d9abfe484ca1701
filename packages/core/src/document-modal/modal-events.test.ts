import { describe, expect, it } from 'vitest';
import { defaultResultMessages } from '../contract/result-messages';
import { documentModalOutcomeTypes } from './modal';
import { type DocumentModalEventType, documentModalEvents } from './modal-events';

describe('documentModalEvents: the one table of the modal events', () => {
  it('exactly the events that end a scan show a result message, and each names two texts of 4.9', () => {
    const types = Object.keys(documentModalEvents) as DocumentModalEventType[];
    const withMessage = types.filter((type) => documentModalEvents[type].resultMessage);
    expect(withMessage.sort()).toEqual([...documentModalOutcomeTypes].sort());
    for (const type of withMessage) {
      const { title, subtitle } = documentModalEvents[type].resultMessage!;
      expect([title, subtitle].map((key) => key in defaultResultMessages)).toEqual([true, true]);
    }
  });

  it('gives the eleven callbacks of 6.2, each once', () => {
    const callbacks = Object.values(documentModalEvents).map((event) => event.callback);
    expect(new Set(callbacks).size).toBe(11);
    expect(callbacks).toContain('onErrorAlreadyVerified');
  });
});

import type { HostedSession } from './types';

/**
 * A session made on intent (intent preload), not shown yet: offered to the click that sends the same
 * body, while it is being made and afterwards until a quarter of its life (at most a minute) before the link
 * expires, so a person never gets a link that runs out under them.
 *
 * @example
 * const preparation = new Preparation(body, create(body));
 * preparation.offersTo(body, Date.now()); // true while under way, and while fresh once made
 */
export class Preparation {
  readonly #body: string;
  /** Resolves with the session, or `null` when it could not be made (the click then tries again). */
  readonly creation: Promise<HostedSession | null>;
  session: HostedSession | undefined;
  /** When the session was made: its link's life counts from here, not from the click. */
  madeAt = 0;
  #freshUntil = Infinity;

  constructor(body: Record<string, unknown>, creation: Promise<HostedSession | null>) {
    this.#body = JSON.stringify(body);
    this.creation = creation;
  }

  /** Records the session made, at `now`. */
  made(session: HostedSession, now: number): void {
    this.session = session;
    this.madeAt = now;
    this.#freshUntil = now + session.expires_in * 1000 - Math.min(60_000, session.expires_in * 250);
  }

  /** Whether a click (or a new intent) with `body` at `now` may take this one instead of making another. */
  offersTo(body: Record<string, unknown>, now: number): boolean {
    return this.#body === JSON.stringify(body) && (!this.session || now < this.#freshUntil);
  }
}

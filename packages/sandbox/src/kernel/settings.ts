/** Site (document capture) and app (VX) settings, changed through the admin API. Snake case, as sent on the wire. */
export interface SandboxSettings {
  /** Document site testing mode: the canned last names only work while it is on. */
  testing_mode: boolean;
  /** Manual review of failed documents (needed by the two `...manual...` canned names). */
  manual_review: boolean;
  /** Long-term storage: user status keeps personal fields past 2 h; DMV answers VERIFICATION EXISTS. */
  storage: boolean;
  /** Document callbacks carry `documents.front` / `documents.back` images. */
  image_return: boolean;
  /** VX app-level block: refuse create_session for a user already PASS, as `settings.block` does per request. */
  block: boolean;
  /** VX app uses human review: create_session answers 423 while a document is PENDING. */
  human_review: boolean;
  /** Where document callbacks are POSTed; null sends none. */
  callback_url: string | null;
  /** Document attempts allowed within 24 h before onErrorVelocity. */
  velocity_threshold: number;
  /** VX sessions allowed per email (7.2 "Too many attempts"). */
  vx_attempts_per_email: number;
  /** VX sessions allowed per device within 24 h (6.5 device tracking). */
  vx_attempts_per_device: number;
  /** Optional HTTP Basic credentials sent with VX webhooks and document callbacks, as `user:pass`. */
  webhook_basic_auth: string | null;
}

export const defaultSettings: SandboxSettings = {
  testing_mode: true,
  manual_review: true,
  storage: false,
  image_return: false,
  block: false,
  human_review: false,
  callback_url: null,
  velocity_threshold: 3,
  vx_attempts_per_email: 10,
  vx_attempts_per_device: 10,
  webhook_basic_auth: null,
};

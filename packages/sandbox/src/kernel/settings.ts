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

type SettingIssue = { field: string; rule: string };

/** Validates a partial settings patch; unknown fields are ignored (9.3), wrong types are reported. */
export function validateSettingsPatch(
  patch: unknown,
): { ok: true; value: Partial<SandboxSettings> } | { ok: false; issues: SettingIssue[] } {
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) {
    return { ok: false, issues: [{ field: '(body)', rule: 'must be a JSON object' }] };
  }
  const issues: SettingIssue[] = [];
  const value: Record<string, unknown> = {};
  for (const [key, expected] of Object.entries(defaultSettings)) {
    if (!(key in patch)) continue;
    const v = (patch as Record<string, unknown>)[key];
    if (typeof expected === 'boolean') {
      if (typeof v !== 'boolean') issues.push({ field: key, rule: 'must be a boolean' });
      else value[key] = v;
    } else if (typeof expected === 'number') {
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) {
        issues.push({ field: key, rule: 'must be a positive integer' });
      } else value[key] = v;
    } else if (v !== null && (typeof v !== 'string' || v.length === 0)) {
      issues.push({ field: key, rule: 'must be a non-empty string or null' });
    } else if (key === 'callback_url' && typeof v === 'string' && !/^https?:\/\//.test(v)) {
      issues.push({ field: key, rule: 'must be an http(s) URL' });
    } else value[key] = v;
  }
  return issues.length ? { ok: false, issues } : { ok: true, value: value as Partial<SandboxSettings> };
}

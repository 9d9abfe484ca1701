import { defaultResultMessages } from '@veriframe/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../src/index';

// The hosted pages' default 4.9 texts are core's, the ones the kit's components show for the same event. The
// sandbox once carried its own copy whose subtitles differed (already verified, pending, velocity).

describe("hosted pages: the default result texts are core's", () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  const screens = [
    ['success', 'verificationSuccess'],
    ['failure', 'verificationFailure'],
    ['error-token', 'verificationErrorToken'],
    ['error-already-verified', 'verificationErrorAlreadyVerified'],
    ['error-pending', 'verificationErrorPending'],
    ['error-velocity', 'verificationErrorVelocity'],
    ['error', 'verificationError'],
  ] as const;

  it.each(screens)('capture page, screen %s, shows the title and subtitle of %s', async (screen, key) => {
    const res = await fetch(`${sandbox.frontendOrigin}/preview/capture?screen=${screen}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    // A failure is pending review (core's documentModalEvents tone): the kit's "Under Review" over 4.9's subtitle.
    expect(html).toContain(
      key === 'verificationFailure' ? 'Under Review' : defaultResultMessages[`${key}Title`],
    );
    expect(html).toContain(defaultResultMessages[`${key}SubTitle`]);
  });
});

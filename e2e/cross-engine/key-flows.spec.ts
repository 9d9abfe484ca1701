import {
  createSession,
  expectConfirmedOutcome,
  journeyFrame,
  openDemo,
  texts,
  waitForAttribute,
  waitForNone,
  waitForText,
  walkJourney,
} from './demo';
import { expect, test } from './fixtures';
import { byLabel, byText, until } from './scope';

// The key flows in Firefox and WebKit, one browser session per engine (projects `firefox` and
// `webkit` in playwright.config.ts). Chromium runs the fuller versions in e2e/tests: the file named beside each.

const dialog = '[role="dialog"], dialog[open]';

test('hosted journey in the page: PASS confirmed by the proxy (tests/hosted.spec.ts)', async ({
  engine,
  stack,
}) => {
  await openDemo(engine, stack, 'hosted');
  await createSession(engine.top);
  await walkJourney(engine.top, { document: 'pass', selfie: 'pass', phone: 'pass' });
  await expectConfirmedOutcome(engine.top, 'PASS');
  expect(await texts(engine.top, '[data-testid="session-messages"] li')).toEqual(['PASS']);
});

test('hosted journey in the dialog: focus inside, PASS, Escape closes, focus returns (tests/hosted-dialog.spec.ts)', async ({
  engine,
  stack,
}) => {
  await openDemo(engine, stack, 'hosted');
  await engine.top.click('input[name="presentation"][value="dialog"]');
  await engine.top.click(byText('button', 'Create session'));
  await engine.top.frame(journeyFrame).text('[data-testid="journey-start"]');
  const focusInside = (selector: string) =>
    engine.top.evaluate(
      (css: string) => !!document.querySelector(css)?.contains(document.activeElement),
      selector,
    );
  await until('focus in the dialog', () => focusInside(dialog));

  await walkJourney(engine.top, { document: 'pass', selfie: 'pass', phone: 'pass' });
  await expectConfirmedOutcome(engine.top, 'PASS');

  // The clicks left focus in the frame; Escape is the dialog's when focus is on its own controls. A click on
  // the dialog's heading first: WebKit keeps sending keys to the frame that took focus last (the journey page),
  // even with the top document's activeElement on the Close button.
  await engine.top.click(`:is(${dialog}) h2`);
  await engine.top.evaluate(
    (css: string) => document.querySelector(css)?.querySelector<HTMLElement>('button[aria-label]')?.focus(),
    dialog,
  );
  await engine.press('Escape');
  await waitForNone(engine.top, dialog);
  await until('focus back on "Create session"', () =>
    engine.top.evaluate(() => document.activeElement?.textContent?.trim() === 'Create session'),
  );
});

test('forged-message gate: a PASS from another window of the hosted origin never counts (tests/forged-messages.spec.ts)', async ({
  engine,
  stack,
}) => {
  await openDemo(engine, stack, 'hosted');
  await createSession(engine.top);
  // A spy proves the forged message arrived, so "nothing happened" means the gate refused it.
  await engine.top.evaluate(() => {
    const w = window as unknown as { __messages: { origin: string; data: unknown }[] };
    w.__messages = [];
    window.addEventListener('message', (e) => w.__messages.push({ origin: e.origin, data: e.data }));
  });
  const impostorUrl = `${stack.sandbox_frontend}/not-the-journey`;
  await engine.top.evaluate((url: string) => {
    const frame = document.createElement('iframe');
    frame.src = url;
    frame.title = 'injected';
    document.body.append(frame);
  }, impostorUrl);
  const impostor = engine.top.frame('iframe[title="injected"]');
  // Until it navigated, the frame is about:blank of the demo's own origin.
  await until(
    'the impostor page',
    async () => (await impostor.evaluate(() => location.origin)) === stack.sandbox_frontend,
  );
  await impostor.evaluate(() => window.parent.postMessage('PASS', '*'));
  await until('the forged PASS to arrive', () =>
    engine.top.evaluate(
      (origin: string) =>
        (window as unknown as { __messages: { origin: string; data: unknown }[] }).__messages.some(
          (m) => m.origin === origin && m.data === 'PASS',
        ),
      stack.sandbox_frontend,
    ),
  );
  expect(await engine.top.count('[data-testid="outcome"]')).toBe(0);
  expect(await engine.top.count('[data-testid="no-session-messages"]')).toBe(1);

  await walkJourney(engine.top, { document: 'fail' });
  await expectConfirmedOutcome(engine.top, 'FAIL');
  expect(await texts(engine.top, '[data-testid="session-messages"] li')).toEqual(['FAIL']);
});

for (const c of [
  { ln: 'dcamspluspass', callback: 'onSuccess', status: 'PASS' },
  { ln: 'dcamsplusfail', callback: 'onFailure', status: 'FAIL' },
]) {
  test(`document modal, ${c.ln}: ${c.callback}, user status ${c.status}, onClose (tests/document-modal.spec.ts)`, async ({
    engine,
    stack,
  }) => {
    // A new person for each name: a person's earlier result would change the outcome.
    await openDemo(engine, stack, 'document');
    await engine.clearCookies();
    await engine.goto('about:blank'); // else the same URL is only a hash change, not a new load
    await openDemo(engine, stack, 'document');
    await engine.top.click(`input[type="radio"][value="${c.ln}"]`);
    await waitForText(engine.top, '[data-testid="modal-state"]', /Ready/);
    await engine.top.click(byText('button', 'Scan a document'));
    const capture = engine.top.frame(`iframe[src^="${stack.sandbox_frontend}/capture"]`);
    await capture.click('[data-testid="capture-start"]');
    await capture.click('[data-testid="capture-scan"]');

    await until(`onOpen then ${c.callback}`, async () => {
      const callbacks = await texts(engine.top, '[data-testid="modal-callbacks"] li');
      return (
        callbacks.length === 2 && callbacks[0]?.startsWith('onOpen') && callbacks[1]?.startsWith(c.callback)
      );
    });
    await waitForAttribute(engine.top, '[data-testid="user-status"]', 'data-status', c.status);

    // The capture page shows one of its done buttons, depending on the outcome.
    const done = await until('a visible done button', () =>
      capture.evaluate(
        () =>
          Array.from(document.querySelectorAll<HTMLElement>('[data-testid^="capture-done-"]'))
            .find((el) => el.getClientRects().length > 0)
            ?.getAttribute('data-testid') ?? '',
      ),
    );
    await capture.click(`[data-testid="${done}"]`);
    await until('onClose', async () =>
      (await texts(engine.top, '[data-testid="modal-callbacks"] li')).at(-1)?.startsWith('onClose'),
    );
  });
}

test('quiz: four right answers pass (tests/quiz.spec.ts)', async ({ engine, stack }) => {
  // Alice Adult's own values: the sandbox asks for her state, city, ZIP and street.
  const alice = ['NY', 'ALBANY', '12207', '100 MAIN ST'];
  await openDemo(engine, stack, 'quiz');
  await engine.top.click(byText('button', 'Start the questions'));
  await engine.top.text('[data-testid="quiz"] [role="timer"]');
  const groups = await until('four questions', async () => {
    const values = await engine.top.evaluate(() =>
      Array.from(document.querySelectorAll('[data-testid="quiz"] fieldset'), (group) =>
        Array.from(
          group.querySelectorAll('input[type="radio"]'),
          (radio) => (radio as HTMLInputElement).value,
        ),
      ),
    );
    return values.length === 4 ? values : null;
  });
  for (const [i, values] of groups.entries()) {
    const right = values.find((v) => alice.includes(v));
    expect(right, `question ${i + 1} offers Alice's own value`).toBeTruthy();
    await engine.top.click(`(//*[@data-testid="quiz"]//fieldset)[${i + 1}]//input[@value="${right}"]`);
  }
  await engine.top.click(byText('button', 'Submit answers'));
  await waitForText(engine.top, '[data-testid="quiz"] [role="status"]', /PASS[\s\S]*4 of 4 answers correct/);
});

test('style previewer: an edit shows in the real page it frames (tests/themes.spec.ts)', async ({
  engine,
  stack,
}) => {
  await openDemo(engine, stack, 'styles');
  const preview = engine.top.frame('iframe[title="Hosted page preview, light"]');
  await preview.text('[data-testid="journey-start"]');
  await engine.top.select(byLabel('Primary color'), 'grape');
  await engine.top.select(byLabel('Primary shade'), '8');
  await engine.top.fill(byLabel('Button radius'), 'xl');
  await until('the typed radius in the field', () =>
    engine.top.evaluate(
      () => document.activeElement instanceof HTMLInputElement && document.activeElement.value === 'xl',
    ),
  );
  await until('the edited look in the framed page', () =>
    preview.evaluate(() => {
      const button = document.querySelector('[data-testid="journey-start"]');
      if (!button) return false;
      const style = getComputedStyle(button);
      return style.backgroundColor === 'rgb(156, 54, 181)' && style.borderRadius === '32px';
    }),
  );
});

import { createSession, journey } from '../support/hosted';
import { expect, openDemo, test } from '../support/test';

/** The computed look of the journey's primary button: what a theme changes on the real page. */
const startButtonLook = (frame: ReturnType<typeof journey>) =>
  frame.getByTestId('journey-start').evaluate((button) => {
    const style = getComputedStyle(button);
    return { background: style.backgroundColor, radius: style.borderRadius };
  });

/** The radius of the framed page's first button, once its script has shown a screen (else null). */
const framedButtonRadius = (frame: ReturnType<typeof journey>) =>
  frame.locator('body').evaluate((body) => {
    const button = body.querySelector('.vf-button');
    return body.dataset.state && button ? getComputedStyle(button).borderRadius : null;
  });

test.describe('themes end to end', () => {
  test('a theme exported from the previewer, applied to a real session, changes the real page', async ({
    page,
    stack,
  }) => {
    // The default look of a real session first.
    await openDemo(page, stack, 'hosted');
    await createSession(page);
    const before = await startButtonLook(journey(page));

    // Edit the theme in the previewer: its frames show the sandbox's real page in preview mode.
    await openDemo(page, stack, 'styles');
    const preview = page.frameLocator('iframe[title="Hosted page preview, light"]');
    await expect(preview.getByTestId('journey-start')).toBeVisible();
    await page.getByLabel('Primary color').selectOption('grape');
    await page.getByLabel('Primary shade').selectOption('8');
    // Right after the selects: each of them reloads the frames, and the reloaded pages must not take the
    // focus (and so the keys) from the field (the lost edit, fixed in the sandbox's page scripts).
    await page.getByLabel('Button radius').fill('xl');
    await expect(page.getByLabel('Button radius')).toHaveValue('xl');
    await expect
      .poll(() => startButtonLook(preview))
      .toEqual({ background: 'rgb(156, 54, 181)', radius: '32px' });
    const exported = await page.getByLabel('JSON for create_session').inputValue();
    expect(JSON.parse(exported).styles).toMatchObject({ primaryColor: 'grape', primaryShade: 8 });

    // Apply it to a real session, in Spanish.
    await openDemo(page, stack, 'hosted');
    await page.getByLabel('Theme (JSON exported by the style previewer)').fill(exported);
    await page.getByLabel('Language').selectOption('es');
    await createSession(page);
    // Polled: the frame of the previous session (default look) may still be on screen for a moment.
    await expect
      .poll(() => startButtonLook(journey(page)))
      .toEqual({ background: 'rgb(156, 54, 181)', radius: '32px' });
    expect(before).not.toEqual({ background: 'rgb(156, 54, 181)', radius: '32px' });
    await expect(journey(page).getByTestId('journey-start')).toHaveText('Iniciar la verificación');
  });

  // Every valid edit reloads the framed pages; a reloaded page that focused its heading would take the focus
  // out of the field being typed into, and the keys that followed would go into the frame.
  for (const screen of ['Journey: intro', 'Capture: intro']) {
    test(`keys typed while the real page reloads stay in the field (${screen})`, async ({ page, stack }) => {
      await openDemo(page, stack, 'styles');
      await page.getByLabel('Screen').selectOption({ label: screen });
      const field = page.getByLabel('Button radius');
      await field.fill('1');
      // Both frames have loaded the edited theme and run their scripts (the script sets data-state).
      for (const scheme of ['light', 'dark']) {
        await expect
          .poll(() => framedButtonRadius(page.frameLocator(`iframe[title="Hosted page preview, ${scheme}"]`)))
          .toBe('1px');
      }
      await expect(field).toBeFocused();
      await page.keyboard.type('2px');
      await expect(field).toHaveValue('12px');
      await expect
        .poll(() => framedButtonRadius(page.frameLocator('iframe[title="Hosted page preview, light"]')))
        .toBe('12px');
    });
  }

  test('the saved theme of the previewer can be applied with one button', async ({ page, stack }) => {
    await openDemo(page, stack, 'styles');
    await page.getByLabel('Button radius').fill('3px');
    await openDemo(page, stack, 'hosted');
    await page.getByRole('button', { name: 'Use the theme from the style previewer' }).click();
    await expect(page.getByLabel('Theme (JSON exported by the style previewer)')).toHaveValue(
      /"radius": "3px"/,
    );
    await createSession(page);
    await expect.poll(async () => (await startButtonLook(journey(page))).radius).toBe('3px');
  });

  test('a theme the service refuses is refused with the key and what the rule wants', async ({
    page,
    stack,
  }) => {
    await openDemo(page, stack, 'hosted');
    await page
      .getByLabel('Theme (JSON exported by the style previewer)')
      .fill(JSON.stringify({ styles: { defaultRadius: 'huge' } }));
    await page.getByRole('button', { name: 'Create session' }).click();
    await expect(page.getByText(/defaultRadius: must be one of xs, sm, md, lg, xl/)).toBeVisible();
  });

  test('a share link opens the previewer with its theme (not "Page not found")', async ({ page, stack }) => {
    await openDemo(page, stack, 'styles');
    await page.getByLabel('Default radius').fill('lg');
    await page.getByRole('button', { name: 'Create share link' }).click();
    const link = await page.getByLabel('Share link (copied)').inputValue();
    expect(link).toContain('#/styles?vf-theme=');
    // The link as shared, and the bare form of older links.
    for (const url of [link, link.replace('#/styles?', '#')]) {
      await page.goto('about:blank');
      await page.goto(url);
      await expect(page.locator('main h1')).toHaveText('Style previewer');
      await expect(page.getByLabel('Default radius')).toHaveValue('lg');
    }
  });
});

import { finding, openWithDevtools, withPageHeaders } from '../support/devtools';
import { createSession, frameTitle } from '../support/hosted';
import { expect, test } from '../support/test';

/**
 * The page the kit is embedded in breaks it without an error: a Content-Security-Policy that blocks the
 * verification frame or the modal's script, a frame without the camera. The real demo page, served with the
 * header a misconfigured server of the app would add; the panel names the cause and the fix.
 */
test.describe('devtools: the embedding’s silent failures have a cause', () => {
  test('the verification frame blocked by the page’s CSP (frame-src)', async ({ page, stack }) => {
    await withPageHeaders(page, stack, { 'content-security-policy': "frame-src 'self'" });
    await openWithDevtools(page, stack, 'hosted');
    await page.getByRole('button', { name: 'Create session' }).click();
    await expect(page.locator(`iframe[title="${frameTitle}"]`)).toBeAttached();
    const found = await finding(page, 'csp-blocks-hosted-origin');
    await expect(found).toContainText(
      `Content-Security-Policy (frame-src) blocked ${stack.sandbox_frontend}`,
    );
    await expect(found).toContainText(`Fix: add ${stack.sandbox_frontend} to frame-src`);
  });

  test('the document modal’s script blocked by the page’s CSP (script-src)', async ({ page, stack }) => {
    await withPageHeaders(page, stack, { 'content-security-policy': "script-src 'self'" });
    await openWithDevtools(page, stack, 'document');
    await page.getByRole('button', { name: 'Scan a document' }).click();
    const script = `${stack.sandbox_frontend}/modal/v1/modal.js`;
    const blocked = await finding(page, 'csp-blocks-modal-files');
    await expect(blocked).toContainText(`(script-src-elem) blocked ${script}`);
    await expect(blocked).toContainText(`Fix: allow ${stack.sandbox_frontend} in script-src`);
    // And the modal's flow failed because of it: the cause of the button that never opens anything.
    const failed = await finding(page, 'modal-script-failed');
    await expect(failed).toContainText(`the document modal’s script ${script} did not load`);
  });

  test('a verification frame without the camera (no allow="camera")', async ({ page, stack }) => {
    await openWithDevtools(page, stack, 'hosted');
    await createSession(page);
    // The app renders its own frame for the link, as many do, without the camera permission.
    await page.locator(`iframe[title="${frameTitle}"]`).evaluate((frame) => frame.removeAttribute('allow'));
    const found = await finding(page, 'frame-camera-not-allowed');
    await expect(found).toContainText('has no allow="camera": the verification cannot open the camera');
    await expect(found).toContainText('add allow="camera; fullscreen" to your <iframe>');
  });
});

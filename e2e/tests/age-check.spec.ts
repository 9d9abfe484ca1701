import { expect, openDemo, test } from '../support/test';

test.describe('gateway age check (AgeMatch5.0 through the proxy)', () => {
  const cases = [
    { person: 'Alice Adult', action: 'PASS', detail: 'ALL CHECKS PASSED' },
    { person: 'Milo Minor', action: 'FAIL', detail: 'POSSIBLE MINOR' },
    { person: 'Dean Deceased', action: 'FAIL', detail: 'TARGET IS DECEASED' },
    { person: 'Nora Nodob', action: 'FAIL', detail: 'AGE NOT VERIFIED' },
  ];
  for (const c of cases) {
    test(`${c.person}: ${c.action} / ${c.detail}`, async ({ page, stack }) => {
      await openDemo(page, stack, 'age');
      const option = page.getByLabel('Test person').locator('option', { hasText: c.person });
      await page.getByLabel('Test person').selectOption((await option.getAttribute('value')) ?? '');
      await page.getByRole('button', { name: 'Check age' }).click();
      const result = page.getByTestId('age-result');
      await expect(result.getByTestId('action')).toHaveText(c.action);
      await expect(result).toContainText(c.detail);
      // "No issues." only under a PASS: a FAIL without issues must not read as a clean bill.
      await expect(result.getByText('No issues.')).toHaveCount(c.action === 'PASS' ? 1 : 0);
    });
  }

  test('a malformed date of birth is reported at the field, not in the answer panel', async ({
    page,
    stack,
  }) => {
    await openDemo(page, stack, 'age');
    await page.getByLabel('Test person').selectOption('adult');
    const dob = page.getByRole('textbox', { name: /^Date of birth/ });
    await dob.fill('1980-02-30');
    await page.getByRole('button', { name: 'Check age' }).click();
    await expect(page.getByTestId('field-error-dob')).toBeVisible();
    await expect(dob).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('age-result')).not.toContainText('dob');
    // The invalid field is marked by its border too, and its neighbour stays in line.
    const red = await dob.evaluate((input) => getComputedStyle(input).borderTopColor);
    const grey = await page
      .getByRole('textbox', { name: /^SSN/ })
      .evaluate((input) => getComputedStyle(input).borderTopColor);
    expect(red).not.toBe(grey);
    const [dobBox, ssnBox] = [
      await dob.boundingBox(),
      await page.getByRole('textbox', { name: /^SSN/ }).boundingBox(),
    ];
    expect(dobBox?.y).toBe(ssnBox?.y);
    // The state must be two letters: "New York" is refused at the field before anything is sent.
    await dob.fill('19800115');
    await page.getByRole('textbox', { name: /^State/ }).fill('New York');
    await page.getByRole('button', { name: 'Check age' }).click();
    await expect(page.getByTestId('field-error-state')).toHaveText('Two letters, such as NY.');
    await expect(page.getByRole('textbox', { name: /^State/ })).toHaveAttribute('aria-invalid', 'true');
  });

  test('a rate-limited check says how long to wait, and offers to try again', async ({ page, stack }) => {
    await openDemo(page, stack, 'age');
    await page.getByLabel('Test person').selectOption('adult');
    await page.getByTestId('sandbox-faults').locator('summary').click();
    await page.getByTestId('fault-gateway-429').click();
    await expect(page.getByTestId('active-faults').locator('li')).toHaveCount(1);
    await page.getByRole('button', { name: 'Check age' }).click();
    await expect(page.getByTestId('age-error')).toContainText('Try again in 30 seconds');
    await page.getByTestId('age-error').getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('age-result')).toContainText('PASS');
  });

  test('a rule set the input does not satisfy fails with its issue', async ({ page, stack }) => {
    await openDemo(page, stack, 'age');
    await page.getByLabel('Test person').selectOption('adult');
    await page.getByRole('textbox', { name: /^SSN/ }).fill('000000000');
    await page.getByLabel('Rule set').selectOption('AgeMatch5_0_RuleSet_DOB_SSN');
    await page.getByRole('button', { name: 'Check age' }).click();
    const result = page.getByTestId('age-result');
    await expect(result.getByTestId('action')).toHaveText('FAIL');
    await expect(result).toContainText('SSN CHECK FAILED');
  });
});

import { testPersons } from '@veriframe/sandbox/test-data';
import { expect, openDemo, test } from '../support/test';

test('the overview says where to start and lists the test people and the six canned last names', async ({
  page,
  stack,
}) => {
  await openDemo(page, stack, '');
  const guide = page.getByTestId('start-guide');
  await expect(guide.getByRole('link', { name: 'Age check' })).toBeVisible();
  await expect(guide).toContainText('Switch between Ada and Grace');
  await expect(guide.getByTestId('start-people').locator('li')).toHaveCount(6);
  await expect(guide.getByTestId('start-people')).toContainText(testPersons.adult.ln, { ignoreCase: true });
  const names = guide.getByTestId('start-canned-names').locator('code');
  await expect(names).toHaveText([
    'dcamspluspass',
    'dcamsplusfail',
    'dcamsplusfailmanualpass',
    'dcamsplusfailmanualfail',
    'dcamspluspassselfiematch',
    'dcamspluspassselfienomatch',
  ]);
});

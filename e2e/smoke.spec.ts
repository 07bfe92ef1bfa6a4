import { expect, test } from './fixtures.ts';

test('a saver signed in lands on the dashboard @phone', async ({ saver, signIn }) => {
  const page = await signIn(saver);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(saver.name) })).toBeVisible();
});

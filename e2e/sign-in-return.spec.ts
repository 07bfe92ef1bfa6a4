// Sign-in returns to the page that asked for it: the footer's Blog link, a shared link, a session that
// ran out; only ever to a page of the app area (no open redirect), and never after a deliberate logout.
import { expect, test } from './fixtures.ts';
import { revokeSessionAndReload, signInHere } from './support.ts';

test.describe('sign-in returns to the page that asked for it', () => {
  test("a visitor following the footer's Blog link signs in and lands on the blog @phone", async ({ page, saver }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
    await signInHere(page, saver);
    await expect(page).toHaveURL('/app/blog');
    await expect(page.getByRole('heading', { name: 'Blog', exact: true })).toBeVisible();
  });

  test('a shared link to a post opens that post after sign-in', async ({ page, saver }) => {
    await page.goto('/app/blog/103');
    await signInHere(page, saver);
    await expect(page).toHaveURL('/app/blog/103');
    await expect(page.getByRole('heading', { level: 1, name: 'How to plan for school fees without borrowing' })).toBeVisible();
  });

  test('the to-do questionnaire link, asked for signed out, opens after sign-in', async ({ page, freshUser }) => {
    await page.goto('/app/help');
    await signInHere(page, freshUser);
    await expect(page).toHaveURL('/app/help');
  });

  test('a session that runs out returns the customer to the page they were on', async ({ page, saver }) => {
    await page.goto('/app/blog/101');
    await signInHere(page, saver);
    await expect(page).toHaveURL('/app/blog/101');
    // The session and its refresh are both refused: the client signs out.
    await revokeSessionAndReload(page);
    await signInHere(page, saver);
    await expect(page).toHaveURL('/app/blog/101');
  });

  test('after a deliberate logout, the next sign-in lands on the dashboard', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/blog');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log Out' }).click();
    await signInHere(page, saver);
    await expect(page).toHaveURL('/app/dashboard');
  });

  for (const target of ['https://evil.example/app/blog', '//evil.example/app', '/auth/signup1/1', '/app/../faq']) {
    test(`a stored target of ${target} is ignored: sign-in lands on the dashboard`, async ({ page, saver }) => {
      await page.goto('/auth/login');
      await page.evaluate((t) => sessionStorage.setItem('returnTo', t), target);
      await signInHere(page, saver);
      await expect(page).toHaveURL('/app/dashboard');
    });
  }
});

// Redirect rules (spec part 1, sections 2 and 6): who may see which area, and where unknown paths lead.
import { expect, test } from './fixtures.ts';

test.describe('anonymous visitor', () => {
  test('/auth goes to the sign-in form', async ({ page }) => {
    await page.goto('/auth');
    await expect(page).toHaveURL('/auth/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('an unknown auth path goes to the home page', async ({ page }) => {
    await page.goto('/auth/whatever');
    await expect(page).toHaveURL('/');
  });

  test('the dashboard asks for sign-in', async ({ page }) => {
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL('/auth/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('any app path asks for sign-in', async ({ page }) => {
    await page.goto('/app/anything');
    await expect(page).toHaveURL('/auth/login');
  });

  test('/app asks for sign-in', async ({ page }) => {
    await page.goto('/app');
    await expect(page).toHaveURL('/auth/login');
  });

  test('an unknown public path goes to the home page', async ({ page }) => {
    await page.goto('/nowhere');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  });
});

test.describe('signed-in customer', () => {
  test('the sign-in form sends them to the dashboard', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/auth/login');
    await expect(page).toHaveURL('/app/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('/auth sends them to the dashboard', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/auth');
    await expect(page).toHaveURL('/app/dashboard');
  });

  test('an unknown app path goes to the dashboard', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/whatever');
    await expect(page).toHaveURL('/app/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('/app goes to the dashboard', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app');
    await expect(page).toHaveURL('/app/dashboard');
  });
});

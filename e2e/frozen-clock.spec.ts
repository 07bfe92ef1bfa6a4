// Moves between screens with the page clock frozen, as a journey that times a toast or a redirect
// freezes it: each screen and each part of one that loads after a move must show, with no bare
// "Loading…" left. React reveals a lazily loaded screen on a 300 ms timer, which a frozen clock never
// runs; so, as every timed journey does, the clock runs while a screen arrives and is frozen again once
// it is there (settled below).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { loginForm } from './support.ts';

async function freezeOn(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.pauseAt(Date.now() + 60_000);
}

/** Lets the (installed) clock run until `shown` passes, then freezes it again a minute ahead. */
async function settled(page: Page, shown: () => Promise<void>) {
  await page.clock.resume();
  await shown();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 60_000);
}

/** The screen is there, with the parts it loads after it paints (a form, say): no bare "Loading…" left. */
async function expectScreen(page: Page, heading: string) {
  await settled(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading…$/ })).toHaveCount(0);
  });
}

test('with the clock frozen, a visitor goes from the landing page to sign in, signs in, and moves through the app by its links', async ({ page, saver }) => {
  test.setTimeout(90_000);
  await freezeOn(page, '/');
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Sign in' }).click();
  await expectScreen(page, 'Sign in');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expectScreen(page, 'Forgot your password?');
  await page.goBack();
  await expectScreen(page, 'Sign in');
  const form = loginForm(page);
  await form.email.fill(saver.email);
  await form.password.fill(saver.password);
  await form.submit.click();
  await expect(page).toHaveURL('/app/dashboard');
  await expectScreen(page, 'Dashboard');

  const nav = page.getByRole('navigation', { name: 'Main' });
  const main = page.getByRole('main');
  await nav.getByRole('link', { name: 'Savings', exact: true }).click();
  await expectScreen(page, 'Savings');
  await main.getByRole('link', { name: /^Individual Savings/ }).click();
  await expectScreen(page, 'Individual savings');
  await nav.getByRole('link', { name: 'Savings', exact: true }).click();
  await main.getByRole('link', { name: /^Group Savings/ }).click();
  await expectScreen(page, 'Group savings');
  await nav.getByRole('link', { name: 'Blog', exact: true }).click();
  await expectScreen(page, 'Blog');
  await nav.getByRole('link', { name: 'Account', exact: true }).click();
  await expectScreen(page, 'Account');
  await main.getByRole('link', { name: /^My Security Settings/ }).click();
  await expectScreen(page, 'My Security Settings');
  await expect(main.getByRole('button').first()).toBeVisible();
  await nav.getByRole('link', { name: 'Home', exact: true }).click();
  await expectScreen(page, 'Dashboard');
  await page.getByRole('banner').getByRole('link', { name: 'Stash', exact: true }).click();
  await expectScreen(page, 'Stash');
  await expect(main.getByLabel('Amount')).toBeVisible();

  await nav.getByRole('button', { name: 'Log Out' }).click();
  await expectScreen(page, 'Sign in');
  await expect(loginForm(page).email).toBeVisible();
});

test('with the clock frozen from the start, a cold load of a screen shows the parts it loads after it paints', async ({ page, saver, signIn }) => {
  await signIn(saver);
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  const main = page.getByRole('main');
  await page.goto('/app/stash');
  await expectScreen(page, 'Stash');
  await expect(main.getByLabel('Amount')).toBeVisible();
  await page.goto('/app/savings/pursestep1/Custom');
  await settled(page, async () => {
    await expect(main.getByRole('button').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading…$/ })).toHaveCount(0);
  });
  await page.goto('/app/help');
  await expectScreen(page, 'Let us help you save better');
  await expect(main.getByRole('button').first()).toBeVisible();
});

test('with the clock frozen, the phone menu moves between the app areas @phone', async ({ page, saver, signIn }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the Menu is for narrow screens; the phone project runs this');
  await page.clock.install();
  await signIn(saver, '/app/dashboard');
  await expectScreen(page, 'Dashboard');
  await page.clock.pauseAt(Date.now() + 60_000);
  for (const [link, heading] of [
    ['Savings', 'Savings'],
    ['Blog', 'Blog'],
    ['Account', 'Account'],
    ['Home', 'Dashboard'],
  ] as const) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: link, exact: true }).click();
    await expectScreen(page, heading);
  }
});

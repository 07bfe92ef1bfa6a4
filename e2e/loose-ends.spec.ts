// Part 1 loose ends: the modal's 500 ms transition (none for reduced motion), the 1 s toast, and the
// public site's description of Stash as fixed-term savings with a small breakage fee.
import { expect, test } from './fixtures.ts';
import { signInPaused } from './dashboard-support.ts';
import { choosePayment, createStash } from './stash-support.ts';

const bvnDialog = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Link your Bank Verification Number' });
const openBvn = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'To-Do list' }).getByRole('button', { name: 'Link your BVN' }).click();
const animation = (page: import('@playwright/test').Page) =>
  bvnDialog(page).evaluate((el) => {
    const style = getComputedStyle(el);
    return { name: style.animationName, duration: style.animationDuration };
  });

test.describe('modal transitions', () => {
  test('a modal opens and closes with a 500 ms transition', async ({ page, freshUser, signIn }) => {
    await signInPaused(page, signIn, freshUser);
    await openBvn(page);
    await expect(bvnDialog(page)).toBeVisible();
    expect(await animation(page)).toMatchObject({ duration: '0.5s' });
    expect((await animation(page)).name).not.toBe('none');
    await bvnDialog(page).getByRole('button', { name: 'Close' }).click();
    // While it closes it plays its leaving animation, then it is gone.
    await expect(bvnDialog(page)).toHaveCount(0);
    await openBvn(page);
    await page.keyboard.press('Escape');
    await expect(bvnDialog(page)).toHaveCount(0);
  });

  test('with reduced motion a modal opens and closes at once', async ({ page, freshUser, signIn }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInPaused(page, signIn, freshUser);
    await openBvn(page);
    await expect(bvnDialog(page)).toBeVisible();
    expect((await animation(page)).name).toBe('none');
    await bvnDialog(page).getByRole('button', { name: "I'll do this later" }).click();
    await expect(bvnDialog(page)).toHaveCount(0);
  });
});

test('the copy confirmation is a toast that closes after 1 s', async ({ page, context, saver, signIn }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await signIn(saver);
  await createStash(page);
  await choosePayment(page, 'Bank transfer');
  const step = page.getByRole('region', { name: 'Pay with bank transfer' });
  await expect(step.getByRole('button', { name: 'Copy account number' })).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await step.getByRole('button', { name: 'Copy account number' }).click();
  await expect(step.getByRole('status')).toHaveText('Account number copied');
  await page.clock.runFor(999);
  await expect(step.getByRole('status')).toHaveText('Account number copied');
  await page.clock.runFor(1);
  await expect(step.getByRole('status')).toHaveText('');
});

test('the public site calls Stash fixed-term savings with a small breakage fee @phone', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('button', { name: 'What is a Stash?' }).click();
  await expect(page.getByText('A Stash is fixed-term savings: you lock an amount for a period you choose, and it earns interest until its maturity date.')).toBeVisible();
  await expect(page.getByText('Unlike other plans, a Stash can be broken before maturity, for a small breakage fee.')).toBeVisible();
  await expect(page.getByText(/flexible savings/i)).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByText(/flexible savings/i)).toHaveCount(0);
});

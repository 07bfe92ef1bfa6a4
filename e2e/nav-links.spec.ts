// Navigation is links: every control that only goes somewhere is a link (it opens in a new tab, a screen
// reader announces a link), styled as the button the spec names. The lint rule in eslint.config.js flags
// an onClick that only navigates; this walks the controls a customer meets.
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fillStep1, section } from './savings-support.ts';

async function isLinkTo(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href);
  const name = (await link.innerText()).trim();
  await expect(link.page().getByRole('button', { name, exact: true }), `no button named "${name}"`).toHaveCount(0);
}

test('the header’s Stash, Transfer Funds, Withdraw Funds, the create tiles, GO BACK and PREVIOUS are links @phone', async ({ saver, signIn }) => {
  const page = await signIn(saver);

  await test.step('the header’s Stash on the dashboard', async () => {
    const stash = page.getByRole('banner').getByRole('link', { name: 'Stash', exact: true });
    await isLinkTo(stash, '/app/stash');
    await stash.click();
    await expect(page).toHaveURL('/app/stash');
  });

  await test.step('Transfer Funds and Withdraw Funds on the account home and the referral page', async () => {
    for (const address of ['/app/account', '/app/account/refer']) {
      await page.goto(address);
      await isLinkTo(page.getByRole('link', { name: 'Transfer Funds', exact: true }), '/app/account/transfer');
      await isLinkTo(page.getByRole('link', { name: 'Withdraw Funds', exact: true }), '/app/account/withdraw');
    }
  });

  await test.step('the create tiles, a purse’s Fund and a plan’s GO BACK', async () => {
    await page.goto('/app/savings');
    const create = section(page, 'Start saving');
    await expect(create.getByRole('link')).toHaveCount(3);
    await expect(create.getByRole('button')).toHaveCount(0);
    await expect(section(page, 'myPurse').getByRole('link', { name: /^Fund / }).first()).toBeVisible();
    await section(page, 'Core Savings').getByRole('link').first().click();
    await isLinkTo(page.getByRole('link', { name: 'GO BACK', exact: true }), '/app/savings');
  });

  await test.step('PREVIOUS on step 2 of a plan', async () => {
    const form = await fillStep1(page);
    await form.next.click();
    await isLinkTo(page.getByRole('link', { name: 'PREVIOUS', exact: true }), '/app/savings/create2/Home');
  });
});

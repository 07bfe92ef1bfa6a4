// The signed-in frame (spec part 1, section 2): sidebar on wide screens, the Menu on phones, the name in the header.
import { expect, test } from './fixtures.ts';

test('the sidebar lists the areas, Invest as coming soon, and Log Out', async ({ saver, signIn }) => {
  const page = await signIn(saver);
  const sidebar = page.getByRole('navigation', { name: 'Main' });

  await test.step('links to each area', async () => {
    for (const [name, href] of [
      ['Home', '/app/dashboard'],
      ['Savings', '/app/savings'],
      ['Blog', '/app/blog'],
      ['Account', '/app/account'],
    ] as const) {
      await expect(sidebar.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(sidebar.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  await test.step('Invest is disabled and marked Coming Soon', async () => {
    const invest = sidebar.getByText('Invest');
    await expect(invest).toBeVisible();
    await expect(invest).toHaveAttribute('aria-disabled', 'true');
    await expect(invest).toContainText('Coming Soon');
    await expect(sidebar.getByRole('link', { name: /Invest/ })).toHaveCount(0);
  });

  await test.step('Log Out is offered', async () => {
    await expect(sidebar.getByRole('button', { name: 'Log Out' })).toBeVisible();
  });

  await test.step('the phone menu stays out of the way', async () => {
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  });
});

test('the header names the customer and links to the portfolio @phone', async ({ saver, signIn }) => {
  const page = await signIn(saver);
  const profile = page.getByRole('banner').getByRole('link', { name: new RegExp(saver.name) });
  await expect(profile).toBeVisible();
  await expect(profile).toHaveAttribute('href', '/app/account/myportfolio');
  await expect(profile).toContainText('Click to view portfolio');
});

test('on a phone the Menu opens the mobile menu @phone', async ({ saver, signIn }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the Menu is for narrow screens; the phone project runs this');
  const page = await signIn(saver);
  const menuButton = page.getByRole('button', { name: 'Menu' });
  const mobileMenu = page.getByRole('navigation', { name: 'Mobile' });

  await test.step('closed at first, the sidebar hidden', async () => {
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(mobileMenu).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });

  await test.step('opening lists every entry', async () => {
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(mobileMenu).toBeVisible();
    for (const [name, href] of [
      ['Home', '/app'],
      ['Savings', '/app/savings'],
      ['Blog', '/app/blog'],
      ['Account', '/app/account'],
    ] as const) {
      await expect(mobileMenu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(mobileMenu.getByText('Investments')).toBeVisible();
    await expect(mobileMenu.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  await test.step('pressing it again closes the menu', async () => {
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(mobileMenu).toBeHidden();
  });

  await test.step('Escape closes it from a link inside, and focus goes back to Menu', async () => {
    await menuButton.click();
    await mobileMenu.getByRole('link', { name: 'Savings' }).focus();
    await page.keyboard.press('Escape');
    await expect(mobileMenu).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
  });
});

test('Logout in the phone menu signs the customer out @phone', async ({ saver, signIn }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the Menu is for narrow screens; the phone project runs this');
  const page = await signIn(saver);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/auth/login');
  expect(await page.evaluate(() => sessionStorage.getItem('session'))).toBeNull();
});

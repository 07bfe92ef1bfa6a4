// /app/account, its portfolio, support and security screens (spec part 2, sections 2, 5 and 8).
import { expect, test } from './fixtures.ts';
import { changePasswordCall, portfolioCall } from '../src/api/account.ts';
import { summaryCall } from '../src/api/dashboard.ts';
import { loginCall } from '../src/api/identity.ts';
import { callTo, envelope, failCall, FAULT, faults, loseNextAnswer, urlOf } from './api-calls.ts';
import { apiSummary, ngn, usd } from './savings-support.ts';
import { customerWith } from './account-support.ts';
import { expectTapTargets, readSession, signInWithForm } from './support.ts';

test.describe('the account home', () => {
  test('shows the Naira and Dollar totals, the money buttons, the portfolio link and the six tiles @phone', async ({ saver, signIn, expectAccessible }) => {
    const page = await signIn(saver);
    const { totNaira, totDollar } = await apiSummary(page);
    // The sidebar's Account link leads here (on a phone it sits in the closed menu).
    if (test.info().project.name === 'desktop') await expect(page.getByRole('link', { name: 'Account', exact: true }).first()).toHaveAttribute('href', '/app/account');
    await page.goto('/app/account');
    const balances = page.getByLabel('Your balances');
    await expect(balances.getByRole('term')).toHaveText(['Total Naira', 'Total Dollars']);
    await expect(balances.getByRole('definition')).toHaveText([ngn(totNaira), usd(totDollar)]);
    // The spec's buttons, links here since each only opens its screen (README, deviations).
    await page.getByRole('link', { name: 'Transfer Funds' }).click();
    await expect(page).toHaveURL('/app/account/transfer');
    await page.goBack();
    await page.getByRole('link', { name: 'Withdraw Funds' }).click();
    await expect(page).toHaveURL('/app/account/withdraw');
    await page.goBack();
    const tiles = page.getByRole('list', { name: 'Account settings' });
    // Named by the spec's title alone; the line under it is the link's description.
    const expected: [string, string, string][] = [
      ['My Account Settings', '/app/account/profile', 'Your profile and next of kin'],
      ['Support', '/app/account/support', 'Call, write or visit us'],
      ['My Card and Bank Settings', '/app/account/mycard', 'Your debit cards and withdrawal account'],
      ['Refer and Earn', '/app/account/refer', 'Share your referral code'],
      ['Manage Beneficiaries', '/app/account/beneficiary', 'People you send money to'],
      ['My Security Settings', '/app/account/changepassword', 'Change your password or PIN'],
    ];
    await expect(tiles.getByRole('link')).toHaveCount(6);
    for (const [name, href, detail] of expected) {
      const tile = tiles.getByRole('link', { name, exact: true });
      await expect(tile).toHaveAttribute('href', href);
      await expect(tile).toHaveAccessibleDescription(detail);
    }
    await expectAccessible();
    await expectTapTargets(page.getByRole('link', { name: 'View my portfolio' }));
    await page.getByRole('link', { name: 'View my portfolio' }).click();
    await expect(page).toHaveURL('/app/account/myportfolio');
  });
});

test('the account home whose totals fail to load says so, with a retry, and keeps its tiles', async ({ page, saver, signIn }) => {
  const fault = faults[0]!;
  await failCall(page, summaryCall, fault);
  await signIn(saver, '/app/account');
  await expect(page.getByRole('alert')).toHaveText(fault.text);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Account settings' }).getByRole('link')).toHaveCount(6);
});

test.describe('my portfolio', () => {
  test('a fresh customer has nothing anywhere', async ({ freshUser, signIn, expectAccessible }) => {
    const page = await signIn(freshUser, '/app/account/myportfolio');
    for (const name of ['Savings', 'Investments', 'myPurse']) {
      await expect(page.getByRole('region', { name })).toContainText('₦0.00');
    }
    await expectAccessible();
  });

  test('shows each balance of the summary, the investment total by its wire spelling @phone', async ({ page, saver, signIn }) => {
    const summary = {
      savings: { totalSavingsBal: 1250000.5, totalNaira: 1200000, totalNairaInterest: 15000.25, totalDollar: 50.5, totalDollarInterest: 1.5 },
      investment: { totalInvetmentBal: 300000, investmentNairaBal: 300000, investmentDollarBal: 0 },
      myPurse: { totalPurseBal: 42000, purseNairaBal: 42000, purseDollarBal: 0 },
    };
    await page.route(callTo(portfolioCall), (route) =>
      route.request().method() === 'PUT' && route.request().postData() === null ? route.fulfill({ json: envelope(true, [], summary) }) : route.abort(),
    );
    await signIn(saver, '/app/account/myportfolio');
    const savings = page.getByRole('region', { name: 'Savings' });
    await expect(savings).toContainText('₦1,250,000.50');
    await expect(savings).toContainText('₦15,000.25');
    await expect(savings).toContainText('$50.50');
    await expect(page.getByRole('region', { name: 'Investments' })).toContainText('₦300,000.00');
    await expect(page.getByRole('region', { name: 'myPurse' })).toContainText('₦42,000.00');
  });

  test("a saver's savings total is what their accounts hold", async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/account/myportfolio');
    const token = (await readSession(page))!.token;
    const res = await page.request.put(urlOf(portfolioCall), { headers: { authorization: `Bearer ${token}` } });
    const { data } = (await res.json()) as { data: { savings: { totalSavingsBal: number } } };
    expect(data.savings.totalSavingsBal).toBeGreaterThan(0);
    const shown = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(data.savings.totalSavingsBal);
    await expect(page.getByRole('region', { name: 'Savings' })).toContainText(shown);
  });

  for (const fault of faults) {
    test(`a portfolio that fails (${fault.name}) shows a banner and a retry`, async ({ page, saver, signIn }) => {
      await failCall(page, portfolioCall, fault);
      await signIn(saver, '/app/account/myportfolio');
      await expect(page.getByRole('alert')).toHaveText(fault.text);
      await page.unrouteAll();
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('region', { name: 'Savings' })).toBeVisible();
    });
  }
});

test('support shows the phone, e-mail, Lagos office and the FAQ and terms @phone', async ({ freshUser, signIn, expectAccessible }) => {
  const page = await signIn(freshUser, '/app/account');
  await page.getByRole('link', { name: /^Support/ }).click();
  await expect(page).toHaveURL('/app/account/support');
  await expect(page.getByRole('link', { name: '+234 1 700 0100' })).toHaveAttribute('href', 'tel:+23417000100');
  await expect(page.getByRole('link', { name: 'support@vibesavings.example' })).toHaveAttribute('href', 'mailto:support@vibesavings.example');
  await expect(page.locator('address')).toContainText('Lagos');
  await expectTapTargets(page.getByRole('main').getByRole('link'));
  await expectAccessible();
  await page.getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page).toHaveURL('/terms');
  await page.goBack();
  await page.getByRole('link', { name: 'Frequently asked questions' }).click();
  await expect(page).toHaveURL('/faq');
});

test.describe('security settings', () => {
  test('an empty password change names every field; mismatch is caught @phone', async ({ saver, signIn, expectAccessible }) => {
    const page = await signIn(saver, '/app/account/changepassword');
    await expect(page.getByRole('tab', { name: 'Change Password' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Enter your Old Password', { exact: true })).toBeVisible();
    await expect(page.getByText('This field is required', { exact: true })).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill('N3w!Passw0rd');
    await page.getByLabel('Confirm New Password').fill('N3w!Passw0rx');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Both password need to be the same', { exact: true })).toBeVisible();
    await expectAccessible();
  });

  test('a wrong old password shows the server message and changes nothing', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/account/changepassword');
    await page.getByLabel('Old Password').fill('Wrong0ne!');
    await page.getByLabel('New Password', { exact: true }).fill('N3w!Passw0rd');
    await page.getByLabel('Confirm New Password').fill('N3w!Passw0rd');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your old password is incorrect');
  });

  test('a password change whose answer is lost, pressed again, says it is done; then signing in with the new password', async ({ saver, signIn, page }) => {
    await signIn(saver, '/app/account/changepassword');
    await page.getByLabel('Old Password').fill(saver.password);
    await page.getByLabel('New Password', { exact: true }).fill('N3w!Passw0rd');
    await page.getByLabel('Confirm New Password').fill('N3w!Passw0rd');
    await loseNextAnswer(page, changePasswordCall);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('alert')).toHaveText(FAULT.unreachable.text);
    // The change went through. Sent again with its key, it is answered as done, not refused for the old password.
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
    await expect(page.getByLabel('Old Password')).toHaveValue('');
    await page.evaluate(() => sessionStorage.clear());
    await signInWithForm(page, saver.email, 'N3w!Passw0rd');
    const old = await page.request.post(urlOf(loginCall), { data: { email: saver.email, password: saver.password, platform: { source: 'web', id: 'journeys' } } });
    expect(((await old.json()) as { success: boolean }).success, 'the old password no longer signs in').toBe(false);
  });

  test('the PIN tab: messages, a wrong old PIN, then a change that holds', async ({ saver, signIn, expectAccessible }) => {
    const page = await signIn(saver, '/app/account/changepassword');
    await page.getByRole('tab', { name: 'Change Pin' }).click();
    await expect(page).toHaveURL(/#pills-pin$/);
    await page.getByRole('button', { name: 'Change Pin' }).click();
    await expect(page.getByText('Enter your Old Pin', { exact: true })).toBeVisible();
    await expect(page.getByText('This field is required', { exact: true })).toBeVisible();
    await expectAccessible();
    await page.getByLabel('New Pin', { exact: true }).fill('43215');
    await expect(page.getByLabel('New Pin', { exact: true })).toHaveValue('4321');
    await page.getByLabel('Confirm New Pin').fill('4322');
    await page.getByRole('button', { name: 'Change Pin' }).click();
    await expect(page.getByText('Both pin need to be the same', { exact: true })).toBeVisible();

    await page.getByLabel('Old Pin').fill('9999');
    await page.getByLabel('Confirm New Pin').fill('4321');
    await page.getByRole('button', { name: 'Change Pin' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your old PIN is incorrect');

    await page.getByLabel('Old Pin').fill(saver.pin!);
    await page.getByRole('button', { name: 'Change Pin' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your PIN has been changed.' })).toBeVisible();

    // The new PIN is the one that now holds: changing back from the old one is refused.
    await page.getByLabel('Old Pin').fill(saver.pin!);
    await page.getByLabel('New Pin', { exact: true }).fill('5555');
    await page.getByLabel('Confirm New Pin').fill('5555');
    await page.getByRole('button', { name: 'Change Pin' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your old PIN is incorrect');
  });

  for (const fault of faults) {
    test(`a password change that fails (${fault.name}) shows a banner`, async ({ page, saver, signIn }) => {
      await failCall(page, changePasswordCall, fault);
      await signIn(saver, '/app/account/changepassword#pills-password');
      await page.getByLabel('Old Password').fill(saver.password);
      await page.getByLabel('New Password', { exact: true }).fill('N3w!Passw0rd');
      await page.getByLabel('Confirm New Password').fill('N3w!Passw0rd');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.getByRole('alert')).toHaveText(fault.text);
    });
  }
});

test.describe('on a 360 px screen', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a long one-word name in the header and the referral share link break rather than widen the page', async ({ page, request, signIn }) => {
    const customer = await customerWith(request, { scenario: 'a saver', firstName: 'Oluwatobilobaoluwadamilare', lastName: 'Oyelaran' });
    await signIn(customer, '/app/account/refer');
    const link = page.getByRole('link', { name: /\/auth\/signup1\// });
    await expect(link).toBeVisible();
    const name = page.getByRole('link', { name: /Oluwatobilobaoluwadamilare/ });
    for (const [what, box] of [['share link', await link.boundingBox()], ['name', await name.boundingBox()]] as const) {
      expect(box!.x + box!.width, `the ${what}'s right edge`).toBeLessThanOrEqual(360);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'sideways scroll').toBe(0);
  });
});

// /app/savings and /app/singlesavings/:id: totals, purses, create tiles, the Core Savings and Stash
// lists, their empty states, early termination of a Stash, one plan's detail, and each call failing alone.
import { Scenario } from '../fixtures/scenarios.ts';
import { type Customer, expect, test } from './fixtures.ts';
import { summaryCall } from '../src/api/dashboard.ts';
import { purseAccountsCall } from '../src/api/purses.ts';
import { coreAccountsCall, stashAccountsCall, terminateCall } from '../src/api/savings.ts';
import { callTo, FAULT, failOnce, failOnceOn, faults, holdCalls, loseNextAnswer, recordCalls } from './api-calls.ts';
import { apiCore, apiPurses, apiStash, apiSummary, longDate, ngn, section, usd } from './savings-support.ts';
import { accountsOf } from './stash-support.ts';

/** Ending a Stash early costs half its interest, in whole kobo, an odd kobo's half left to the customer. */
const penalCharge = (interest: number) => Math.floor(Math.round(interest * 100) / 2) / 100;

test.describe('the savings home', () => {
  test('a fresh customer sees every empty state, zero totals and the create tiles @phone', async ({ freshUser, signIn, expectAccessible }) => {
    const page = await signIn(freshUser);
    await expect(page.locator('a[href="/app/savings"]', { hasText: 'Savings' }).first()).toBeAttached();
    await page.goto('/app/savings');
    await expect(page.getByText('No core Accounts', { exact: true })).toBeVisible();
    await expect(page.getByText('No stash accounts', { exact: true })).toBeVisible();
    await expect(page.getByText('No Accounts', { exact: true })).toBeVisible();
    const totals = section(page, 'Total savings');
    await expect(totals.getByRole('img', { name: 'Savings totals: Naira ₦0.00, Dollar $0.00' })).toBeVisible();
    await expect(totals.getByRole('definition')).toHaveText(['₦0.00', '$0.00']);
    await expect(page.getByRole('link', { name: 'Create A New Purse' })).toHaveAttribute('href', '/app/savings/mypurse');
    const create = section(page, 'Start saving');
    await expect(create.getByRole('link', { name: /^Stash/ })).toHaveAttribute('href', '/app/stash');
    await expect(create.getByRole('link', { name: /^Individual Savings/ })).toHaveAttribute('href', '/app/savings/create');
    await expect(create.getByRole('link', { name: /^Group Savings/ })).toHaveAttribute('href', '/app/groupsavings');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectAccessible();
  });

  test('a saver sees the totals, purses, core plans and Stash accounts from the API', async ({ saver, signIn, expectAccessible }) => {
    const page = await signIn(saver, '/app/savings');
    const [summary, purses, core, stash] = await Promise.all([apiSummary(page), apiPurses(page), apiCore(page), apiStash(page)]);
    await expect(section(page, 'Total savings').getByRole('definition')).toHaveText([ngn(summary.totNaira), usd(summary.totDollar)]);
    const strip = section(page, 'myPurse');
    for (const purse of purses) await expect(strip.getByText(ngn(purse.availableBalance), { exact: true })).toBeVisible();
    const plans = section(page, 'Core Savings').getByRole('listitem');
    await expect(plans).toHaveCount(core.length);
    for (const plan of core) {
      const card = plans.filter({ hasText: plan.name });
      await expect(card.getByRole('progressbar')).toHaveAccessibleName(`Saved ${ngn(plan.contribution)} of ${ngn(plan.target)}`);
      // The link's name reads the bar as a percentage, not the raw amount.
      const saved = Math.min(plan.contribution, plan.target || plan.contribution);
      await expect(card.getByRole('link')).toHaveAccessibleName(new RegExp(` ${Math.round((saved / (plan.target || 1)) * 100)}% `));
      await expect(card.getByRole('link')).not.toHaveAccessibleName(new RegExp(`\\b${saved}\\b`));
      await expect(card).toContainText(`${plan.tenureElapsed}%`);
      await expect(card).toContainText(longDate(plan.maturityDate));
      await expect(card.getByRole('button', { name: 'Terminate' }), 'core plans cannot be terminated').toHaveCount(0);
    }
    const stashes = section(page, 'Stash').getByRole('listitem');
    await expect(stashes).toHaveCount(stash.length);
    const first = stashes.first();
    await expect(first).toContainText(`Days left${stash[0]!.daysLeft}`);
    await expect(first).toContainText(ngn(stash[0]!.contribution));
    await expect(first).toContainText(longDate(stash[0]!.maturityDate));
    await expectAccessible();
  });

  test('a term elapsed with many decimals is shown to two', async ({ saver, page, signIn }) => {
    await page.route(callTo(coreAccountsCall), async (route) => {
      const answer = (await (await route.fetch()).json()) as { data: { tenureElapsed: number }[] };
      answer.data.forEach((plan) => (plan.tenureElapsed = 42.857142857));
      await route.fulfill({ json: answer });
    });
    await signIn(saver, '/app/savings');
    await expect(section(page, 'Core Savings').getByRole('listitem').first()).toContainText('Term elapsed42.86%');
  });

  for (const [name, call, stays] of [
    ['the totals', summaryCall, ['No core Accounts']],
    ['the purses', purseAccountsCall, ['Total savings']],
    ['the core plans', coreAccountsCall, ['No stash accounts']],
    ['the Stash accounts', stashAccountsCall, ['No core Accounts']],
  ] as const) {
    test(`${name} failing shows a banner and a retry while the rest still shows`, async ({ freshUser, signIn }) => {
      const page = await signIn(freshUser);
      for (const fault of faults) {
        await failOnceOn(page, '/app/savings', call, fault);
        await page.goto('/app/savings');
        await expect(page.getByRole('alert')).toHaveText(fault.text);
        for (const text of stays) await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
      }
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }
});

test.describe('ending a Stash early', () => {
  test('No keeps it; Yes states the charge, pays into Vibe cash and updates the list and totals without a reload', async ({ saver, signIn, request, expectAccessible }) => {
    const page = await signIn(saver, '/app/savings');
    const [stash] = await apiStash(page);
    const before = await apiSummary(page);
    const charge = penalCharge(stash!.interestAccrued);
    const payout = stash!.contribution + stash!.interestAccrued - charge;
    const card = section(page, 'Stash').getByRole('listitem').filter({ hasText: stash!.name }).first();

    // Every Stash is named alike: the button's description says which one it ends.
    await expect(card.getByRole('button', { name: 'Terminate' })).toHaveAccessibleDescription(new RegExp(`^${stash!.name} Days left.*Contribution ${ngn(stash!.contribution).replace(/[.]/g, '\\.')}`));
    await card.getByRole('button', { name: 'Terminate' }).click();
    const dialog = page.getByRole('dialog', { name: `Terminate ${stash!.name}?` });
    // The charge, and the interest it is half of, so the customer can see what it is taken from.
    await expect(dialog).toContainText(`50% penal charge on the interest accrued so far: ${ngn(charge)} of the ${ngn(stash!.interestAccrued)} accrued.`);
    await expect(dialog).toContainText(`You will receive ${ngn(payout)} in your Vibe cash purse.`);
    await expectAccessible();
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    expect(await apiStash(page)).toHaveLength(1);

    const calls = recordCalls(page, terminateCall);
    const release = await holdCalls(page, terminateCall);
    await card.getByRole('button', { name: 'Terminate' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).dblclick();
    release();
    await expect(page.getByRole('status').filter({ hasText: 'Your Stash has been terminated' })).toBeVisible();
    await expect(page.getByText('No stash accounts', { exact: true })).toBeVisible();
    expect(calls, 'one termination for a double click').toEqual([{ productCode: '0103', accountNo: stash!.id, currency: 1 }]);
    // The Stash's money moves into Vibe cash with the interest it keeps: the naira total grows by that.
    await expect(section(page, 'Total savings').getByRole('definition').first()).toHaveText(ngn(Math.round((before.totNaira + stash!.interestAccrued - charge) * 100) / 100));
    const vibe = (await apiPurses(page)).find((p) => p.name === 'Vibe cash')!;
    await expect(section(page, 'myPurse').getByText(ngn(vibe.availableBalance), { exact: true })).toBeVisible();
    const accounts = await accountsOf(request, saver.id);
    expect(accounts.filter((a) => a.product === '0103')).toHaveLength(0);
  });

  test('a matured Stash ends without the penal charge: its contribution and all its interest go into Vibe cash', async ({ signIn, request }) => {
    const created = await request.post('/__mock/users', { data: { scenario: Scenario.saver, stashMaturity: 'passed' } });
    expect(created.ok(), await created.text()).toBe(true);
    const page = await signIn((await created.json()) as Customer, '/app/savings');
    const [stash] = await apiStash(page);
    const before = await apiSummary(page);
    const card = section(page, 'Stash').getByRole('listitem').filter({ hasText: stash!.name }).first();
    await expect(card).toContainText('Days left0');

    await card.getByRole('button', { name: 'Terminate' }).click();
    const dialog = page.getByRole('dialog', { name: `Terminate ${stash!.name}?` });
    await expect(dialog).toContainText('This Stash has reached its maturity date, so ending it attracts no penal charge.');
    await expect(dialog).not.toContainText('before its maturity date');
    await expect(dialog).toContainText(`You will receive ${ngn(Math.round((stash!.contribution + stash!.interestAccrued) * 100) / 100)} in your Vibe cash purse.`);
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your Stash has been terminated' })).toBeVisible();
    await expect(page.getByText('No stash accounts', { exact: true })).toBeVisible();
    // Nothing is charged: the naira total grows by all the interest.
    await expect(section(page, 'Total savings').getByRole('definition').first()).toHaveText(ngn(Math.round((before.totNaira + stash!.interestAccrued) * 100) / 100));
  });

  test('a termination whose answer is lost still ends the Stash on screen: list, totals and Vibe cash read again', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/savings');
    const [stash] = await apiStash(page);
    const before = await apiSummary(page);
    const charge = penalCharge(stash!.interestAccrued);
    const vibeBefore = (await apiPurses(page)).find((p) => p.name === 'Vibe cash')!.availableBalance;
    const vibeAfter = Math.round((vibeBefore + stash!.contribution + stash!.interestAccrued - charge) * 100) / 100;
    const dialog = page.getByRole('dialog', { name: `Terminate ${stash!.name}?` });

    await test.step('the answer is lost and the list cannot be read again at once: the dialog says so', async () => {
      const terminate = section(page, 'Stash').getByRole('button', { name: 'Terminate' }).first();
      // The list has loaded before the next read of it is made to fail (else the first read would fail).
      await expect(terminate).toBeVisible();
      await loseNextAnswer(page, terminateCall);
      await failOnce(page, stashAccountsCall, FAULT.unreachable);
      await terminate.click();
      await dialog.getByRole('button', { name: 'Yes' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(FAULT.unreachable.text);
      expect(await apiStash(page), 'the mock ended it').toHaveLength(0);
    });

    await test.step('Yes again meets the Stash gone: the dialog closes on the ended Stash and the balances that moved', async () => {
      await dialog.getByRole('button', { name: 'Yes' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: 'Your Stash has been terminated' })).toBeVisible();
      await expect(page.getByText('No stash accounts', { exact: true })).toBeVisible();
      await expect(section(page, 'Total savings').getByRole('definition').first()).toHaveText(ngn(Math.round((before.totNaira + stash!.interestAccrued - charge) * 100) / 100));
      await expect(section(page, 'myPurse').getByText(ngn(vibeAfter), { exact: true })).toBeVisible();
      await expect(page.getByText('We could not find that Stash. It may have ended already.')).toHaveCount(0);
    });
  });

  test('a termination whose answer is lost is shown ended without a retry when the list can be read again', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/savings');
    const [stash] = await apiStash(page);
    await loseNextAnswer(page, terminateCall);
    await section(page, 'Stash').getByRole('button', { name: 'Terminate' }).first().click();
    await page.getByRole('dialog', { name: `Terminate ${stash!.name}?` }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Your Stash has been terminated' })).toBeVisible();
    await expect(page.getByText('No stash accounts', { exact: true })).toBeVisible();
  });

  test('a refused termination shows the server message in the dialog and keeps the Stash', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/savings');
    for (const fault of faults) {
      await failOnce(page, terminateCall, fault);
      await section(page, 'Stash').getByRole('button', { name: 'Terminate' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Yes' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(fault.text);
      await dialog.getByRole('button', { name: 'No' }).click();
    }
    expect(await apiStash(page)).toHaveLength(1);
  });
});

test.describe('one core plan', () => {
  test('opens from its card, survives a reload and GO BACK returns home @phone', async ({ saver, signIn, expectAccessible }) => {
    const page = await signIn(saver, '/app/savings');
    const [plan] = await apiCore(page);
    await section(page, 'Core Savings').getByRole('link', { name: new RegExp(plan!.name) }).click();
    await expect(page).toHaveURL(`/app/singlesavings/${plan!.id}`);
    const check = async () => {
      await expect(page.getByRole('heading', { level: 1, name: plan!.name })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveAccessibleName(`Saved ${ngn(plan!.contribution)} of ${ngn(plan!.target)}`);
      const percent = Math.round((plan!.interestAccrued / plan!.contribution) * 10_000) / 100;
      await expect(page.getByText(`${percent}% (${ngn(plan!.interestAccrued)})`)).toBeVisible();
      await expect(page.getByText(longDate(plan!.maturityDate))).toBeVisible();
    };
    await check();
    await expectAccessible();
    await page.reload();
    await check();
    await page.getByRole('link', { name: 'GO BACK' }).click();
    await expect(page).toHaveURL('/app/savings');
  });

  test('an unknown plan says so, and a failing list shows a banner', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/singlesavings/0000000000');
    await expect(page.getByText('We could not find that savings plan.')).toBeVisible();
    for (const fault of faults) {
      await failOnce(page, coreAccountsCall, fault);
      await page.reload();
      await expect(page.getByRole('alert')).toHaveText(fault.text);
    }
    await expect(page.getByRole('link', { name: 'GO BACK' })).toHaveAttribute('href', '/app/savings');
  });
});

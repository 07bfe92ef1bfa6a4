// /app/dashboard: balances, shortcuts, recent activities, the to-do list, challenges, failures and loading.
import { DEMO } from '../fixtures/scenarios.ts';
import { expect, test } from './fixtures.ts';
import { summaryCall, todoCall, transactionsCall } from '../src/api/dashboard.ts';
import { publicGroupsCall } from '../src/api/groups.ts';
import { callTo, FAULT, holdCalls, isCall } from './api-calls.ts';
import { DASHBOARD_FAILURE, amountOf, apiGroups, apiSummary, apiTransactions, signInPaused } from './dashboard-support.ts';
import { signInWithForm } from './support.ts';

const NAIRA = /^₦\d{1,3}(,\d{3})*\.\d{2}$/;
const DOLLARS = /^\$\d{1,3}(,\d{3})*\.\d{2}$/;
const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Lagos' });
const balance = (page: import('@playwright/test').Page, label: string) => page.getByRole('region', { name: label, exact: true }).getByRole('paragraph');

test.describe('a fresh user', () => {
  test('sees every empty state and every to-do item @phone', async ({ page, freshUser, signIn, expectAccessible }) => {
    await signInPaused(page, signIn, freshUser);

    await test.step('balances are zero', async () => {
      await expect(balance(page, 'Total Balance')).toHaveText('₦0.00');
      await expect(balance(page, 'Total Dollars')).toHaveText('$0.00');
      await expect(balance(page, 'Total Naira')).toHaveText('₦0.00');
    });

    await test.step('no transactions and no challenges yet', async () => {
      await expect(page.getByText('No transactions recorded yet', { exact: true })).toBeVisible();
      await expect(page.getByText('No Accounts', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Next challenge' })).toHaveCount(0);
    });

    await test.step('all five onboarding steps are listed, each with its target', async () => {
      const todo = page.getByRole('region', { name: 'To-Do list' });
      await expect(todo.getByRole('listitem')).toHaveCount(5);
      await expect(todo.getByRole('button', { name: 'Link your BVN' })).toBeVisible();
      await expect(todo.getByRole('link', { name: 'Let us help you save better' })).toHaveAttribute('href', '/app/help');
      await expect(todo.getByRole('button', { name: 'Link your card (opens in a new tab)' })).toBeVisible();
      await expect(todo.getByRole('link', { name: 'Make your first Core savings' })).toHaveAttribute('href', '/app/savings/create');
      await expect(todo.getByRole('link', { name: 'Add withdrawal Account' })).toHaveAttribute('href', '/app/account/mycard#pills-withdrawalAccount');
    });

    await expect(page.getByRole('alert')).toHaveCount(0);

    await test.step('the BVN prompt opens at 3 s and the page with it passes axe', async () => {
      await page.clock.runFor(3_000);
      await expect(page.getByRole('dialog', { name: 'Link your Bank Verification Number' })).toBeVisible();
      await expectAccessible();
    });
  });
});

test.describe('a saver', () => {
  test('sees formatted balances, the five latest transactions and no BVN prompt @phone', async ({ page, saver, signIn }) => {
    const transactionRequest = page.waitForRequest(isCall(transactionsCall));
    await signInPaused(page, signIn, saver);
    const [summary, latest] = await Promise.all([apiSummary(page), apiTransactions(page)]);

    await test.step('balances: Naira in en-NG with the Naira sign, Dollars in en-US', async () => {
      for (const [label, pattern, value] of [
        ['Total Balance', NAIRA, summary.totAmt],
        ['Total Dollars', DOLLARS, summary.totDollar],
        ['Total Naira', NAIRA, summary.totNaira],
      ] as const) {
        await expect(balance(page, label)).toHaveText(pattern);
        expect(amountOf((await balance(page, label).textContent()) ?? '')).toBeCloseTo(value, 2);
      }
    });

    await test.step('page 1 of size 5, newest first, with a down arrow for debits and an up arrow for credits', async () => {
      const url = new URL((await transactionRequest).url());
      expect(Object.fromEntries(url.searchParams)).toEqual({ pageNumber: '1', pageSize: '5' });
      const rows = page.getByRole('region', { name: 'Recent Activities' }).getByRole('listitem');
      await expect(rows).toHaveCount(5);
      expect(latest).toHaveLength(5);
      for (const [i, t] of latest.entries()) {
        const row = rows.nth(i);
        await expect(row.getByRole('img', { name: t.type === 1 ? 'Debit' : 'Credit' })).toHaveText(t.type === 1 ? '↓' : '↑');
        await expect(row).toContainText(t.descr);
        await expect(row).toContainText(longDate(t.date));
        await expect(row).toContainText(/₦[\d,]+\.\d{2}/);
        expect(amountOf((await row.getByText(/^₦/).textContent()) ?? '')).toBe(t.value);
      }
    });

    await test.step('every to-do is done and the BVN modal never opens', async () => {
      await expect(page.getByText('All done: your account is fully set up.')).toBeVisible();
      await page.clock.runFor(10_000);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });

  test('type 1 is a debit with a down arrow, any other type a credit with an up arrow', async ({ page, saver, signIn }) => {
    const at = (day: number) => `2026-10-${String(day).padStart(2, '0')}T10:00:00.000Z`;
    const history = [1, 2, 3, 0, 1].map((type, i) => ({ descr: `Entry ${i + 1}`, reference: `REF${i}`, date: at(20 - i), value: 1000 * (i + 1), type }));
    await page.route(callTo(transactionsCall), (route) => route.fulfill({ json: { success: true, data: history, messages: [] } }));
    await signIn(saver);
    const rows = page.getByRole('region', { name: 'Recent Activities' }).getByRole('listitem');
    await expect(rows).toHaveCount(5);
    for (const [i, name, arrow] of [[0, 'Debit', '↓'], [1, 'Credit', '↑'], [2, 'Credit', '↑'], [3, 'Credit', '↑'], [4, 'Debit', '↓']] as const) {
      await expect(rows.nth(i).getByRole('img')).toHaveAccessibleName(name);
      await expect(rows.nth(i).getByRole('img')).toHaveText(arrow);
    }
    await expect(rows.nth(0)).toContainText('20 October 2026');
    await expect(rows.nth(1)).toContainText('₦2,000.00');
  });

  test('challenge cards link to the join screen and pass the group along', async ({ page, saver, signIn, expectAccessible }) => {
    await signIn(saver);
    const groups = await apiGroups(page);
    expect(groups.length).toBeGreaterThan(0);
    const carousel = page.getByRole('list', { name: 'Savings challenges' });
    await expect(carousel.getByRole('listitem')).toHaveCount(groups.length);
    for (const group of groups) {
      await expect(carousel.getByRole('link', { name: `Join ${group.name}` })).toHaveAttribute('href', `/app/groupsavings/joingroup1/${group.id}`);
    }
    await expectAccessible();

    await test.step('the group rides in the history state of the navigation', async () => {
      await page.evaluate(() => {
        const w = window as unknown as { pushed: { state: unknown; url: string }[] };
        w.pushed = [];
        const push = history.pushState.bind(history);
        history.pushState = (state: unknown, unused: string, url?: string | URL | null) => {
          w.pushed.push({ state, url: String(url) });
          push(state, unused, url);
        };
      });
      const first = groups[0]!;
      await carousel.getByRole('link', { name: `Join ${first.name}` }).click();
      const pushed = await page.evaluate(() => (window as unknown as { pushed: { state: unknown; url: string }[] }).pushed);
      expect(pushed[0]).toEqual({ url: `/app/groupsavings/joingroup1/${first.id}`, state: { group: first } });
    });
  });

  test('the challenges move with the buttons, the keyboard and a swipe @phone', async ({ page, saver, signIn }) => {
    // Without smooth scrolling every move has finished by the time it is checked.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(saver);
    const carousel = page.getByRole('list', { name: 'Savings challenges' });
    const cards = carousel.getByRole('listitem');
    const previous = page.getByRole('button', { name: 'Previous challenge' });
    const next = page.getByRole('button', { name: 'Next challenge' });
    /** Whether card `i` lies wholly inside the carousel's visible strip. */
    const isShown = (i: number) =>
      carousel.evaluate((list, index) => {
        const outer = list.getBoundingClientRect();
        const card = list.children[index]!.getBoundingClientRect();
        return card.left >= outer.left - 1 && card.right <= outer.right + 1;
      }, i);
    const shown = (i: number) => expect.poll(() => isShown(i));
    const total = (await apiGroups(page)).length;
    await expect(cards).toHaveCount(total);
    await shown(0).toBe(true);
    await shown(total - 1).toBe(false);
    await expect(previous).toBeDisabled();

    await test.step('Next moves one card at a time until the last is in view', async () => {
      for (let i = 0; i < total && !(await isShown(total - 1)); i++) await next.click();
      await shown(total - 1).toBe(true);
      await shown(0).toBe(false);
      await expect(next).toBeDisabled();
      // Disabled at the end, Next hands focus to Previous rather than dropping it to the page.
      await expect(previous).toBeFocused();
    });

    await test.step('Previous brings the first back', async () => {
      for (let i = 0; i < total && !(await isShown(0)); i++) await previous.click();
      await shown(0).toBe(true);
      await expect(previous).toBeDisabled();
      await expect(next).toBeFocused();
    });

    await test.step('tabbing through the Join links brings each card into view', async () => {
      await cards.first().getByRole('link').focus();
      for (let i = 1; i < total; i++) {
        await page.keyboard.press('Tab');
        await expect(cards.nth(i).getByRole('link')).toBeFocused();
        await shown(i).toBe(true);
      }
      // Back to the start for the next step (how is not under test here).
      await carousel.evaluate((el) => el.scrollTo({ left: 0 }));
      await expect(previous).toBeDisabled();
    });

    await test.step(test.info().project.use.hasTouch ? 'a finger swipe scrolls the row' : 'a sideways wheel (trackpad) scrolls the row', async () => {
      await carousel.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const box = (await carousel.boundingBox())!;
      const y = Math.round(box.y + 40);
      if (test.info().project.use.hasTouch) {
        // A real touch sequence through the browser's input pipeline: finger down, drag left, lift.
        const cdp = await page.context().newCDPSession(page);
        let x = Math.round(box.x + box.width * 0.85);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
        for (let i = 0; i < 12; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: (x -= 20), y }] });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      } else {
        await page.mouse.move(box.x + box.width / 2, y);
        await page.mouse.wheel(box.width * 0.7, 0);
      }
      await expect(previous).toBeEnabled();
      await shown(0).toBe(false);
    });
  });

  test('the demo customer signs in with the form and sees the dashboard without a prompt', async ({ page }) => {
    await page.clock.install();
    await signInWithForm(page, DEMO.email, DEMO.password);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await expect(page.getByRole('region', { name: 'Recent Activities' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('list', { name: 'Savings challenges' }).getByRole('listitem').first()).toBeVisible();
    await page.clock.runFor(5_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('every shortcut points to its screen', async ({ page, saver, signIn }) => {
  await signIn(saver);
  const links: [string, string][] = [
    ['Retirement Savings Plan', '/app/savings/create2/Retirement'],
    ['Home Savings Plan', '/app/savings/create2/Home'],
    ['Emergency Savings Plan', '/app/savings/create2/Emergency'],
    ['Create A Savings Plan', '/app/savings/create2/Create'],
    ['View more', '/app/savings/create'],
    ['Create A New Purse', '/app/savings/mypurse'],
    ['Family', '/app/savings/pursestep1/Family'],
    ['TGIF', '/app/savings/pursestep1/TGIF'],
    ['Dinner Date', '/app/savings/pursestep1/Dinner%20Date'],
    ['Movies', '/app/savings/pursestep1/Movies'],
    ['Shopping', '/app/savings/pursestep1/Shopping'],
    ['Entertainment', '/app/savings/pursestep1/Entertaiment'],
  ];
  for (const [name, href] of links) await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute('href', href);

  await page.getByRole('banner').getByRole('link', { name: 'Stash', exact: true }).click();
  await expect(page).toHaveURL('/app/stash');
});

test.describe('failures', () => {
  const cases = [
    { call: summaryCall, part: 'the balances', fault: FAULT.refused },
    { call: transactionsCall, part: 'recent activities', fault: FAULT.serverError },
    { call: todoCall, part: 'the to-do list', fault: FAULT.unreachable },
    { call: publicGroupsCall, part: 'the challenges', fault: FAULT.notJson },
  ];
  for (const { call, part, fault } of cases) {
    test(`${fault.name} on ${part} shows the message and the rest still loads`, async ({ page, saver, signIn }) => {
      await page.route(callTo(call), fault.answer);
      await signIn(saver);
      await expect(page.getByRole('alert')).toHaveText(DASHBOARD_FAILURE);
      if (call === summaryCall) {
        for (const label of ['Total Balance', 'Total Dollars', 'Total Naira']) await expect(balance(page, label)).toHaveText('—');
      } else {
        await expect(page.getByText('Not available at the moment')).toBeVisible();
        await expect(balance(page, 'Total Naira')).toHaveText(NAIRA);
      }
      if (call !== transactionsCall) await expect(page.getByRole('region', { name: 'Recent Activities' }).getByRole('listitem')).toHaveCount(5);
      if (call !== todoCall) await expect(page.getByText('All done: your account is fully set up.')).toBeVisible();
      if (call !== publicGroupsCall) await expect(page.getByRole('list', { name: 'Savings challenges' }).getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(1);
    });
  }

  test('every call failing at once still shows the page with one message @phone', async ({ page, freshUser, signIn }) => {
    for (const call of [summaryCall, transactionsCall, todoCall, publicGroupsCall]) await page.route(callTo(call), (route) => route.abort('connectionrefused'));
    await signIn(freshUser);
    await expect(page.getByRole('alert')).toHaveText(DASHBOARD_FAILURE);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Not available at the moment')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Retirement Savings Plan' })).toBeVisible();
    // Back online, Try again loads every part that failed.
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('Not available at the moment')).toHaveCount(0);
    await expect(balance(page, 'Total Naira')).toHaveText('₦0.00');
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });
});

test.describe('loading', () => {
  for (const who of ['saver', 'freshUser'] as const) {
    test(`the layout stays still while the data arrives (${who === 'saver' ? 'a saver' : 'a fresh user'})`, async ({ page, signIn, saver, freshUser }) => {
      const release = await holdCalls(page, summaryCall, transactionsCall, todoCall, publicGroupsCall);
      // Paused, so the BVN prompt cannot cover the page while it is measured.
      await page.clock.install();
      await signIn(who === 'saver' ? saver : freshUser);
      await expect(page.getByLabel('Loading transactions')).toBeVisible();
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      const marks = ['Recent Activities', 'To-Do list', 'Join a savings challenge'].map((name) => page.getByRole('heading', { name, exact: true }));
      const where = async () => {
        const boxes = await Promise.all(marks.map((m) => m.boundingBox()));
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        return { tops: boxes.map((b) => Math.round(b?.y ?? -1)), height };
      };
      const before = await where();
      release();
      await expect(page.getByRole('region', { name: 'Recent Activities' }).getByText(who === 'saver' ? /₦/ : 'No transactions recorded yet').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Join a savings challenge' }).getByText(who === 'saver' ? 'Target' : 'No Accounts').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'To-Do list' }).getByText(/Link your BVN|All done/)).toBeVisible();
      expect(await where()).toEqual(before);
    });
  }
});

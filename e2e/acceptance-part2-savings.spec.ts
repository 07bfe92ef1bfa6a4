// Acceptance tests for part 2 §2 'Savings home and individual plans' and 'Purses', written from the
// specification alone (/work/shared/spec/part2-savings-account-public.md, with part 1 §2 and §8 for the
// shared payment steps): fields by label, buttons and links by the names the spec gives them, texts verbatim.
import { test, expect } from './fixtures.ts';
import { lagosDay, nairaIn, OTP, unique } from './acceptance-support.ts';
import { TINY_PNG } from './support.ts';
import type { Locator, Page } from '@playwright/test';


/** A spec reader's guess at an unnamed submit button. */
const submitName = /^(next|proceed|continue|confirm|submit|save|create|pay)/i;

/** Today as an ISO date, in Lagos and on this machine (a date picker's minimum is one of them). */
const todayIso = () => [new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date()), new Intl.DateTimeFormat('en-CA').format(new Date())];

/** Picks an option in a field that is either a select or a group of radios. */
async function choose(field: Locator, option: RegExp) {
  if ((await field.evaluate((el) => el.tagName)) === 'SELECT') {
    const labels = await field.locator('option').allTextContents();
    const label = labels.find((l) => option.test(l));
    if (!label) throw new Error(`no option ${option} in ${labels.join(' | ')}`);
    await field.selectOption({ label });
  } else await field.getByRole('radio', { name: option }).first().check();
}

/** The options a select or radio group offers (a select's empty placeholder left out). */
async function optionsOf(field: Locator) {
  return field.evaluate((el) =>
    el.tagName === 'SELECT'
      ? [...(el as HTMLSelectElement).options].filter((o) => o.value).map((o) => o.label.trim())
      : [...el.querySelectorAll('input[type=radio]')].map((o) => (o.closest('label')?.textContent ?? o.getAttribute('aria-label') ?? '').trim()),
  );
}

const sidebarSavings = (page: Page) => page.getByRole('navigation').getByRole('link', { name: 'Savings', exact: true }).first();

async function openSavingsHome(page: Page) {
  await sidebarSavings(page).click();
  await expect(page).toHaveURL(/\/app\/savings$/);
}

/** A purse's balance as the myPurse strip on /app/savings shows it. */
async function purseBalance(page: Page, name: string) {
  const card = page.getByRole('listitem').filter({ hasText: new RegExp(`^\\s*${name}\\b`) }).filter({ hasText: '₦' }).first();
  await expect(card).toBeVisible();
  return nairaIn((await card.textContent()) ?? '');
}

/** The Naira total of the savings-home donut, once loaded. */
async function nairaTotal(page: Page) {
  const totals = page.getByRole('region', { name: /total/i }).first();
  await expect(totals).toContainText(/₦\s?\d/);
  return nairaIn((await totals.textContent()) ?? '');
}

// ---------------------------------------------------------------- individual plans
async function openCategory(page: Page, category: string | RegExp) {
  await openSavingsHome(page);
  await page.getByRole('link', { name: /individual/i }).first().click();
  await expect(page).toHaveURL(/\/app\/savings\/create$/);
  await page.getByRole('link', { name: category }).or(page.getByRole('button', { name: category })).first().click();
}

async function fillPlanStep1(page: Page, name: string, target = '100000') {
  await page.getByLabel(/name/i).fill(name);
  await choose(page.getByLabel(/currency/i), /naira/i);
  await page.getByLabel(/target/i).fill(target);
  await page.getByLabel(/start/i).fill(lagosDay(0));
  await page.getByLabel(/end/i).fill(lagosDay(365));
}

async function fillPlanStep2(page: Page) {
  await choose(page.getByLabel(/frequency|how often/i).first(), /monthly/i);
  await choose(page.getByLabel(/interest/i).first(), /yes|true|earn/i);
}

/** A new Family plan taken through steps 1 and 2: the page is on /app/savings/create4. */
async function planToBreakdown(page: Page, name: string, extraStep2?: () => Promise<void>) {
  await openCategory(page, 'Family');
  await expect(page).toHaveURL(/\/app\/savings\/create2\/Family$/);
  await fillPlanStep1(page, name);
  await page.getByRole('button', { name: submitName }).click();
  await expect(page).toHaveURL(/\/app\/savings\/create3\/Family$/);
  await fillPlanStep2(page);
  await extraStep2?.();
  await page.getByRole('button', { name: submitName }).click();
  await expect(page).toHaveURL(/\/app\/savings\/create4$/);
  await expect(page.getByText('Savings Breakdown').first()).toBeVisible();
}

/** Chooses how to pay on a breakdown / payment-method screen and presses NEXT. */
async function payWith(page: Page, method: RegExp) {
  await page.getByRole('radio', { name: method }).first().check();
  await page.getByRole('button', { name: 'NEXT' }).click();
}

/** The wallet's confirmation ("the wallet asks for confirmation before paying"), then the payment. */
async function confirmWallet(page: Page) {
  // A dialog or an inline question: either way a question with a yes/confirm button.
  await expect(page.getByText(/\?\s*$/).filter({ hasText: /wallet|purse|vibe/i }).first()).toBeVisible();
  await page.getByRole('button', { name: /^(yes|confirm)/i }).first().click();
}

/** After a success dialog: results are read on savings home (how the dialog ends is checked on its own). */
async function backToSavingsHome(page: Page) {
  await page.goto('/app/savings');
  await expect(page.getByText('Core Savings').first()).toBeVisible();
}


const successDialog = (page: Page) => page.getByRole('dialog').or(page.getByRole('alertdialog')).or(page.getByRole('region', { name: /successful/i })).filter({ hasText: /success|fantastic|paid|congrat/i }).first();

test.describe('savings home', () => {
  test('fresh user: reached from the sidebar; totals, myPurse strip, three create tiles, empty texts', async ({ freshUser, signIn }) => {
    const page = await signIn(freshUser);
    await openSavingsHome(page);
    // Totals donut (Naira and Dollar).
    await expect(page.getByText(/naira/i).first()).toBeVisible();
    await expect(page.getByText(/dollar/i).first()).toBeVisible();
    await expect(page.getByText(/₦\s?0(\.00)?/).first()).toBeVisible();
    await expect(page.getByText(/\$\s?0(\.00)?/).first()).toBeVisible();
    // myPurse card strip with its 'Create A New Purse' tile.
    await expect(page.getByText('myPurse').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create A New Purse' })).toHaveAttribute('href', '/app/savings/mypurse');
    // Three create tiles.
    await expect(page.getByRole('link', { name: /stash/i }).first()).toHaveAttribute('href', '/app/stash');
    await expect(page.getByRole('link', { name: /individual/i }).first()).toHaveAttribute('href', '/app/savings/create');
    await expect(page.getByRole('link', { name: /group/i }).first()).toHaveAttribute('href', '/app/groupsavings');
    // Core Savings and Stash lists, all empty.
    await expect(page.getByText('Core Savings').first()).toBeVisible();
    for (const text of ['No core Accounts', 'No stash accounts', 'No Accounts']) {
      await expect(page.getByText(text, { exact: true }), text).toBeVisible();
    }
    // The tiles lead where they say.
    await page.getByRole('link', { name: /group/i }).first().click();
    await expect(page).toHaveURL(/\/app\/groupsavings$/);
    await openSavingsHome(page);
    await page.getByRole('link', { name: 'Create A New Purse' }).click();
    await expect(page).toHaveURL(/\/app\/savings\/mypurse$/);
  });

  test('saver: totals, purses, core and Stash lists; a core card opens its detail, GO BACK returns', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/savings');
    await expect(page.getByText(/₦\s?[1-9][\d,]*\.\d\d/).first()).toBeVisible();
    await expect(page.getByText(/\$\s?[\d,]+/).first()).toBeVisible();
    expect(await purseBalance(page, 'Vibe cash')).toBeGreaterThan(0);
    for (const text of ['No core Accounts', 'No stash accounts', 'No Accounts']) await expect(page.getByText(text, { exact: true }), text).toHaveCount(0);
    // Stash list: days left, contribution, maturity date.
    const stash = page.getByRole('region', { name: /^stash/i });
    await expect(stash.getByText(/days? left/i).first()).toBeVisible();
    await expect(stash.getByText(/₦/).first()).toBeVisible();
    await expect(stash.getByText(/maturity/i).first()).toBeVisible();
    // Core Savings card → /app/singlesavings/{id}.
    const core = page.getByRole('region', { name: /core savings/i });
    const card = core.getByRole('link').first();
    const name = (await card.getByRole('heading').first().textContent())!.trim();
    await card.click();
    await expect(page).toHaveURL(/\/app\/singlesavings\/[^/]+$/);
    await expect(page.getByText(name).first()).toBeVisible();
    await expect(page.getByText(/₦[\d,.]+\s*(of|\/)\s*₦[\d,.]+/).first(), 'contribution over target').toBeVisible();
    await expect(page.getByText(/interest/i).first()).toBeVisible();
    await expect(page.getByText(/\d+(\.\d+)?\s?%/).first(), 'interest accrued in %').toBeVisible();
    await expect(page.getByText(/end date|maturity|target date/i).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'GO BACK' })).toHaveAttribute('href', '/app/savings');
    await page.getByRole('link', { name: 'GO BACK' }).click();
    await expect(page).toHaveURL(/\/app\/savings$/);

    // Stash early termination: a yes/no confirmation naming the 50% penal charge; No keeps it, Yes ends it.
    const walletBefore = await purseBalance(page, 'Vibe cash');
    const terminate = stash.getByRole('button', { name: /terminate/i }).first();
    await terminate.click();
    const confirm = page.getByRole('dialog').or(page.getByRole('alertdialog')).first();
    await expect(confirm).toContainText(/50\s?%/);
    await confirm.getByRole('button', { name: /^no$/i }).click();
    await expect(confirm).toBeHidden();
    await expect(stash.getByText(/days? left/i).first()).toBeVisible();
    await terminate.click();
    await confirm.getByRole('button', { name: /^yes$/i }).click();
    await expect(page.getByText('No stash accounts', { exact: true })).toBeVisible();
    await expect.poll(() => purseBalance(page, 'Vibe cash'), 'the Stash money reaches the wallet').toBeGreaterThan(walletBefore);
  });
});

test.describe('individual plans', () => {
  test('category page and step 1: categories, defaults, Naira only, dates from today, required messages', async ({ freshUser, signIn }) => {
    const page = await signIn(freshUser);
    await openSavingsHome(page);
    await page.getByRole('link', { name: /individual/i }).first().click();
    await expect(page).toHaveURL(/\/app\/savings\/create$/);
    for (const category of ['Family', 'Home', 'Emergency', 'Vacation', 'Wedding', 'Celebration', 'Retirement', 'Create A Savings plan']) {
      await expect(page.getByRole('link', { name: category, exact: true }).or(page.getByRole('button', { name: category, exact: true })).first(), category).toBeVisible();
    }
    await page.getByRole('link', { name: 'Create A Savings plan', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/savings\/create2\/Create$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Wedding', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/savings\/create2\/Wedding$/);

    await expect(page.getByText('Interest Rate Guide').first()).toBeVisible();
    const firstName = freshUser.name.split(' ')[0]!;
    await expect(page.getByLabel(/name/i)).toHaveValue(`${firstName}'s Wedding plan`);
    expect(await optionsOf(page.getByLabel(/currency/i))).toEqual(['Naira']);
    for (const date of [page.getByLabel(/start/i), page.getByLabel(/end/i)]) {
      expect(todayIso()).toContain(await date.getAttribute('min'));
    }
    const target = page.getByLabel(/target/i);
    await target.fill('250000');
    await target.blur();
    await expect(target).toHaveValue(/250,000/);
    await target.fill('');
    await page.getByLabel(/name/i).fill('');
    await page.getByRole('button', { name: submitName }).click();
    for (const text of ['Enter a Plan name', 'Select a Currrency Type', 'A target amount is required']) {
      await expect(page.getByText(text, { exact: true }), text).toBeVisible();
    }
    await expect(page.getByText('Enter a Date', { exact: true })).toHaveCount(2);
    await expect(page).toHaveURL(/\/app\/savings\/create2\/Wedding$/);
  });

  test("step 2 and breakdown: frequency and interest required, image optional, Don't Proceed back to the categories", async ({ freshUser, signIn }) => {
    const page = await signIn(freshUser);
    await openCategory(page, 'Family');
    await fillPlanStep1(page, `Plan ${unique()}`);
    await page.getByRole('button', { name: submitName }).click();
    await expect(page).toHaveURL(/\/app\/savings\/create3\/Family$/);
    // Frequencies 1, 7, 30, 0 days.
    const frequency = page.getByLabel(/frequency|how often/i).first();
    const offered = (await optionsOf(frequency)).join(' | ');
    for (const f of [/daily/i, /weekly/i, /monthly/i, /one ?time|once/i]) expect(offered).toMatch(f);
    const image = page.locator('input[type=file]');
    await expect(image).toHaveAttribute('accept', /image/);
    // Image files only: a text file is refused, nothing is previewed.
    await image.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: /image|file|type|format/i }).first()).toBeVisible();
    await expect(page.getByRole('main').locator('img')).toHaveCount(0);
    await page.getByRole('button', { name: submitName }).click();
    // Both frequency and earnInterest are required, each with this (mis)wording.
    await expect(page.getByText('A plan Name is Required', { exact: true })).toHaveCount(2);
    await expect(page).toHaveURL(/\/app\/savings\/create3\/Family$/);
    await choose(frequency, /weekly/i);
    await expect(page.getByText(/estimat/i).first(), 'estimated periodic amount').toBeVisible();
    await expect(page.getByText(/₦\s?[1-9][\d,]*/).first(), 'estimated periodic amount').toBeVisible();
    await fillPlanStep2(page);
    await page.getByRole('button', { name: submitName }).click();
    await expect(page).toHaveURL(/\/app\/savings\/create4$/);
    await expect(page.getByText('Savings Breakdown').first()).toBeVisible();
    await page.getByRole('button', { name: "Don't Proceed" }).or(page.getByRole('link', { name: "Don't Proceed" })).first().click();
    await expect(page).toHaveURL(/\/app\/savings\/create$/);
  });

  test('create a plan and pay from the wallet: confirmation, success, listed, wallet debited', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    await openSavingsHome(page);
    const walletBefore = await purseBalance(page, 'Vibe cash');
    const totalBefore = await nairaTotal(page);
    const name = `Wallet plan ${unique()}`;
    const created = page.waitForRequest((r) => r.url().includes('/user/coreaccount') && r.method() === 'POST');
    await planToBreakdown(page, name);
    // §3/§7: the step 1 draft plus earnInterest, frequency (30 = monthly), amount and isAutomated (always true).
    const plan = (await created).postDataJSON() as Record<string, unknown>;
    expect(plan).toMatchObject({ name, startDate: lagosDay(0), endDate: lagosDay(365) });
    expect([String(plan.ccyCode), String(plan.frequency), String(plan.earnInterest), String(plan.isAutomated)]).toEqual(['1', '30', 'true', 'true']);
    expect(Number(plan.target)).toBe(100000);
    expect(Number(plan.amount)).toBeGreaterThan(0);
    await expect(page.getByText(name).first()).toBeVisible();
    await payWith(page, /wallet|purse|vibe/i);
    const walletPay = page.waitForRequest((r) => r.url().includes('/transfer/fundbypurse'));
    await confirmWallet(page);
    expect((await walletPay).postDataJSON(), 'pay from the wallet by transId').toHaveProperty('transId');
    await expect(successDialog(page)).toBeVisible();

    await backToSavingsHome(page);
    const card = page.getByRole('region', { name: /core savings/i }).getByRole('listitem').filter({ hasText: name });
    await expect(card).toBeVisible();
    const paid = nairaIn((await card.textContent()) ?? '');
    expect(paid, 'the plan holds the first contribution').toBeGreaterThan(0);
    expect(await purseBalance(page, 'Vibe cash')).toBeCloseTo(walletBefore - paid, 2);
    // Wallet to plan moves Naira within the customer's savings: the Naira total stays the same.
    expect(await nairaTotal(page)).toBeCloseTo(totalBefore, 2);
  });

  test('create a plan with an image and pay by card: card step, OTP required, resend, success, listed, detail', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    await openSavingsHome(page);
    const totalBefore = await nairaTotal(page);
    const name = `Card plan ${unique()}`;
    await planToBreakdown(page, name, async () => {
      await page.locator('input[type=file]').setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: TINY_PNG });
    });
    await payWith(page, /card/i);
    // Card step: a radio list of masked cards, a way to add a card, then NEXT.
    await expect(page.getByRole('button', { name: /(add|link).*card/i }).or(page.getByRole('link', { name: /(add|link).*card/i })).first()).toBeVisible();
    await page.getByRole('radio', { name: /\*{4}/ }).first().check();
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page).toHaveURL(/\/app\/savings\/otp\/id$/);
    // §4: resend uses operation type 4 when a transaction exists.
    const resend = page.waitForRequest((r) => r.url().includes('/util/resendotp'));
    await page.getByRole('button', { name: /resend/i }).click();
    expect((await resend).postDataJSON()).toMatchObject({ operationType: 4 });
    await page.getByRole('button', { name: submitName }).click();
    await expect(page.getByText('OTP is required', { exact: true })).toBeVisible();
    await page.getByLabel(/otp/i).fill(OTP);
    await page.getByRole('button', { name: submitName }).click();
    await expect(successDialog(page)).toBeVisible();
    await backToSavingsHome(page);
    const card = page.getByRole('region', { name: /core savings/i }).getByRole('listitem').filter({ hasText: name });
    await expect(card).toBeVisible();
    const paid = nairaIn((await card.textContent()) ?? '');
    expect(paid).toBeGreaterThan(0);
    // Money from a card is new money: the Naira total grows by it.
    expect(await nairaTotal(page)).toBeCloseTo(totalBefore + paid, 2);
    // Its detail shows the image chosen at step 2.
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/app\/singlesavings\/[^/]+$/);
    await expect(page.getByText(name).first()).toBeVisible();
    // The image is shown, but with an empty alt (see the report), so it is found by tag, not by role.
    await expect(page.getByRole('main').locator('img').first()).toBeVisible();
  });

  test('a wallet payment that fails shows an error popup', async ({ freshUser, signIn }) => {
    const page = await signIn(freshUser);
    await planToBreakdown(page, `Empty wallet ${unique()}`);
    await payWith(page, /wallet|purse|vibe/i);
    await confirmWallet(page);
    await expect(page.getByRole('alert').or(page.getByRole('alertdialog')).first()).toBeVisible();
    await expect(successDialog(page)).toHaveCount(0);
  });
});

// ---------------------------------------------------------------- purses
const PURSE_TYPES = ['Custom', 'Family', 'TGIF', 'Dinner Date', 'Movies', 'Shopping', 'Entertaiment'];

async function fillPurseStep1(page: Page, name: string, amount = '1500') {
  await page.getByLabel(/name/i).fill(name);
  await choose(page.getByLabel(/currency/i), /naira/i);
  await choose(page.getByLabel(/frequency/i).first(), /monthly/i);
  await page.getByLabel(/start/i).fill(lagosDay(0));
  await page.getByLabel(/amount/i).fill(amount);
}

async function openPurseType(page: Page, type: string) {
  await openSavingsHome(page);
  await page.getByRole('link', { name: 'Create A New Purse' }).click();
  await expect(page).toHaveURL(/\/app\/savings\/mypurse$/);
  await page.getByRole('link', { name: type, exact: true }).or(page.getByRole('button', { name: type, exact: true })).first().click();
  await expect(page).toHaveURL(new RegExp(`/app/savings/pursestep1/(${type}|${encodeURIComponent(type)})$`));
}

test.describe('purses', () => {
  test('mypurse lists the seven types; step 1: Naira only, dates from today, required messages', async ({ freshUser, signIn }) => {
    const page = await signIn(freshUser);
    await openSavingsHome(page);
    await page.getByRole('link', { name: 'Create A New Purse' }).click();
    await expect(page).toHaveURL(/\/app\/savings\/mypurse$/);
    for (const type of PURSE_TYPES) {
      await expect(page.getByRole('link', { name: type, exact: true }).or(page.getByRole('button', { name: type, exact: true })).first(), type).toBeVisible();
    }
    await page.getByRole('link', { name: 'Dinner Date', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/savings\/pursestep1\/Dinner(%20| )Date$/);
    expect(await optionsOf(page.getByLabel(/currency/i))).toEqual(['Naira']);
    expect(todayIso()).toContain(await page.getByLabel(/start/i).getAttribute('min'));
    const offered = (await optionsOf(page.getByLabel(/frequency/i).first())).join(' | ');
    for (const f of [/daily/i, /weekly/i, /monthly/i, /one ?time|once/i]) expect(offered).toMatch(f);
    await page.getByLabel(/name/i).fill('');
    await page.getByRole('button', { name: submitName }).click();
    for (const text of ['A Purse Name is Required', 'Select your preferred Currency', 'Select your preferred Frequency options', 'Enter a Date', 'Enter your preferred Amount']) {
      await expect(page.getByText(text, { exact: true }), text).toBeVisible();
    }
    const amount = page.getByLabel(/amount/i);
    await amount.fill('25000');
    await amount.blur();
    await expect(amount).toHaveValue(/25,000/);
  });

  test('step 2: automatic withdrawal required; Yes needs frequency and percentage; pick-a-date needs a date; PREVIOUS', async ({ freshUser, signIn }) => {
    const page = await signIn(freshUser);
    await openPurseType(page, 'Movies');
    const name = `Movies ${unique()}`;
    await fillPurseStep1(page, name);
    await page.getByRole('button', { name: submitName }).click();
    await expect(page).toHaveURL(/\/app\/savings\/pursestep2\/Movies$/);
    await expect(page.getByRole('link', { name: 'PREVIOUS' })).toHaveAttribute('href', /^\/app\/savings\/pursestep1(\/Movies)?$/);
    await page.getByRole('button', { name: submitName }).click();
    await expect(page.getByText('A Plan Name is Required', { exact: true })).toBeVisible();
    await page.getByRole('radio', { name: /yes/i }).check();
    await page.getByRole('button', { name: submitName }).click();
    await expect(page.getByText('Choose a Date', { exact: true })).toBeVisible();
    await expect(page.getByText('Choose or Enter Percentage', { exact: true })).toBeVisible();
    // Withdrawal frequency: every week, every two weeks, every month, pick a date.
    const frequency = page.getByLabel(/frequency|how often|when/i).first();
    const offered = (await optionsOf(frequency)).join(' | ');
    for (const f of [/every week/i, /two weeks/i, /every month/i, /pick a date/i]) expect(offered).toMatch(f);
    // Percentage: 20, 60, 100 or a free number.
    const percentage = page.getByText(/percent/i).first();
    await expect(percentage).toBeVisible();
    for (const pct of ['20', '60', '100']) await expect(page.getByText(new RegExp(`^\\s*${pct}\\s?%?\\s*$`)).first(), `${pct}%`).toBeVisible();
    // A free number: choosing it offers a field to type the percentage in.
    await choose(page.getByLabel(/percent/i).first(), /enter|other|custom/i);
    await expect(page.getByRole('textbox', { name: /percent/i }).or(page.getByRole('spinbutton', { name: /percent/i })).first()).toBeVisible();
    await choose(page.getByLabel(/percent/i).first(), /^20/);
    // Pick a date: a date is then required.
    await choose(frequency, /pick a date/i);
    const date = page.locator('main input[type=date]');
    await expect(date).toBeVisible();
    await page.getByRole('button', { name: submitName }).click();
    await expect(page).toHaveURL(/\/app\/savings\/pursestep2\/Movies$/);
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    // PREVIOUS goes back to step 1 with the draft kept for the session.
    await page.getByRole('link', { name: 'PREVIOUS' }).click();
    await expect(page).toHaveURL(/\/app\/savings\/pursestep1/);
    await expect(page.getByLabel(/name/i)).toHaveValue(name);
  });

  test('create a purse and pay from the wallet: breakdown at 3% per annum, success, listed, wallet debited', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    await openSavingsHome(page);
    const walletBefore = await purseBalance(page, 'Vibe cash');
    const name = `Shop ${unique()}`;
    await openPurseType(page, 'Shopping');
    await fillPurseStep1(page, name, '1500');
    await page.getByRole('button', { name: submitName }).click();
    await expect(page).toHaveURL(/\/app\/savings\/pursestep2\/Shopping$/);
    await page.getByRole('radio', { name: /^no/i }).check();
    const created = page.waitForRequest((r) => r.url().includes('/user/my_purse') && r.method() === 'POST');
    await page.getByRole('button', { name: submitName }).click();
    // §3/§7: the merged purse draft.
    const purse = (await created).postDataJSON() as Record<string, unknown>;
    expect(purse).toMatchObject({ name, startDate: lagosDay(0) });
    expect([String(purse.ccyCode), String(purse.crFreq), Number(purse.amount), String(purse.autoWithdraw)]).toEqual(['1', '30', 1500, 'false']);
    await expect(page).toHaveURL(/\/app\/savings\/pursestep3$/);
    await expect(page.getByText(name).first()).toBeVisible();
    await expect(page.getByText(/₦\s?1,500/).first()).toBeVisible();
    await expect(page.getByText(/3\s?% per annum/i).first()).toBeVisible();
    await payWith(page, /wallet|purse|vibe/i);
    await confirmWallet(page);
    await expect(successDialog(page)).toBeVisible();

    await backToSavingsHome(page);
    expect(await purseBalance(page, name)).toBe(1500);
    expect(await purseBalance(page, 'Vibe cash')).toBeCloseTo(walletBefore - 1500, 2);
  });

  test('fund an existing purse from savings home: amount required, breakdown, paid from the wallet', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    await openSavingsHome(page);
    const walletBefore = await purseBalance(page, 'Vibe cash');
    const tgifBefore = await purseBalance(page, 'TGIF');
    // Where a customer would look: the TGIF card in the myPurse strip.
    const tgif = page.getByRole('listitem').filter({ hasText: /^\s*TGIF/ }).first();
    await tgif.getByRole('link', { name: /fund/i }).or(tgif.getByRole('button', { name: /fund/i })).first().click();
    await expect(page).toHaveURL(/\/app\/savings\/fundpurse/);
    // The chosen purse is the one clicked, and is kept for the session.
    await expect(page.getByRole('radio', { name: /TGIF/ })).toBeChecked();
    await page.reload();
    await expect(page.getByRole('radio', { name: /TGIF/ })).toBeChecked();
    const amount = page.getByLabel(/amount/i);
    await page.getByRole('button', { name: submitName }).click();
    await expect(page.getByText('Enter an Amount', { exact: true })).toBeVisible();
    await amount.fill('1250');
    const funded = page.waitForRequest((r) => r.url().includes('/transfer/FundExistingPurse'));
    await page.getByRole('button', { name: submitName }).click();
    const body = (await funded).postDataJSON() as Record<string, unknown>;
    expect(Number(body.amount)).toBe(1250);
    expect(body.accountNumber, 'the purse account id').toBeTruthy();
    await expect(page).toHaveURL(/\/app\/savings\/fundpursebreakdown$/);
    await expect(page.getByText('TGIF').first()).toBeVisible();
    await expect(page.getByText(/₦\s?1,250/).first()).toBeVisible();
    await payWith(page, /wallet|purse|vibe/i);
    await confirmWallet(page);
    await expect(successDialog(page)).toBeVisible();

    await backToSavingsHome(page);
    expect(await purseBalance(page, 'TGIF')).toBeCloseTo(tgifBefore + 1250, 2);
    expect(await purseBalance(page, 'Vibe cash')).toBeCloseTo(walletBefore - 1250, 2);
  });
});

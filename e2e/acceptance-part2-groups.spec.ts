// Acceptance tests for part 2 §2 'Group savings' and 'Questionnaire and blog', written from the
// specification alone (/work/shared/spec/part2-savings-account-public.md, and part 1 §2 for the signed-in
// layout and the payment steps): fields by label, buttons by the names the spec gives them, texts verbatim.
import { test, expect, signInOn, type Customer } from './fixtures.ts';
import { lagosDay, nairaIn, unique } from './acceptance-support.ts';
import { TINY_PNG } from './support.ts';
import type { Browser, Locator, Page } from '@playwright/test';

/** A spec reader's guess at an unnamed submit button. */
const submitName = /^(next|proceed|continue|confirm|submit|create|save)/i;

/** Picks an option whose label matches `name` in a field that may be a select or a radio group. */
async function choose(page: Page, field: RegExp, name: RegExp) {
  const select = page.getByRole('combobox', { name: field });
  if (await select.count()) {
    const label = await select.first().evaluate(
      (el, source) => [...(el as HTMLSelectElement).options].find((o) => new RegExp(source, 'i').test(o.label))?.label ?? '',
      name.source,
    );
    await select.first().selectOption({ label });
    return;
  }
  const group = page.getByRole('radiogroup', { name: field });
  const scope: Page | Locator = (await group.count()) ? group.first() : page;
  await scope.getByRole('radio', { name }).first().check();
}

const submit = (page: Page) => page.getByRole('button', { name: submitName }).first();

/** The myPurse wallet ('Vibe cash', the default purse) balance as the savings home shows it. */
async function walletBalance(page: Page) {
  await page.goto('/app/savings');
  const card = page.getByRole('link', { name: /vibe cash/i }).or(page.getByRole('listitem').filter({ hasText: /vibe cash/i })).or(page.getByRole('article').filter({ hasText: /vibe cash/i })).first();
  await expect(card).toBeVisible();
  return nairaIn(await card.innerText());
}

/** Group step 1 with valid answers, from /app/groupsavings1/{kind}. */
async function fillStep1(page: Page, name: string, target = '200000') {
  await page.getByLabel(/name/i).first().fill(name);
  await choose(page, /currency/i, /naira/i);
  await page.getByLabel(/target(?!.*date)|amount/i).first().fill(target);
  await page.getByLabel(/date/i).first().fill(lagosDay(120));
}

/** Group schedule (groupsavings3): start, frequency, contribution. */
async function fillSchedule(page: Page, amount = '5000') {
  await page.getByLabel(/start/i).first().fill(lagosDay(1));
  await choose(page, /frequency/i, /monthly/i);
  await page.getByLabel(/amount|contribution/i).first().fill(amount);
}

/** Breakdown then payment from the wallet: choose the wallet, NEXT, confirm, success dialog. */
async function payFromWallet(page: Page) {
  await page.getByRole('radio', { name: /wallet|purse/i }).first().check();
  await page.getByRole('button', { name: 'NEXT' }).click();
  // The wallet asks for confirmation before paying (§2 names no dialog: any confirm button will do).
  const confirm = page.getByRole('button', { name: /^(yes|confirm|pay|proceed|ok)\b/i }).first();
  await expect(confirm, 'the wallet asks for confirmation before paying').toBeVisible();
  await confirm.click();
  await expect(page.getByRole('dialog').or(page.getByRole('alertdialog')).or(page.getByRole('region', { name: /successful/i })).filter({ hasText: /success|fantastic|paid/i }).first()).toBeVisible();
}

/** A second customer in another browser context, signed in at `address`. */
async function secondCustomer(browser: Browser, customer: Customer, address: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInOn(page, customer, address);
  return page;
}

/** Creates a group from the hub as `page`'s customer and pays its first contribution from the wallet. Returns its name. */
async function createAndPay(page: Page, kind: 'private' | 'public', amount = '5000') {
  const name = `Acc ${kind} ${unique()}`;
  await page.goto('/app/groupsavings');
  await page.getByRole('link', { name: new RegExp(kind, 'i') }).first().click();
  await expect(page).toHaveURL(`/app/groupsavings1/${kind}`);
  await fillStep1(page, name);
  await submit(page).click();
  if (kind === 'private') {
    await expect(page).toHaveURL('/app/groupsavings2');
    await page.getByRole('radio').first().check();
    await submit(page).click();
  }
  await expect(page).toHaveURL('/app/groupsavings3');
  await fillSchedule(page, amount);
  await submit(page).click();
  await expect(page).toHaveURL('/app/groupsavings4');
  await expect(page.getByText(name).first()).toBeVisible();
  await payFromWallet(page);
  return name;
}

// ---------------------------------------------------------------- Group savings hub
test.describe('group savings hub', () => {
  test('reached from savings home; four options; the join-by-code modal and its messages', async ({ page, freshUser, signIn, expectAccessible }) => {
    await signIn(freshUser, '/app/savings');
    // The savings home's group savings create tile leads to the hub.
    await page.getByRole('link', { name: /group/i }).first().click();
    await expect(page).toHaveURL('/app/groupsavings');

    await expect(page.getByRole('link', { name: /private/i }).first()).toHaveAttribute('href', '/app/groupsavings1/private');
    await expect(page.getByRole('link', { name: /public/i }).first()).toHaveAttribute('href', '/app/groupsavings1/public');
    await expect(page.getByRole('link', { name: /challenge/i }).first()).toHaveAttribute('href', '/app/publicgroup');

    // Join a private group by code: a modal.
    await page.clock.install();
    await page.getByRole('button', { name: /code|join.*private/i }).first().click();
    const modal = page.getByRole('dialog');
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: submitName }).first().click();
    await expect(modal.getByText('The Group code is required', { exact: true })).toBeVisible();
    await expectAccessible();

    // An unknown code: the server's message shows, for 3 seconds.
    await modal.getByLabel(/code/i).fill('NOSUCHCODE');
    const answer = page.waitForResponse((r) => /group_savings/i.test(r.url()) && /code=/i.test(r.url()));
    await modal.getByRole('button', { name: submitName }).first().click();
    const { messages } = (await (await answer).json()) as { messages: string[] };
    expect(messages.length, 'the server explains the refusal').toBeGreaterThan(0);
    await expect(page.getByText(messages[0]!).first()).toBeVisible();
    await page.clock.runFor(2_000);
    await expect(page.getByText(messages[0]!).first()).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(page.getByText(messages[0]!)).toHaveCount(0);

    // Any other /app path redirects to /app/dashboard.
    await page.clock.resume();
    await page.goto('/app/groupsavings9');
    await expect(page).toHaveURL('/app/dashboard');
  });

  test('step 1 (private and public): messages, Naira only, dates from today, amounts with separators', async ({ page, freshUser, signIn }) => {
    await signIn(freshUser, '/app/groupsavings1/private');
    for (const kind of ['private', 'public']) {
      await page.goto(`/app/groupsavings1/${kind}`);
      await submit(page).click();
      for (const text of ['Enter a Plan name', 'Select a Currrency Type', 'A target amount is required', 'Enter a Date']) {
        await expect(page.getByText(text, { exact: true }), `${kind}: ${text}`).toBeVisible();
      }
      await expect(page).toHaveURL(`/app/groupsavings1/${kind}`);
    }
    // Only Naira is offered.
    const select = page.getByRole('combobox', { name: /currency/i });
    const options = (await select.count())
      ? await select.evaluate((el) => [...(el as HTMLSelectElement).options].filter((o) => o.value).map((o) => o.label.trim()))
      : await page.getByRole('radio').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''));
    expect(options).toEqual(['Naira']);
    // The target date allows today or later.
    await expect(page.getByLabel(/date/i).first()).toHaveAttribute('min', lagosDay(0));
    const target = page.getByLabel(/target(?!.*date)|amount/i).first();
    await target.fill('250000');
    await target.blur();
    await expect(target).toHaveValue(/250,000/);
  });
});

// ---------------------------------------------------------------- Creating and joining
test.describe('group savings flows', () => {
  test('private group: step 1, decide and image, schedule, breakdown at 10% per annum, wallet pays; a second customer joins by code', async ({ page, browser, saver, createCustomer, signIn }) => {
    await signIn(saver, '/app/savings');
    const before = await walletBalance(page);
    const name = `Acc private ${unique()}`;

    await page.goto('/app/groupsavings');
    await page.getByRole('link', { name: /private/i }).first().click();
    await fillStep1(page, name, '300000');
    await submit(page).click();

    // groupsavings2: who decides how members save, optional image.
    await expect(page).toHaveURL('/app/groupsavings2');
    await submit(page).click();
    await expect(page.getByText('Coose an Option', { exact: true })).toBeVisible();
    // The optional image: an image file is taken.
    await page.getByLabel(/image/i).first().setInputFiles({ name: 'group.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByRole('img', { name: /image|preview/i }).first()).toBeVisible();
    // Members decide how they save, so the joiner below chooses frequency and amount (§2 joingroup1).
    await page.getByRole('radio', { name: /each member|members? decide/i }).first().check();
    await submit(page).click();

    // groupsavings3: the schedule.
    await expect(page).toHaveURL('/app/groupsavings3');
    await submit(page).click();
    for (const text of ['Enter a Start Date', 'Select a Frequency', 'Enter an Amount']) {
      await expect(page.getByText(text, { exact: true }), text).toBeVisible();
    }
    // §3 codes: 1 daily, 7 weekly, 30 monthly, 0 one time.
    for (const frequency of [/daily/i, /weekly/i, /monthly/i, /one.?time|once/i]) await expect(page.getByRole('radio', { name: frequency }).or(page.getByRole('option', { name: frequency })).first()).toBeAttached();
    await fillSchedule(page, '7500');
    await expect(page.getByLabel(/amount|contribution/i).first()).toHaveValue(/7,500/);
    await submit(page).click();

    // groupsavings4: breakdown and payment.
    await expect(page).toHaveURL('/app/groupsavings4');
    await expect(page.getByText(name).first()).toBeVisible();
    await expect(page.getByText(/10% per annum/i).first()).toBeVisible();
    await expect(page.getByText(/300,000/).first()).toBeVisible();
    // The group code is what a member joins with: the creator must be shown it somewhere here.
    const codeText = await page.getByText(/code/i).first().innerText();
    // The payment-method screen: Card or the wallet.
    await expect(page.getByRole('radio', { name: /card/i }).first()).toBeVisible();
    await expect(page.getByRole('radio', { name: /wallet|purse/i }).first()).toBeVisible();
    await payFromWallet(page);

    // Listed and paid: the group is a core savings account; the wallet paid the contribution.
    expect(await walletBalance(page)).toBeCloseTo(before - 7_500, 2);
    const listed = page.getByRole('listitem').filter({ hasText: name }).first();
    await expect(listed).toBeVisible();
    await expect(listed, 'contribution over target').toContainText(/7,500(\.00)?.*300,000/);

    // A second customer joins with the code from the hub's modal.
    const code = /code\W*([A-Z0-9-]{4,})/i.exec(codeText)?.[1];
    expect(code, `the group code shown to the creator (${codeText})`).toBeTruthy();
    const other = await secondCustomer(browser, await createCustomer('a saver'), '/app/groupsavings');
    await other.getByRole('button', { name: /code|join.*private/i }).first().click();
    const modal = other.getByRole('dialog');
    await modal.getByLabel(/code/i).fill(code!);
    await modal.getByRole('button', { name: submitName }).first().click();
    await expect(modal.getByText(name).first()).toBeVisible();
    // Cancel returns to the code step.
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal.getByLabel(/code/i)).toBeVisible();
    await modal.getByRole('button', { name: submitName }).first().click();
    await modal.getByRole('button', { name: 'NEXT' }).click();
    await expect(other).toHaveURL(/\/app\/groupsavings\/joingroup1\/[^/]+$/);
    await other.getByLabel(/start/i).first().fill(lagosDay(2));
    await choose(other, /frequency/i, /monthly/i);
    await other.getByLabel(/amount|contribution/i).first().fill('7500');
    await submit(other).click();
    await expect(other).toHaveURL('/app/groupsavings/joingroup2');
    await expect(other.getByText(name).first()).toBeVisible();
    await expect(other.getByText(/10% per annum/i).first()).toBeVisible();
    await payFromWallet(other);
    await other.goto('/app/savings');
    await expect(other.getByText(name).first()).toBeVisible();
    await other.context().close();
  });

  test('public group: no decide step; listed under Join a challenge for another customer, who joins it', async ({ page, browser, saver, createCustomer, signIn }) => {
    await signIn(saver, '/app/savings');
    const name = await createAndPay(page, 'public', '6000');

    const joiner = await createCustomer('a saver');
    const other = await secondCustomer(browser, joiner, '/app/groupsavings');
    const before = await walletBalance(other);
    await other.goto('/app/groupsavings');
    await other.getByRole('link', { name: /challenge/i }).first().click();
    await expect(other).toHaveURL('/app/publicgroup');
    await expect(other.getByRole('heading', { name: /join a challenge/i })).toBeVisible();
    const entry = other.getByRole('link', { name: new RegExp(name) }).first();
    await expect(entry).toHaveAttribute('href', /\/app\/groupsavings\/joingroup1\/[^/]+$/);
    await entry.click();

    // joingroup1: the joiner's schedule.
    await expect(other).toHaveURL(/\/app\/groupsavings\/joingroup1\/[^/]+$/);
    await expect(other.getByText(name).first()).toBeVisible();
    await submit(other).click();
    // freq, earn (the amount) and start are required, all with this message.
    await expect(other.getByText('A plan Name is Required', { exact: true })).toHaveCount(3);
    const start = other.getByLabel(/start/i).first();
    // Start date minimum is the group's start date (tomorrow, as the creator set it).
    await expect(start).toHaveAttribute('min', lagosDay(1));
    await start.fill(lagosDay(1));
    await choose(other, /frequency/i, /monthly/i);
    await other.getByLabel(/amount|contribution/i).first().fill('6000');
    await expect(other.getByLabel(/amount|contribution/i).first()).toHaveValue(/6,000/);
    await submit(other).click();

    // joingroup2: the joiner's breakdown and payment.
    await expect(other).toHaveURL('/app/groupsavings/joingroup2');
    await expect(other.getByText(name).first()).toBeVisible();
    await expect(other.getByText(/10% per annum/i).first()).toBeVisible();
    await payFromWallet(other);
    expect(await walletBalance(other)).toBeCloseTo(before - 6_000, 2);
    await expect(other.getByText(name).first()).toBeVisible();
    await other.context().close();
  });

  test('join-by-code modal: the breakdown of the group (10% per annum), Cancel back to the code, NEXT to its join schedule', async ({ page, request }) => {
    // Precondition through the control routes: a saver, and someone else's private group its owner has paid into.
    const joiner = { email: `acc-groups-${unique()}@example.com`, password: 'Passw0rd!' };
    const res = await request.post('/__mock/provider-states', { data: { state: 'a saver', params: { group: 'private', ...joiner }, action: 'setup' } });
    expect(res.ok()).toBe(true);
    const seeded = (await res.json()) as { groupId: string; groupCode: string; groupStart: string };
    await signInOn(page, joiner, '/app/groupsavings');
    await page.getByRole('button', { name: /code|join.*private/i }).first().click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel(/code/i).fill(seeded.groupCode);
    await modal.getByRole('button', { name: submitName }).first().click();
    await expect(modal.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(modal.getByText(/target/i).first()).toBeVisible();
    await expect(modal.getByText(/10% per annum/i).first(), 'the code breakdown shows the fixed interest').toBeVisible();
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal.getByLabel(/code/i)).toBeVisible();
    await modal.getByRole('button', { name: submitName }).first().click();
    await modal.getByRole('button', { name: 'NEXT' }).click();
    await expect(page).toHaveURL(`/app/groupsavings/joingroup1/${seeded.groupId}`);
    const start = page.getByLabel(/start/i).first();
    const earliest = seeded.groupStart > lagosDay(0) ? seeded.groupStart : lagosDay(0);
    await expect(start, "the start date's minimum is the group's start date").toHaveAttribute('min', earliest);
    await start.fill(earliest);
    await choose(page, /frequency/i, /weekly/i);
    await page.getByLabel(/amount|contribution/i).first().fill('2500');
    await submit(page).click();
    await expect(page).toHaveURL('/app/groupsavings/joingroup2');
    await expect(page.getByText(/10% per annum/i).first()).toBeVisible();
    await expect(page.getByRole('radio', { name: /card/i }).first()).toBeVisible();
  });

  test('publicgroup lists the challenges; each opens its join schedule with the group passed along', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/groupsavings');
    await page.getByRole('link', { name: /challenge/i }).first().click();
    await expect(page).toHaveURL('/app/publicgroup');
    const links = page.locator('a[href^="/app/groupsavings/joingroup1/"]');
    await expect(links.first()).toBeVisible();
    const first = links.first();
    const text = (await first.innerText()).split('\n')[0]!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/app\/groupsavings\/joingroup1\/[^/]+$/);
    await expect(page.getByText(text).first()).toBeVisible();
    await expect(page.getByLabel(/start/i).first()).toBeVisible();
    // The joiner chooses frequency and amount, unless the group's owner decides how members save (§6).
    await expect(page.getByLabel(/frequency/i).first().or(page.getByText(/owner decides/i)).first()).toBeVisible();
  });
});

test.describe('group payments, other ways', () => {
  test('creator pays the first contribution by card: masked cards, OTP required, success, listed', async ({ saver, signIn, expectAccessible }) => {
    const page = await signIn(saver, '/app/groupsavings1/public');
    const name = `Acc card ${unique()}`;
    await fillStep1(page, name);
    await submit(page).click();
    await expect(page).toHaveURL('/app/groupsavings3');
    await fillSchedule(page, '4000');
    await submit(page).click();
    await expect(page).toHaveURL('/app/groupsavings4');
    await expect(page.getByText(/10% per annum/i).first()).toBeVisible();
    await expectAccessible();
    await page.getByRole('radio', { name: /card/i }).first().check();
    await page.getByRole('button', { name: 'NEXT' }).click();
    // Part 1 §2: a radio list of masked cards (bin, six stars, pan), Cancel and NEXT.
    const card = page.getByRole('radio', { name: /\*{6}/ }).first();
    await expect(card).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await card.check();
    await page.getByRole('button', { name: 'NEXT' }).click();
    // The OTP screen: required, resend, then the success dialog.
    const otp = page.getByLabel(/otp/i).first();
    await expect(otp).toBeVisible();
    await expect(page.getByRole('button', { name: /resend/i })).toBeVisible();
    await page.getByRole('button', { name: submitName }).first().click();
    await expect(page.getByText('OTP is required', { exact: true })).toBeVisible();
    await otp.fill('123456');
    await page.getByRole('button', { name: submitName }).first().click();
    await expect(page.getByRole('dialog').or(page.getByRole('alertdialog')).or(page.getByRole('region', { name: /successful/i })).filter({ hasText: /success|fantastic|paid/i }).first()).toBeVisible();
    await page.goto('/app/savings');
    await expect(page.getByText(name).first()).toBeVisible();
  });

  test('a customer with an empty wallet is told why the wallet cannot pay; nothing is listed', async ({ page, freshUser, signIn }) => {
    await signIn(freshUser, '/app/groupsavings1/private');
    const name = `Acc empty ${unique()}`;
    await fillStep1(page, name);
    await submit(page).click();
    await page.getByRole('radio', { name: /i decide/i }).or(page.getByRole('radio')).first().check();
    await submit(page).click();
    await fillSchedule(page, '3000');
    await submit(page).click();
    await expect(page).toHaveURL('/app/groupsavings4');
    await page.getByRole('radio', { name: /wallet|purse/i }).first().check();
    await page.getByRole('button', { name: 'NEXT' }).click();
    const answer = page.waitForResponse((r) => r.url().includes('/transfer/fundbypurse'));
    await page.getByRole('button', { name: /^(yes|confirm|pay|proceed|ok)\b/i }).first().click();
    const { success, messages } = (await (await answer).json()) as { success: boolean; messages: string[] };
    expect(success).toBe(false);
    // §8: server messages appear in an alert area.
    await expect(page.getByRole('alert').filter({ hasText: messages[0]! }).first()).toBeVisible();
    await expect(page.getByText(/fantastic|successful/i)).toHaveCount(0);
    // A fresh customer sees the challenges list's empty text.
    await page.goto('/app/publicgroup');
    await expect(page.getByText('No Accounts', { exact: true })).toBeVisible();
    await page.goto('/app/savings');
    await expect(page.getByText('No core Accounts', { exact: true })).toBeVisible();
  });
});

// ---------------------------------------------------------------- Questionnaire
test.describe('questionnaire', () => {
  test('from the dashboard to-do: /app/help, six steps with PREVIOUS and NEXT, every message, submit, thank-you', async ({ freshUser, signIn, expectAccessible }) => {
    const page = await signIn(freshUser);
    await page.getByRole('link', { name: /let us help you save better/i }).or(page.getByRole('button', { name: /let us help you save better/i })).first().click();
    await expect(page).toHaveURL('/app/help');
    await expect(page.getByRole('radio').first()).toBeVisible();
    await expectAccessible();

    const messages = [
      'Frequency is Required',
      'Your monthly earnings is Required',
      'Your monthly expenses is Required',
      'Your monthly savings option is required',
      'This field is required',
      'Your projection is required',
    ];
    // §9: frequency 1, 7, 30, 90, 0; earnings and expenses bands 1 to 5; savings percent and projection five each.
    const optionCounts = [5, 5, 5, 5, undefined, 5];
    const previous = page.getByRole('button', { name: 'PREVIOUS' }).or(page.getByRole('link', { name: 'PREVIOUS' })).first();
    for (const [i, message] of messages.entries()) {
      const last = i === messages.length - 1;
      const forward = last ? page.getByRole('button', { name: /submit|finish|done|next/i }).first() : page.getByRole('button', { name: 'NEXT' });
      await forward.click();
      await expect(page.getByText(message, { exact: true }), `step ${i + 1}: ${message}`).toBeVisible();
      const radios = page.getByRole('radio');
      if (optionCounts[i]) await expect(radios, `step ${i + 1} options`).toHaveCount(optionCounts[i]);
      await radios.first().check();
      if (i === 1) {
        // PREVIOUS goes back a step and keeps the answer given there; NEXT comes back to this one.
        await previous.click();
        await expect(page.getByRole('radio').first()).toBeChecked();
        await page.getByRole('button', { name: 'NEXT' }).click();
        await expect(page.getByRole('radio').first()).toBeChecked();
      }
      await forward.click();
    }
    await expect(page.getByText(/thank/i).first()).toBeVisible();

    // The to-do item goes once the questionnaire is answered.
    await page.goto('/app/dashboard');
    await expect(page.getByText(/total balance/i).first()).toBeVisible();
    await expect(page.getByText(/let us help you save better/i)).toHaveCount(0);
  });
});

// ---------------------------------------------------------------- Blog
test.describe('blog', () => {
  test('sidebar Blog opens /app/blog with one entry per server post; an entry opens /app/blog/{id}', async ({ page, freshUser, signIn }) => {
    await signIn(freshUser);
    const posts = page.waitForResponse((r) => r.url().includes('/util/blogposts'));
    await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
    await expect(page).toHaveURL('/app/blog');
    const { data } = (await (await posts).json()) as { data: unknown[] };
    expect(data.length).toBeGreaterThan(0);
    const entries = page.getByRole('main').locator('a[href^="/app/blog/"]');
    await expect(entries).toHaveCount(data.length);
    await entries.first().click();
    await expect(page).toHaveURL(/\/app\/blog\/[^/]+$/);
    await expect(page.getByRole('main')).not.toBeEmpty();
    await expect(page.getByRole('heading').first()).toBeVisible();
    // A post's address opens (signed in) rather than sending the customer to the dashboard.
    for (const address of ['/app/blog/1', '/app/blog/:id']) {
      await page.goto(address);
      await expect(page).toHaveURL(address);
      await expect(page.getByRole('heading').first()).toBeVisible();
    }
  });
});

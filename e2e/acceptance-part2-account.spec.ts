// Acceptance tests for part 2 §2 'Account area', written from the specification alone
// (/work/shared/spec/part2-savings-account-public.md §2-5, 8, 9): fields by label, buttons, links and
// tabs by the names the spec gives them, texts verbatim (typos included). Where the spec names no label
// the locator is a reader's guess (a case-insensitive pattern).
import { test, expect } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { nairaIn, OTP } from './acceptance-support.ts';
import { customerWith } from './account-support.ts';
import { pauseNow } from './support.ts';

const PIN = '1234';
/** Tunde Bakare, a customer of the mock (docs/mock-server.md) to transfer to or add. */
const TUNDE = { email: 'tunde.bakare@example.com', phone: '+2348139990003', name: 'Tunde Bakare' };

/** A spec reader's guess at an unnamed submit button. */
const submitName = /^(next|proceed|continue|confirm|submit|verify|save|update|add|send|withdraw|transfer|change)/i;

/** A button or a link of that name: the spec says "button" for things a product may render as links. */
const control = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('button', { name }).or(scope.getByRole('link', { name })).first();

/** The myPurse card of /app/account/myportfolio and the amount it shows first (its total). */
async function portfolioPurseTotal(page: Page) {
  await page.goto('/app/account/myportfolio');
  const card = page.getByRole('main').getByRole('region', { name: 'myPurse' });
  await expect(card.getByText(/₦/).first()).toBeVisible();
  return nairaIn(await card.getByText(/₦/).first().innerText());
}

// ---------------------------------------------------------------- /app/account and its tiles (§2)
test('account home: Transfer and Withdraw buttons, the portfolio link, six tiles that open their screens', async ({ saver, signIn }) => {
  const page = await signIn(saver);
  // Reachable from the sidebar's Account entry (part 1 §2).
  await page.getByRole('link', { name: 'Account', exact: true }).first().click();
  await expect(page).toHaveURL(/\/app\/account$/);
  await expect(control(page, 'Transfer Funds')).toBeVisible();
  await expect(control(page, 'Withdraw Funds')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.locator('a[href="/app/account/myportfolio"]').first()).toBeVisible();

  const tiles: [RegExp, string][] = [
    [/my account settings/i, '/app/account/profile'],
    [/support/i, '/app/account/support'],
    [/my card and bank settings/i, '/app/account/mycard'],
    [/refer and earn/i, '/app/account/refer'],
    [/manage beneficiaries/i, '/app/account/beneficiary'],
    [/my security settings/i, '/app/account/changepassword'],
  ];
  for (const [name, href] of tiles) {
    await expect(main.getByRole('link', { name }).first(), String(name)).toHaveAttribute('href', href);
  }
  for (const [name, href] of tiles) {
    await page.goto('/app/account');
    await main.getByRole('link', { name }).first().click();
    await expect(page, String(name)).toHaveURL(new RegExp(`${href}$`));
  }

  // The portfolio: cards for Savings, Investments and myPurse, from the page's link and from the header.
  await page.goto('/app/account');
  await main.locator('a[href="/app/account/myportfolio"]').first().click();
  await expect(page).toHaveURL(/\/app\/account\/myportfolio$/);
  for (const title of ['Savings', 'Investments', 'myPurse']) {
    await expect(main.getByText(title, { exact: true }).first(), title).toBeVisible();
  }
  await expect(main.getByText(/₦/).first()).toBeVisible();

  // /app/account/linkcard is a route of its own; an unknown /app/account path goes to the dashboard.
  await page.goto('/app/account/linkcard');
  await expect(page).toHaveURL(/\/app\/account\/linkcard$/);
  await page.goto('/app/account/no-such-screen');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

// ---------------------------------------------------------------- /app/account/profile (§2, 4, 5, 8)
test('profile: My Profile read-only fields, its two messages, Profile Updated, and the tabs still show one form each', async ({ page, freshUser, signIn }) => {
  await signIn(freshUser, '/app/account');
  await page.getByRole('main').getByRole('link', { name: /my account settings/i }).first().click();
  await expect(page).toHaveURL(/\/app\/account\/profile$/);
  const profileTab = page.getByRole('tab', { name: 'My Profile' });
  const kinTab = page.getByRole('tab', { name: 'Next of Kin' });
  await expect(profileTab).toHaveAttribute('aria-selected', 'true');
  await expect(kinTab).toBeVisible();

  // Name, e-mail, phone and date of birth are read-only; the e-mail shown is the customer's.
  const panel = page.getByRole('tabpanel');
  for (const label of [/first ?name|^name/i, /e-?mail/i, /phone/i, /date of birth|birth/i]) {
    const field = panel.getByLabel(label).first();
    await expect(field, String(label)).toBeVisible();
    await expect(field, String(label)).not.toBeEditable();
  }
  await expect(panel.getByLabel(/e-?mail/i).first()).toHaveValue(freshUser.email);

  await panel.getByLabel(/address/i).fill('');
  await panel.getByRole('button', { name: submitName }).click();
  await expect(panel.getByText('Enter your Address', { exact: true })).toBeVisible();
  await expect(panel.getByText('Enter your Password', { exact: true })).toBeVisible();
  await panel.getByLabel(/address/i).fill('3 Marina Road, Lagos Island');
  const state = panel.getByLabel(/state/i).first();
  if ((await state.evaluate((el) => el.tagName)) === 'SELECT') await state.selectOption({ label: 'Lagos' });
  else await state.fill('Lagos');
  await panel.getByLabel(/password/i).fill(freshUser.password);
  await panel.getByRole('button', { name: submitName }).click();
  await expect(page.getByText('Profile Updated', { exact: true })).toBeVisible();
  // The saved address is shown, in one form.
  await expect(panel.getByLabel(/address/i)).toHaveCount(1);
  await expect(panel.getByLabel(/address/i)).toHaveValue('3 Marina Road, Lagos Island');

  // The Next of Kin tab shows the next of kin's form only.
  await kinTab.click();
  await expect(kinTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByLabel(/first ?name/i)).toHaveCount(1);
  await expect(page.getByRole('tabpanel').getByLabel(/first ?name/i)).toBeEditable();
});

test('next of kin: ADD, seven messages, Next of Kin Updated!, then UPDATE with what was saved', async ({ page, freshUser, signIn }) => {
  await signIn(freshUser, '/app/account/profile');
  const kinTab = page.getByRole('tab', { name: 'Next of Kin' });
  await kinTab.click();
  await expect(kinTab).toHaveAttribute('aria-selected', 'true');
  const kin = page.getByRole('tabpanel');
  // No next of kin yet, so the form shows ADD; all seven fields are required.
  await kin.getByRole('button', { name: 'ADD' }).click();
  for (const text of ['Enter your firstName', 'Enter your lastName', 'Enter your Email', 'Enter your Phone Number', 'Enter your State', 'Enter your Address', 'Enter your Password']) {
    await expect(kin.getByText(text, { exact: true }), text).toBeVisible();
  }
  await kin.getByLabel(/first ?name/i).fill('Ngozi');
  await kin.getByLabel(/last ?name/i).fill('Okeke');
  await kin.getByLabel(/e-?mail/i).fill('ngozi.okeke@example.com');
  await kin.getByLabel(/phone/i).fill('+2348031234567');
  const kinState = kin.getByLabel(/state/i).first();
  if ((await kinState.evaluate((el) => el.tagName)) === 'SELECT') await kinState.selectOption({ label: 'Lagos' });
  else await kinState.fill('Lagos');
  await kin.getByLabel(/address/i).fill('5 Allen Avenue, Ikeja');
  await kin.getByLabel(/password/i).fill(freshUser.password);
  await kin.getByRole('button', { name: 'ADD' }).click();
  await expect(page.getByText('Next of Kin Updated!', { exact: true })).toBeVisible();
  await expect(kin.getByRole('button', { name: 'UPDATE' })).toBeVisible();

  // Once one exists the form shows UPDATE, also when the page is opened again.
  await page.reload();
  await page.getByRole('tab', { name: 'Next of Kin' }).click();
  await expect(page.getByRole('tabpanel').getByRole('button', { name: 'UPDATE' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByLabel(/first ?name/i)).toHaveValue('Ngozi');
  await expect(page.getByRole('tabpanel').getByLabel(/address/i)).toHaveValue('5 Allen Avenue, Ikeja');
});

// ---------------------------------------------------------------- toasts last 3 s (§8, §9)
test('next of kin and profile toasts last 3 s', async ({ page, saver, signIn }) => {
  await page.clock.install();
  await signIn(saver, '/app/account/profile');
  // A saver has a next of kin: the form shows UPDATE with it filled in.
  await page.getByRole('tab', { name: 'Next of Kin' }).click();
  const kin = page.getByRole('tabpanel');
  await expect(kin.getByRole('button', { name: 'UPDATE' })).toBeVisible();
  await expect(kin.getByLabel(/first ?name/i)).not.toHaveValue('');
  await kin.getByLabel(/password/i).fill(saver.password);
  await pauseNow(page);
  await kin.getByRole('button', { name: 'UPDATE' }).click();
  await expect(page.getByText('Next of Kin Updated!', { exact: true })).toBeVisible();
  await page.clock.runFor(2_500);
  await expect(page.getByText('Next of Kin Updated!', { exact: true })).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(page.getByText('Next of Kin Updated!', { exact: true })).toHaveCount(0);
  await page.clock.resume();

  await page.getByRole('tab', { name: 'My Profile' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByLabel(/address/i)).not.toHaveValue('');
  await panel.getByLabel(/password/i).fill(saver.password);
  await pauseNow(page);
  await panel.getByRole('button', { name: submitName }).click();
  await expect(page.getByText('Profile Updated', { exact: true })).toBeVisible();
  await page.clock.runFor(2_500);
  await expect(page.getByText('Profile Updated', { exact: true })).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(page.getByText('Profile Updated', { exact: true })).toHaveCount(0);
});

// ---------------------------------------------------------------- /app/account/mycard, withdrawal account (§2, 4, 5, 8, 9)
test('mycard: #pills-withdrawalAccount, Add Account and its messages, added, one account with Delete Account, deleted', async ({ page, request, signIn }) => {
  await page.clock.install();
  const customer = await customerWith(request, { scenario: 'a fresh user', pin: PIN });
  // The dashboard's to-do "Add withdrawal Account" leads here (part 1 §2).
  await signIn(customer);
  await page.getByRole('link', { name: /add withdrawal account/i }).click();
  await expect(page).toHaveURL(/\/app\/account\/mycard#pills-withdrawalAccount$/);
  await expect(page.getByRole('tab', { name: 'Withdrawal account' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'My Debit Cards' })).toBeVisible();

  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('button', { name: 'Delete Account' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Add Account' }).click();
  const form = page.getByRole('dialog').or(panel).first();
  await form.getByRole('button', { name: submitName }).last().click();
  for (const text of ['Account Number is Required', 'A Bank name is Required', 'Pin is Required']) {
    await expect(form.getByText(text, { exact: true }), text).toBeVisible();
  }
  const number = form.getByLabel(/account number/i);
  const pin = form.getByLabel(/pin/i);
  await number.fill('123456789');
  await pin.fill('12');
  await form.getByRole('button', { name: submitName }).last().click();
  await expect(form.getByText('Account Number is too short!', { exact: true })).toBeVisible();
  await expect(form.getByText('Pin must be 4 digits', { exact: true })).toBeVisible();
  await number.fill('1234567890123456');
  await number.blur();
  await expect(form.getByText('Account Number is too Long!', { exact: true })).toBeVisible();
  // The PIN input takes at most 4 characters.
  await pin.fill('');
  await pin.pressSequentially('123456');
  await expect(pin).toHaveValue('1234');

  await number.fill('0123456789');
  const bank = form.getByLabel(/bank/i).first();
  if ((await bank.evaluate((el) => el.tagName)) === 'SELECT') await bank.selectOption({ index: 1 });
  else {
    await bank.click();
    await page.getByRole('option').first().click();
  }
  // 'Account successfully added' for 2 s, then the page shows the account afresh.
  await pauseNow(page);
  await form.getByRole('button', { name: submitName }).last().click();
  const added = page.getByText('Account successfully added', { exact: true });
  await expect(added).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(added).toBeVisible();
  await page.clock.runFor(700);
  await expect(added).toHaveCount(0);
  await page.clock.resume();

  // After the reload only one account is shown, Add Account is gone and Delete Account asks yes/no.
  await expect(page.getByRole('tabpanel').getByText('0123456789')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Add Account' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByRole('button', { name: /^yes$/i })).toBeVisible();
  await confirm.getByRole('button', { name: /^no$/i }).click();
  await expect(page.getByRole('tabpanel').getByText('0123456789')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await pauseNow(page);
  await page.getByRole('dialog').getByRole('button', { name: /^yes$/i }).click();
  const deleted = page.getByText('Account successfully deleted', { exact: true });
  await expect(deleted).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(deleted).toBeVisible();
  await page.clock.runFor(700);
  await expect(deleted).toHaveCount(0);
  await page.clock.resume();
  await expect(page.getByRole('button', { name: 'Add Account' })).toBeVisible({ timeout: 10_000 });
});

// ---------------------------------------------------------------- /app/account/mycard, debit cards (§2, 3, 8)
test('mycard: My Debit Cards lists the cards; deleting one shows Debit Card deleted! for 2 s and the list is one shorter', async ({ page, saver, signIn }) => {
  await page.clock.install();
  await signIn(saver, '/app/account/mycard');
  // Without the anchor the first tab is shown too; the saver's bank account is shown without Add Account.
  await expect(page.getByRole('tab', { name: 'Withdrawal account' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Delete Account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Account' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'My Debit Cards' }).click();
  await expect(page.getByRole('tab', { name: 'My Debit Cards' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  const deletes = panel.getByRole('button', { name: /delete|remove/i });
  await expect(deletes.first()).toBeVisible();
  const before = await deletes.count();
  // Each card shows its masked number and expiry (pan, expMnt, expYr).
  await expect(panel.getByText(/\*{2,}|\d{4}$/).first()).toBeVisible();
  await expect(panel.getByText(/\d{1,2}\s*\/\s*\d{2,4}/).first()).toBeVisible();
  await pauseNow(page);
  await deletes.first().click();
  // The spec names no confirmation for a card; answer one if it is asked.
  const confirm = page.getByRole('dialog').getByRole('button', { name: /^yes$/i });
  const toast = page.getByText('Debit Card deleted!', { exact: true });
  await expect(confirm.or(toast).first()).toBeVisible();
  if (await confirm.isVisible()) await confirm.click();
  await expect(toast).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(toast).toBeVisible();
  await page.clock.runFor(700);
  await expect(toast).toHaveCount(0);
  await page.clock.resume();
  await expect(page.getByRole('tabpanel').getByRole('button', { name: /delete|remove/i })).toHaveCount(before - 1, { timeout: 10_000 });
});

// ---------------------------------------------------------------- /app/account/beneficiary (§2, 4, 5, 8)
test('beneficiaries: empty text, the required message, a failed lookup for 3 s, add by phone, listed', async ({ page, freshUser, signIn }) => {
  await page.clock.install();
  await signIn(freshUser, '/app/account');
  await page.getByRole('main').getByRole('link', { name: /manage beneficiaries/i }).first().click();
  await expect(page).toHaveURL(/\/app\/account\/beneficiary$/);
  await expect(page.getByText('No Beneficiary has been saved!')).toBeVisible();

  await control(page, /add/i).click();
  const modal = page.getByRole('dialog');
  await expect(modal).toBeVisible();
  const identifier = modal.getByLabel(/e-?mail|phone/i).first();
  await expect(modal.getByText(/\+234/).first().or(identifier.and(page.locator('[placeholder*="+234"]')))).toBeVisible();
  await modal.getByRole('button', { name: submitName }).first().click();
  await expect(modal.getByText('This field is required', { exact: true })).toBeVisible();

  // Nobody holds this address: the server's message shows (for 3 s).
  await identifier.fill('nobody-at-all@example.com');
  await pauseNow(page);
  await modal.getByRole('button', { name: submitName }).first().click();
  const failure = modal.getByRole('alert').or(page.getByRole('alert')).first();
  await expect(failure).toBeVisible();
  await page.clock.runFor(2_500);
  await expect(failure).toBeVisible();
  await page.clock.runFor(1_000);
  await expect(failure).toBeHidden();
  await page.clock.resume();

  // A phone number (no '@') resolves to Tunde Bakare; confirm, done, listed.
  await identifier.fill(TUNDE.phone);
  await modal.getByRole('button', { name: submitName }).first().click();
  await expect(modal.getByText(TUNDE.name).first()).toBeVisible();
  await modal.getByRole('button', { name: submitName }).first().click();
  await expect(page.getByText(TUNDE.name).first()).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('main').getByText(TUNDE.name).first()).toBeVisible();
  await expect(page.getByText('No Beneficiary has been saved!')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('main').getByText(TUNDE.name).first()).toBeVisible();
});

// ---------------------------------------------------------------- /app/account/transfer (§2, 4, 5, 8)
test('transfer: add a beneficiary by e-mail, Transfer Funds, the required messages, pick, confirm NEXT, success, myPurse drops', async ({ page, saver, signIn }) => {
  await signIn(saver);
  const before = await portfolioPurseTotal(page);

  await page.goto('/app/account/beneficiary');
  await control(page, /add/i).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel(/e-?mail|phone/i).first().fill(TUNDE.email);
  await modal.getByRole('button', { name: submitName }).first().click();
  await expect(modal.getByText(TUNDE.name).first()).toBeVisible();
  await modal.getByRole('button', { name: submitName }).first().click();
  await expect(page.getByRole('main').getByText(TUNDE.name).first()).toBeVisible();

  await page.goto('/app/account');
  await control(page, 'Transfer Funds').click();
  await expect(page).toHaveURL(/\/app\/account\/transfer$/);
  await page.getByRole('button', { name: submitName }).first().click();
  // E-mail, amount and save are required, each with the same message.
  await expect(page.getByText('This field is required', { exact: true })).toHaveCount(3);

  // The beneficiary picker offers the saved beneficiary.
  const picker = page.getByLabel(/beneficiar|e-?mail|recipient/i).first();
  if ((await picker.evaluate((el) => el.tagName)) === 'SELECT') {
    const label = await picker.locator('option', { hasText: TUNDE.name }).first().innerText();
    await picker.selectOption({ label });
  }
  else await page.getByRole('radio', { name: new RegExp(TUNDE.name) }).or(page.getByText(TUNDE.name)).first().click();
  await page.getByLabel(/amount/i).fill('1000');
  const save = page.getByRole('radio', { name: 'No', exact: true }).or(page.getByRole('checkbox', { name: /save/i })).first();
  if (await save.isVisible().catch(() => false)) await save.check();
  await page.getByRole('button', { name: submitName }).first().click();

  const confirm = page.getByRole('dialog');
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(/1,000/);
  await confirm.getByRole('button', { name: 'NEXT' }).click();
  await expect(page.getByText('Fantastic! Successful fund transfer')).toBeVisible();

  expect(await portfolioPurseTotal(page)).toBeCloseTo(before - 1000, 2);
});

// ---------------------------------------------------------------- /app/account/withdraw and /app/otpwithdraw (§2, 4, 5, 9)
test('withdraw: Withdraw Funds, messages, reasons, OTP step with resend and its message, confirmed, myPurse drops', async ({ page, saver, signIn }) => {
  await signIn(saver);
  const before = await portfolioPurseTotal(page);
  await page.goto('/app/account');
  await control(page, 'Withdraw Funds').click();
  await expect(page).toHaveURL(/\/app\/account\/withdraw$/);

  const submit = page.getByRole('button', { name: submitName }).first();
  await submit.click();
  for (const text of ['Pin is Required', 'Amount is Required', 'Select Account']) {
    // 'Select Account' is also the account picker's empty option: the message is the text outside it.
    await expect(page.getByText(text, { exact: true }).and(page.locator(':not(option)')), text).toBeVisible();
  }
  const pin = page.getByLabel(/pin/i);
  await pin.fill('1');
  await submit.click();
  await expect(page.getByText('Pin is too short!', { exact: true })).toBeVisible();
  await pin.fill('1'.repeat(51));
  await submit.click();
  await expect(page.getByText('Pin is too Long!', { exact: true })).toBeVisible();

  // The reasons of §9, and an optional remark.
  const reason = page.getByLabel(/reason/i);
  const reasons = await reason.evaluate((el) => (el.tagName === 'SELECT' ? [...(el as HTMLSelectElement).options].filter((o) => o.value).map((o) => o.label.trim().toLowerCase()) : []));
  for (const r of ['food', 'entertainment', 'shopping', 'children', 'vacation', 'rent', 'pay bills', 'party', 'emergency fund', 'transportation', 'health care', 'retirement', 'education']) {
    expect(reasons, r).toContain(r);
  }
  await expect(page.getByLabel(/remark/i)).toBeVisible();

  await pin.fill(PIN);
  await page.getByLabel(/amount/i).fill('1000');
  await expect(page.getByLabel(/amount/i)).toHaveValue(/1,000/);
  const account = page.getByLabel(/account/i).first();
  await account.selectOption({ index: 1 });
  await reason.selectOption({ index: 1 });
  await submit.click();

  await expect(page).toHaveURL(/\/app\/otpwithdraw$/);
  await page.getByRole('button', { name: submitName }).first().click();
  await expect(page.getByText('OTP is required', { exact: true })).toBeVisible();
  await expect(control(page, /resend/i)).toBeVisible();
  await page.getByLabel(/otp/i).fill(OTP);
  await page.getByRole('button', { name: submitName }).first().click();
  await expect(page.getByText('OTP is required', { exact: true })).toHaveCount(0);
  await expect.poll(() => portfolioPurseTotal(page)).toBeCloseTo(before - 1000, 2);
});

// ---------------------------------------------------------------- /app/account/support (§2)
test('support: phone, e-mail, a Lagos office, links to /faq and /terms', async ({ freshUser, signIn }) => {
  const page = await signIn(freshUser, '/app/account');
  await page.getByRole('main').getByRole('link', { name: /support/i }).first().click();
  await expect(page).toHaveURL(/\/app\/account\/support$/);
  const main = page.getByRole('main');
  await expect(main.getByText(/(\+234|\b0)[\d\s-]{9,}/).first()).toBeVisible();
  await expect(main.getByText(/[\w.+-]+@[\w-]+\.[\w.]+/).first()).toBeVisible();
  await expect(main.getByText(/Lagos/).first()).toBeVisible();
  await expect(main.locator('a[href="/terms"]').first()).toBeVisible();
  await main.locator('a[href="/faq"]').first().click();
  await expect(page).toHaveURL(/\/faq$/);
});

// ---------------------------------------------------------------- /app/account/refer (§2, 8, 9)
test('refer: read-only code, Copy and its 1.5 s toast, four share buttons, QR code, share link, Transfer and Withdraw', async ({ page, context, freshUser, signIn }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await signIn(freshUser, '/app/account');
  await page.getByRole('main').getByRole('link', { name: /refer and earn/i }).first().click();
  await expect(page).toHaveURL(/\/app\/account\/refer$/);
  const main = page.getByRole('main');

  const code = main.getByLabel(/referral code/i).first();
  await expect(code).not.toHaveValue('');
  await expect(code).not.toBeEditable();
  const value = await code.inputValue();
  await expect(main.getByText(new RegExp(`/signup1/${value}`)).or(main.locator(`[href*="/signup1/${value}"], [value*="/signup1/${value}"]`)).first()).toBeAttached();
  await expect(main.getByRole('img', { name: /qr/i }).or(main.locator('canvas, svg[aria-label*="QR" i]')).first()).toBeVisible();
  await expect(main.getByRole('link', { name: /facebook|twitter|whatsapp|linkedin|telegram|instagram|\bx\b/i }).or(main.getByRole('button', { name: /facebook|twitter|whatsapp|linkedin|telegram|instagram|\bx\b/i }))).toHaveCount(4);
  await expect(control(main, 'Transfer Funds')).toBeVisible();
  await expect(control(main, 'Withdraw Funds')).toBeVisible();

  await pauseNow(page);
  await main.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Referral Code copied!', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
  await page.clock.runFor(1_200);
  await expect(page.getByText('Referral Code copied!', { exact: true })).toBeVisible();
  await page.clock.runFor(600);
  await expect(page.getByText('Referral Code copied!', { exact: true })).toHaveCount(0);
});

// ---------------------------------------------------------------- /app/account/changepassword (§2, 5)
test('security: Change Password and Change Pin tabs, their messages, a changed password signs in', async ({ page, request, signIn }) => {
  const customer = await customerWith(request, { scenario: 'a fresh user', pin: PIN });
  await signIn(customer, '/app/account');
  await page.getByRole('main').getByRole('link', { name: /my security settings/i }).first().click();
  await expect(page).toHaveURL(/\/app\/account\/changepassword$/);
  await expect(page.getByRole('tab', { name: 'Change Password' })).toHaveAttribute('aria-selected', 'true');

  let panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: submitName }).click();
  await expect(panel.getByText('Enter your Old Password', { exact: true })).toBeVisible();
  await expect(panel.getByText('This field is required', { exact: true }).first()).toBeVisible();
  await panel.getByLabel(/old password|current password/i).fill(customer.password);
  await panel.getByLabel(/^(new )?password$/i).fill('N3wPass!word');
  await panel.getByLabel(/confirm/i).fill('N3wPass!wore');
  await panel.getByRole('button', { name: submitName }).click();
  await expect(panel.getByText('Both password need to be the same', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Change Pin' }).click();
  await expect(page.getByRole('tab', { name: 'Change Pin' })).toHaveAttribute('aria-selected', 'true');
  panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: submitName }).click();
  await expect(panel.getByText('Enter your Old Pin', { exact: true })).toBeVisible();
  await expect(panel.getByText('This field is required', { exact: true }).first()).toBeVisible();
  await panel.getByLabel(/old pin|current pin/i).fill(PIN);
  await panel.getByLabel(/^(new )?pin$/i).fill('4321');
  await panel.getByLabel(/confirm/i).fill('4322');
  await panel.getByRole('button', { name: submitName }).click();
  await expect(panel.getByText('Both pin need to be the same', { exact: true })).toBeVisible();
  await panel.getByLabel(/confirm/i).fill('4321');
  await panel.getByRole('button', { name: submitName }).click();
  await expect(page.getByRole('alert').or(page.getByRole('status')).first()).toBeVisible();
  await expect(page.getByRole('alert').or(page.getByRole('status')).first()).not.toContainText(/incorrect|wrong|error|fail/i);

  await page.getByRole('tab', { name: 'Change Password' }).click();
  panel = page.getByRole('tabpanel');
  await panel.getByLabel(/old password|current password/i).fill(customer.password);
  await panel.getByLabel(/^(new )?password$/i).fill('N3wPass!word');
  await panel.getByLabel(/confirm/i).fill('N3wPass!word');
  await panel.getByRole('button', { name: submitName }).click();
  await expect(page.getByRole('alert').or(page.getByRole('status')).first()).toBeVisible();

  // The new password signs in.
  await page.getByRole('button', { name: 'Log Out' }).or(page.getByRole('link', { name: 'Log Out' })).first().click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel(/email/i).fill(customer.email);
  await page.getByLabel(/password/i).fill('N3wPass!word');
  await page.getByRole('button', { name: /log ?in|sign ?in/i }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

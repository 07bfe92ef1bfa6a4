// Money out: /app/account/beneficiary, /app/account/transfer, /app/account/withdraw and /app/otpwithdraw.
import { Scenario } from '../fixtures/scenarios.ts';
import { expect, signInOn, test, type Customer } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { addBeneficiaryCall, bankAccountCall, beneficiariesCall, deleteBeneficiaryCall, resolveBeneficiaryCall, transferCall, withdrawalStartCall } from '../src/api/money-out.ts';
import { loginCall } from '../src/api/identity.ts';
import { resendOtpCall } from '../src/api/util.ts';
import { callTo, failCall, FAULT, holdCalls, isCall, loseNextAnswer, refusal, transportFaults, urlOf } from './api-calls.ts';
import { completeLostTransfer, enterTransfer, nairaOf, recordMoneyCalls, sendTransferLosingItsAnswer, walletBalance } from './money-support.ts';
import { chunkRequest, pauseNow, readSession, successOf } from './support.ts';

const REQUIRED = 'This field is required';
const UNKNOWN = 'We could not find a customer with that e-mail or phone number';

test.describe('beneficiaries', () => {
  test('empty state, add by e-mail and by phone, delete after confirmation @phone', async ({ page, saver, createCustomer, signIn, expectAccessible }) => {
    const byMail = await createCustomer(Scenario.freshUser);
    const byPhone = await createCustomer(Scenario.freshUser);
    const resolves = recordMoneyCalls(page, resolveBeneficiaryCall);
    await signIn(saver, '/app/account/beneficiary');
    await expect(page.getByRole('heading', { name: 'Manage Beneficiaries' })).toBeVisible();
    await expect(page.getByText('No Beneficiary has been saved!', { exact: true })).toBeVisible();
    await expectAccessible();

    await page.getByRole('button', { name: 'Add Beneficiary' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Beneficiary' });
    await dialog.getByRole('button', { name: 'NEXT' }).click();
    await expect(dialog.getByText(REQUIRED, { exact: true })).toBeVisible();
    const identifier = dialog.getByLabel('E-mail or phone number');
    await expect(identifier).toHaveAccessibleDescription(/starts with \+234/);
    await expectAccessible();
    expect(resolves).toHaveLength(0);

    await identifier.fill(byMail.email);
    await dialog.getByRole('button', { name: 'NEXT' }).click();
    await expect(dialog.getByText(byMail.name)).toBeVisible();
    expect(resolves[0]!.body).toEqual({ identifier: byMail.email, type: '0' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Beneficiary added', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Saved beneficiaries' }).getByText(byMail.name)).toBeVisible();

    await page.getByRole('button', { name: 'Add Beneficiary' }).click();
    await dialog.getByLabel('E-mail or phone number').fill(byPhone.phoneNumber);
    await dialog.getByRole('button', { name: 'NEXT' }).click();
    await expect(dialog.getByText(byPhone.name)).toBeVisible();
    expect(resolves[1]!.body).toEqual({ identifier: byPhone.phoneNumber, type: '1' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const list = page.getByRole('list', { name: 'Saved beneficiaries' });
    await expect(list.getByRole('listitem')).toHaveCount(2);

    // One already saved is said to be, with nothing to confirm.
    await page.getByRole('button', { name: 'Add Beneficiary' }).click();
    await dialog.getByLabel('E-mail or phone number').fill(byPhone.email);
    await dialog.getByRole('button', { name: 'NEXT' }).click();
    await expect(dialog.getByText(`${byPhone.name} is already one of your beneficiaries.`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: `Delete ${byMail.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Beneficiary' });
    await expect(confirm.getByText(`Are you sure you want to delete ${byMail.name}?`)).toBeVisible();
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: `Delete ${byMail.name}` }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Beneficiary deleted', { exact: true })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByText(byMail.name)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Saved beneficiaries' }).getByText(byPhone.name)).toBeVisible();
  });

  test('a failed resolution shows its message for 3 s', async ({ page, saver, signIn }) => {
    await page.clock.install();
    await signIn(saver, '/app/account/beneficiary');
    await page.getByRole('button', { name: 'Add Beneficiary' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Beneficiary' });
    await dialog.getByLabel('E-mail or phone number').fill('nobody-here@example.com');
    await pauseNow(page);
    await dialog.getByRole('button', { name: 'NEXT' }).click();
    const message = dialog.getByText(UNKNOWN, { exact: true });
    await expect(message).toBeVisible();
    await page.clock.runFor(2_800);
    await expect(message).toBeVisible();
    await page.clock.runFor(400);
    await expect(message).toBeHidden();
  });

  test('a customer who has looked up the most customers this hour is told so, with the server message', async ({ request, signIn }) => {
    const res = await request.post('/__mock/users', { data: { scenario: Scenario.saver, beneficiaryLookups: 'used up' } });
    const page = await signIn((await res.json()) as Customer, '/app/account/beneficiary');
    await page.getByRole('button', { name: 'Add Beneficiary' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Beneficiary' });
    await dialog.getByLabel('E-mail or phone number').fill('+2348139990003');
    await dialog.getByRole('button', { name: 'NEXT' }).click();
    await expect(dialog.getByText('You have looked up 60 customers in the last hour, the most we allow. Try again in 60 minutes.', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  });

  test('the demo customer has saved beneficiaries', async ({ signIn }) => {
    const page = await signIn({ id: '', email: 'demo@example.com', password: 'Passw0rd!', pin: '1234', phoneNumber: '', name: 'Adaeze Okafor' }, '/app/account/beneficiary');
    await expect(page.getByRole('list', { name: 'Saved beneficiaries' }).getByRole('listitem')).not.toHaveCount(0);
  });

  for (const fault of transportFaults) {
    test(`the list shows a banner and a retry on ${fault.name}`, async ({ page, saver, signIn }) => {
      let failing = true;
      await page.route(callTo(beneficiariesCall), (route) => (failing ? fault.answer(route) : route.fallback()));
      await signIn(saver, '/app/account/beneficiary');
      await expect(page.getByRole('alert')).toHaveText(fault.text);
      failing = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByText('No Beneficiary has been saved!')).toBeVisible();
    });
  }

  test('a server refusal to delete shows its message', async ({ saver, createCustomer, signIn }) => {
    const other = await createCustomer(Scenario.freshUser);
    const page = await signIn(saver);
    await page.request.post(urlOf(addBeneficiaryCall), { data: { id: other.id }, headers: { authorization: `Bearer ${(await readSession(page))!.token}` } });
    await failCall(page, deleteBeneficiaryCall, refusal('Beneficiary could not be removed', 200));
    await page.goto('/app/account/beneficiary');
    await page.getByRole('button', { name: `Delete ${other.name}` }).click();
    await page.getByRole('dialog', { name: 'Delete Beneficiary' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete Beneficiary' }).getByRole('alert')).toHaveText('Beneficiary could not be removed');
  });

  test('a delete whose answer is lost shows the list as it now is, and Yes again says it is deleted', async ({ saver, createCustomer, signIn }) => {
    const other = await createCustomer(Scenario.freshUser);
    const page = await signIn(saver);
    await page.request.post(urlOf(addBeneficiaryCall), { data: { id: other.id }, headers: { authorization: `Bearer ${(await readSession(page))!.token}` } });
    await loseNextAnswer(page, deleteBeneficiaryCall);
    await page.goto('/app/account/beneficiary');
    const list = page.getByRole('list', { name: 'Saved beneficiaries' });
    await expect(list.getByText(other.name)).toBeVisible();
    await page.getByRole('button', { name: `Delete ${other.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Beneficiary' });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(confirm.getByRole('alert')).toHaveText(FAULT.unreachable.text);
    // The delete went through: the list behind the question is read again and shows it gone.
    await expect(list.getByText(other.name)).toHaveCount(0);
    // Already gone is what was asked for: Yes again ends as a delete does.
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Beneficiary deleted', { exact: true })).toBeVisible();
    await expect(confirm).toHaveCount(0);
  });
});

test.describe('transfer', () => {
  test('the form asks for e-mail, amount and save; the amount takes separators @phone', async ({ page, saver, signIn, expectAccessible }) => {
    const transfers = recordMoneyCalls(page, transferCall);
    await signIn(saver, '/app/account/transfer');
    await walletBalance(page);
    await expectAccessible();
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByText(REQUIRED, { exact: true })).toHaveCount(3);
    await page.getByLabel('Amount').fill('1234567');
    await expect(page.getByLabel('Amount')).toHaveValue('1,234,567');
    await expectAccessible();
    await page.getByLabel('Amount').fill('200000000');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByText('The most you can send at once is ₦100,000,000', { exact: true })).toBeVisible();
    expect(transfers).toHaveLength(0);
  });

  test('what was typed survives a reload; the success dialog shows for 2 s, then stays above an empty form until Done, and a reload finds it empty', async ({ page, saver, createCustomer, signIn }) => {
    const recipient = await createCustomer(Scenario.freshUser);
    await signIn(saver, '/app/account/transfer');
    await page.getByLabel("Recipient's e-mail").fill(recipient.email);
    await page.getByLabel('Amount').fill('250');
    await page.getByRole('radio', { name: 'No' }).check();
    await page.reload();
    await expect(page.getByLabel("Recipient's e-mail")).toHaveValue(recipient.email);
    await expect(page.getByLabel('Amount')).toHaveValue('250');
    await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm transfer' });
    await expect(confirm.getByRole('button', { name: 'NEXT' })).toBeVisible();
    await pauseNow(page);
    await confirm.getByRole('button', { name: 'NEXT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fantastic! Successful fund transfer' });
    await expect(dialog).toContainText(`₦250.00 sent to ${recipient.name}.`);
    await page.clock.runFor(2_000);
    await expect(dialog).toHaveCount(0);
    const settled = page.getByRole('region', { name: 'Fantastic! Successful fund transfer' });
    await expect(settled).toContainText(`₦250.00 sent to ${recipient.name}.`);
    await expect(settled.getByRole('button', { name: 'Done' })).toBeFocused();
    await expect(page.getByLabel("Recipient's e-mail")).toHaveValue('');
    await expect(page.getByLabel('Amount')).toHaveValue('');
    await settled.getByRole('button', { name: 'Done' }).click();
    await expect(settled).toHaveCount(0);
    await expect(page.getByLabel("Recipient's e-mail")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Recipient's e-mail")).toHaveValue('');
    await expect(page.getByLabel('Amount')).toHaveValue('');
  });

  test('one customer sends money to another: both balances move, once', async ({ page, saver, createCustomer, signIn, browser }) => {
    const recipient = await createCustomer(Scenario.saver);
    // The recipient watches their own wallet in a second browser context.
    const theirs = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const theirPage = await theirs.newPage();
    await signInOn(theirPage, recipient, '/app/account/transfer');
    const theirsBefore = await walletBalance(theirPage);

    const transfers = recordMoneyCalls(page, transferCall);
    await signIn(saver, '/app/account/transfer');
    const before = await walletBalance(page);
    await enterTransfer(page, recipient.email, '1500', 'Yes');
    const dialog = page.getByRole('dialog', { name: 'Confirm transfer' });
    await expect(dialog).toContainText(recipient.name);
    await expect(dialog).toContainText('₦1,500.00');
    await dialog.getByRole('button', { name: 'NEXT' }).dblclick();
    await expect(successOf(page, 'Fantastic! Successful fund transfer')).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => walletBalance(page)).toBeCloseTo(before - 1500, 2);
    expect(transfers, 'a double click sends one transfer').toHaveLength(1);
    expect(transfers[0]!.body).toEqual({ beneficiaryId: recipient.email, amount: 1500, saveBeneficiary: true });
    expect(transfers[0]!.key).toBeTruthy();

    await theirPage.reload();
    await expect.poll(() => walletBalance(theirPage)).toBeCloseTo(theirsBefore + 1500, 2);
    await theirs.close();

    // Saved as a beneficiary: the picker offers the recipient next time.
    await page.goto('/app/account/beneficiary');
    await expect(page.getByRole('list', { name: 'Saved beneficiaries' }).getByText(recipient.name)).toBeVisible();
  });

  test('picking a saved beneficiary fills the e-mail, typing another clears the pick; more than the wallet holds is refused, on the form and by the server', async ({ signIn, saver, createCustomer }) => {
    const other = await createCustomer(Scenario.freshUser);
    const page = await signIn(saver);
    const token = (await readSession(page))!.token;
    await page.request.post(urlOf(addBeneficiaryCall), { data: { id: other.id }, headers: { authorization: `Bearer ${token}` } });
    await page.goto('/app/account/transfer');
    const picker = page.getByLabel('Saved beneficiary');
    const email = page.getByLabel("Recipient's e-mail");
    await picker.selectOption({ label: `${other.name} (${other.email})` });
    await expect(email).toHaveValue(other.email);
    await email.fill('chidi.eze@example.com');
    await expect(email).toHaveValue('chidi.eze@example.com');
    await expect(picker).toHaveValue('');
    await picker.selectOption({ label: `${other.name} (${other.email})` });
    await expect(email).toHaveValue(other.email);

    const shown = await walletBalance(page);
    const amount = page.getByLabel('Amount');
    await amount.fill(String(Math.floor(shown) + 1));
    await page.getByRole('radio', { name: 'No' }).check();
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(amount).toHaveAccessibleDescription('The amount is more than this account holds');
    await expect(page.getByRole('dialog', { name: 'Confirm transfer' })).toHaveCount(0);

    // The wallet is emptied elsewhere after the page read it: within the shown balance, the server refuses.
    const spent = await page.request.post(urlOf(transferCall), {
      data: { beneficiaryId: other.email, amount: Math.floor(shown) - 100, saveBeneficiary: false },
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': `drain-${Date.now()}` },
    });
    expect(spent.ok(), await spent.text()).toBe(true);
    await amount.fill('500');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm transfer' });
    await dialog.getByRole('button', { name: 'NEXT' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Insufficient balance in your Vibe cash wallet for this transfer');
  });

  test('the confirmation stays open while the transfer is sent: Escape and Close wait for the answer', async ({ page, saver, createCustomer, signIn }) => {
    const recipient = await createCustomer(Scenario.freshUser);
    await signIn(saver, '/app/account/transfer');
    await enterTransfer(page, recipient.email, '120');
    const dialog = page.getByRole('dialog', { name: 'Confirm transfer' });
    const release = await holdCalls(page, transferCall);
    await dialog.getByRole('button', { name: 'NEXT' }).click();
    await expect(dialog.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveCSS('opacity', '1');
    release();
    await expect(successOf(page, 'Fantastic! Successful fund transfer')).toBeVisible();
  });

  test('a transfer whose answer is lost, cancelled and entered again, carries the same key and moves money once', async ({ page, saver, createCustomer, signIn }) => {
    const recipient = await createCustomer(Scenario.freshUser);
    const transfers = recordMoneyCalls(page, transferCall);
    await signIn(saver, '/app/account/transfer');
    const before = await walletBalance(page);
    await sendTransferLosingItsAnswer(page, recipient.email, '350', 'No');
    const dialog = page.getByRole('dialog', { name: 'Confirm transfer' });
    const unsure = dialog.getByText('We could not confirm whether this transfer went through. NEXT completes it if it did not, and never sends it twice.');
    await expect(unsure).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    // The money did move: the balance shown was read again, and is what the wallet holds now.
    await expect.poll(() => walletBalance(page)).toBe(before - 350);
    // Closed, it does not come back by itself after a reload.
    await page.reload();
    await walletBalance(page);
    await expect(dialog).toHaveCount(0);

    // Another save choice does not make it another transfer: it goes as first sent, key and body alike.
    await enterTransfer(page, recipient.email, '350', 'Yes');
    await expect(unsure).toBeVisible();
    await completeLostTransfer(page, transfers, before, 350);
    expect(transfers[1]!.body).toEqual(transfers[0]!.body);
  });

  test('a customer whose BVN is not confirmed is told to verify it before sending money, and nothing moves', async ({ page, saver, freshUser, signIn }) => {
    // A saver sends the fresh customer money through the API, so the wallet holds some.
    const login = await page.request.post(urlOf(loginCall), { data: { email: saver.email, password: saver.password, platform: { source: 'web', id: 'journeys' } } });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const gift = await page.request.post(urlOf(transferCall), {
      data: { beneficiaryId: freshUser.email, amount: 1000, saveBeneficiary: false },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(gift.ok(), await gift.text()).toBe(true);
    await signIn(freshUser, '/app/account/transfer');
    expect(await walletBalance(page)).toBe(1000);
    await enterTransfer(page, saver.email, '200');
    const dialog = page.getByRole('dialog', { name: 'Confirm transfer' });
    await dialog.getByRole('button', { name: 'NEXT' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Verify your BVN before you send money to another customer: Verify BVN is on your dashboard.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    expect(await walletBalance(page)).toBe(1000);
  });

  test('an unknown e-mail is refused before any confirmation', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/account/transfer');
    await enterTransfer(page, 'nobody-here@example.com', '100');
    await expect(page.getByRole('alert')).toHaveText(UNKNOWN);
    await expect(page.getByRole('dialog', { name: 'Confirm transfer' })).toHaveCount(0);
  });

  test('a transfer whose answer is lost is sent again with the same key after a reload, and moves money once', async ({ page, saver, createCustomer, signIn }) => {
    const recipient = await createCustomer(Scenario.freshUser);
    const transfers = recordMoneyCalls(page, transferCall);
    await signIn(saver, '/app/account/transfer');
    const before = await walletBalance(page);
    // The first transfer reaches the server, but its answer never comes back.
    await sendTransferLosingItsAnswer(page, recipient.email, '250');

    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Confirm transfer' }), 'the confirmed transfer survives a reload').toContainText('₦250.00');
    await completeLostTransfer(page, transfers, before, 250);
  });

  test('the confirmation arrives with the recipient: a visit that sends nothing never fetches it, and one that cannot arrive sends nothing', async ({ page, saver, createCustomer, signIn }) => {
    const recipient = await createCustomer(Scenario.freshUser);
    const confirmation = chunkRequest('src/features/money/transfer-confirm.tsx');
    const fetched: string[] = [];
    page.on('request', (request) => void fetched.push(request.url()));
    const transfers = recordMoneyCalls(page, transferCall);
    await signIn(saver, '/app/account/transfer');
    await walletBalance(page);
    await page.waitForLoadState('networkidle');
    expect(fetched.filter(confirmation), 'a cold visit does not fetch the confirmation').toEqual([]);

    // Its code does not arrive: the form says the server could not be reached, and no dialog opens.
    await page.route(confirmation, (route) => route.abort('connectionreset'));
    await enterTransfer(page, recipient.email, '100');
    await expect(page.getByRole('alert')).toHaveText('We could not reach the server. Check your connection and try again.');
    await expect(page.getByRole('dialog', { name: 'Confirm transfer' })).toHaveCount(0);

    // Once it can, the same press opens the confirmation.
    await page.unroute(confirmation);
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm transfer' })).toContainText(recipient.name);
    expect(transfers, 'nothing was sent').toHaveLength(0);
  });

  for (const fault of transportFaults) {
    test(`a transfer failing with ${fault.name} shows a banner`, async ({ page, saver, createCustomer, signIn }) => {
      const recipient = await createCustomer(Scenario.freshUser);
      await failCall(page, transferCall, fault);
      await signIn(saver, '/app/account/transfer');
      await enterTransfer(page, recipient.email, '100');
      const dialog = page.getByRole('dialog', { name: 'Confirm transfer' });
      await dialog.getByRole('button', { name: 'NEXT' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(fault.text);
    });
  }
});

test.describe('withdrawal', () => {
  const OTP_WRONG = 'The OTP you entered is incorrect or has expired';

  /** The purse options as shown ("TGIF (₦12,000.00)"), without the placeholder. */
  async function purseOptions(page: Page) {
    const options = page.getByLabel('Account to withdraw from').locator('option:not([value=""])');
    await expect(options).not.toHaveCount(0);
    return options.allInnerTexts();
  }
  const balanceIn = (label: string) => nairaOf(label.replace(/^.*\(/, ''));

  test('the form: every message, the thirteen reasons, and no more than the account holds @phone', async ({ page, saver, signIn, expectAccessible }) => {
    const starts = recordMoneyCalls(page, withdrawalStartCall);
    await signIn(saver, '/app/account/withdraw');
    const submit = page.getByRole('button', { name: 'Withdraw', exact: true });
    await expect(submit).toBeVisible();
    await expectAccessible();
    await submit.click();
    await expect(page.getByLabel('Account to withdraw from')).toHaveAccessibleDescription('Select Account');
    await expect(page.getByText('Amount is Required', { exact: true })).toBeVisible();
    await expect(page.getByText('Pin is Required', { exact: true })).toBeVisible();
    await page.getByLabel('PIN', { exact: true }).fill('1');
    await expect(page.getByText('Pin is too short!', { exact: true })).toBeVisible();
    await page.getByLabel('PIN', { exact: true }).fill('1'.repeat(51));
    await expect(page.getByText('Pin is too Long!', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Reason (optional)').locator('option:not([value=""])')).toHaveCount(13);
    await expect(page.getByLabel('Remark (optional)')).toBeVisible();

    const [first] = await purseOptions(page);
    await page.getByLabel('Account to withdraw from').selectOption({ label: first! });
    const balance = balanceIn(first!);
    await page.getByLabel('Amount').fill(String(Math.floor(balance) + 1));
    await expect(page.getByText('The amount is more than this account holds', { exact: true })).toBeVisible();
    await page.getByLabel('PIN', { exact: true }).fill('1234');
    await submit.click();
    await expectAccessible();
    expect(starts, 'nothing is sent while the form is invalid').toHaveLength(0);
  });

  test('a withdrawal with a wrong OTP, a resend, a reload and the right OTP lowers the purse once', async ({ page, saver, signIn, expectAccessible }) => {
    const calls = recordMoneyCalls(page, withdrawalStartCall);
    const resends = recordMoneyCalls(page, resendOtpCall);
    await signIn(saver, '/app/account/withdraw');
    const [, second] = await purseOptions(page);
    const before = balanceIn(second!);
    await page.getByLabel('Account to withdraw from').selectOption({ label: second! });
    await page.getByLabel('Amount').fill('100');
    await page.getByLabel('Reason (optional)').selectOption('rent');
    await page.getByLabel('Remark (optional)').fill('House rent');
    await page.getByLabel('PIN', { exact: true }).fill('1234');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).dblclick();
    await expect(page).toHaveURL('/app/otpwithdraw');
    expect(calls, 'a double click starts one withdrawal').toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ pin: '1234', amount: 100, reason: 'rent', remark: 'House rent' });
    await expectAccessible();

    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page.getByText('OTP is required', { exact: true })).toBeVisible();
    await page.getByLabel('OTP').fill('000000');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page.getByRole('alert')).toHaveText(OTP_WRONG);
    await page.getByRole('button', { name: 'Resend OTP' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'A new OTP has been sent to you.' })).toBeVisible();
    expect(resends[0]!.body).toMatchObject({ operationType: 5 });

    await page.reload();
    await expect(page, 'the OTP step survives a reload').toHaveURL('/app/otpwithdraw');
    await page.getByLabel('OTP').fill('123456');
    await page.getByRole('button', { name: 'NEXT' }).dblclick();
    await expect(successOf(page, 'Withdrawal successful')).toBeVisible();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)!.body).toEqual({ token: '123456', transId: expect.any(String) });

    await page.goto('/app/otpwithdraw');
    await expect(page, 'a finished withdrawal has no OTP step').toHaveURL('/app/account/withdraw');
    const [, after] = await purseOptions(page);
    expect(balanceIn(after!)).toBeCloseTo(before - 100, 2);
  });

  test('a customer without a withdrawal bank account is told so and led to add one @phone', async ({ request, signIn, expectAccessible }) => {
    const res = await request.post('/__mock/users', { data: { scenario: Scenario.saver, bankAccount: 'none' } });
    const page = await signIn((await res.json()) as Customer);
    const starts = recordMoneyCalls(page, withdrawalStartCall);
    await page.goto('/app/account/withdraw');
    await expect(page.getByText('Withdrawals are paid into your bank account, and you have not added one yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
    await expectAccessible();
    await page.getByRole('link', { name: 'Add withdrawal Account' }).click();
    await expect(page).toHaveURL('/app/account/mycard#pills-withdrawalAccount');
    await expect(page.getByRole('tab', { name: 'Withdrawal account' })).toHaveAttribute('aria-selected', 'true');
    expect(starts).toHaveLength(0);
  });

  test('the form names the bank account the money goes to', async ({ page, saver, signIn }) => {
    const answer = page.waitForResponse(isCall(bankAccountCall));
    await signIn(saver, '/app/account/withdraw');
    const bank = ((await (await answer).json()) as { data: { bName: string; number: string } }).data;
    await expect(page.getByText(`To: ${bank.bName} ${bank.number}`)).toBeVisible();
  });

  test('/app/otpwithdraw without a pending withdrawal returns to the form', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/otpwithdraw');
    await expect(page).toHaveURL('/app/account/withdraw');
  });

  test('a wrong PIN shows the server message and stays on the form', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/account/withdraw');
    const [first] = await purseOptions(page);
    await page.getByLabel('Account to withdraw from').selectOption({ label: first! });
    await page.getByLabel('Amount').fill('10');
    await page.getByLabel('PIN', { exact: true }).fill('9999');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('The PIN you entered is incorrect');
    await expect(page).toHaveURL('/app/account/withdraw');
  });

  for (const fault of transportFaults) {
    test(`a withdrawal failing with ${fault.name} shows a banner`, async ({ page, saver, signIn }) => {
      await failCall(page, withdrawalStartCall, fault);
      await signIn(saver, '/app/account/withdraw');
      const [first] = await purseOptions(page);
      await page.getByLabel('Account to withdraw from').selectOption({ label: first! });
      await page.getByLabel('Amount').fill('10');
      await page.getByLabel('PIN', { exact: true }).fill('1234');
      await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText(fault.text);
    });
  }
});

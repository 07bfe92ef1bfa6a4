// /app/account/mycard: the withdrawal account cycle (add, reload shows it, delete), its messages and
// timed notices, the debit cards (delete, link), /app/account/linkcard, and failures.
import { Scenario } from '../fixtures/scenarios.ts';
import { expect, test } from './fixtures.ts';
import { deleteCardCall } from '../src/api/account.ts';
import { addBankAccountCall, bankAccountCall, banksCall, deleteBankAccountCall } from '../src/api/money-out.ts';
import { virtualAccountCall, type VirtualAccount } from '../src/api/payments.ts';
import { customerWith, recordRequests } from './account-support.ts';
import { apiAs } from './dashboard-support.ts';
import { FAULT, failCall, faults, loseNextAnswer } from './api-calls.ts';
import { chunkRequest, formLibraryChunk, linkCardAtProvider, pauseNow, successOf } from './support.ts';

const noBankSaver = { scenario: Scenario.saver, bankAccount: 'none' };

test('the virtual account shows the account a bank transfer pays into, to copy @phone', async ({ saver, signIn, context, expectAccessible }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await signIn(saver, '/app/account/mycard');
  const account = await apiAs<VirtualAccount>(page, virtualAccountCall);
  const details = page.getByRole('region', { name: 'Your virtual account' }).getByRole('definition');
  await expect(details).toHaveText([account.accountName, new RegExp(`^${account.accountNo}`), account.bank]);
  await page.getByRole('button', { name: 'Copy account number' }).click();
  await expect(page.getByText('Account number copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(account.accountNo);
  // The withdrawal account is still the first tab, below it.
  await expect(page.getByRole('tab', { name: 'Withdrawal account' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible();
});

test.describe('the withdrawal account', () => {
  test('the to-do link opens the Withdrawal account tab; an empty Add Account names every field @phone', async ({ request, signIn, expectAccessible }) => {
    const page = await signIn(await customerWith(request, noBankSaver), '/app/account/mycard#pills-withdrawalAccount');
    await expect(page.getByRole('tab', { name: 'Withdrawal account' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('You have not added a withdrawal account yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Account' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Add Account' }).click();
    await expect(page.getByLabel('Bank')).toBeVisible();
    await page.getByRole('button', { name: 'Add Account' }).click();
    await expect(page.getByText('A Bank name is Required', { exact: true })).toBeVisible();
    await expect(page.getByText('Account Number is Required', { exact: true })).toBeVisible();
    await expect(page.getByText('Pin is Required', { exact: true })).toBeVisible();
    await expectAccessible();

    await page.getByLabel('Account Number').fill('012345678');
    await expect(page.getByText('Account Number is too short!', { exact: true })).toBeVisible();
    await page.getByLabel('Account Number').fill('0123456789012345');
    await expect(page.getByText('Account Number is too Long!', { exact: true })).toBeVisible();
    await page.getByLabel('Pin', { exact: true }).fill('12');
    await expect(page.getByText('Pin must be 4 digits', { exact: true })).toBeVisible();
    await page.getByLabel('Pin', { exact: true }).fill('123456');
    await expect(page.getByLabel('Pin', { exact: true }), 'the PIN input takes 4 characters').toHaveValue('1234');
  });

  test('add (a wrong PIN first, a reload keeping bank and number, not the PIN), the 2 s notice, reload shows it; delete asks, the 2 s notice, then the form again, empty', async ({ page, request, signIn }) => {
    const customer = await customerWith(request, noBankSaver);
    await page.clock.install();
    await signIn(customer, '/app/account/mycard');
    await page.getByRole('button', { name: 'Add Account' }).click();
    await page.getByLabel('Bank').selectOption({ label: 'Guaranty Trust Bank' });
    await page.getByLabel('Account Number').fill('0123456789');
    await page.getByLabel('Pin', { exact: true }).fill('9999');
    await page.getByRole('button', { name: 'Add Account' }).click();
    await expect(page.getByRole('alert')).toHaveText('The PIN you entered is incorrect');
    await page.reload();
    await page.getByRole('button', { name: 'Add Account' }).click();
    await expect(page.getByLabel('Account Number')).toHaveValue('0123456789');
    await expect(page.getByLabel('Bank')).toHaveValue('058');
    await expect(page.getByLabel('Pin', { exact: true })).toHaveValue('');

    const adds = recordRequests(page, addBankAccountCall);
    await page.getByLabel('Pin', { exact: true }).fill(customer.pin!);
    await pauseNow(page);
    await page.getByRole('button', { name: 'Add Account' }).dblclick();
    const added = page.getByRole('dialog', { name: 'Account successfully added' });
    await expect(added).toBeVisible();
    expect(adds.filter((r) => r.method === 'POST'), 'a double click adds once').toHaveLength(1);
    expect(adds[0]!.body).toEqual({ accountNumber: '0123456789', bankCode: '058', pin: customer.pin });
    await page.clock.runFor(1_900);
    await expect(added).toBeVisible();
    await page.clock.runFor(200);
    await expect(added).toBeHidden();
    const shown = page.getByRole('definition');
    await expect(shown.filter({ hasText: '0123456789' })).toBeVisible();
    await expect(shown.filter({ hasText: 'Guaranty Trust Bank' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Account' })).toHaveCount(0);

    await page.clock.resume();
    await page.reload();
    await expect(page.getByRole('definition').filter({ hasText: '0123456789' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Account' })).toHaveCount(0);

    await pauseNow(page);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Account' });
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('definition').filter({ hasText: '0123456789' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    const deleted = page.getByRole('dialog', { name: 'Account successfully deleted' });
    await expect(deleted).toBeVisible();
    await page.clock.runFor(1_900);
    await expect(deleted).toBeVisible();
    await page.clock.runFor(200);
    await expect(deleted).toBeHidden();
    await expect(page.getByText('You have not added a withdrawal account yet.')).toBeVisible();
    expect(adds.find((r) => r.method === 'DELETE')?.url).toMatch(/\?id=\d+$/);
    await page.clock.resume();
    await page.reload();
    await page.getByRole('button', { name: 'Add Account' }).click();
    await expect(page.getByLabel('Account Number'), 'the added account is not kept as a draft').toHaveValue('');
  });

  test('a customer who skipped the PIN at sign-up is told so, creates it from My Security Settings, then adds the account', async ({ freshUser, signIn, expectAccessible }) => {
    expect(freshUser.pin, 'a fresh customer skipped the PIN').toBeNull();
    const page = await signIn(freshUser);
    const addWithPin = async (pin: string) => {
      await page.goto('/app/account/mycard#pills-withdrawalAccount');
      await page.getByRole('button', { name: 'Add Account' }).click();
      await page.getByLabel('Bank').selectOption({ label: 'Guaranty Trust Bank' });
      await page.getByLabel('Account Number').fill('0123456789');
      await page.getByLabel('Pin', { exact: true }).fill(pin);
      await page.getByRole('button', { name: 'Add Account' }).click();
    };
    await addWithPin('1234');
    await expect(page.getByRole('alert')).toHaveText('You have not set a transaction PIN yet. Create it under Account, My Security Settings, Change Pin.');

    await page.goto('/app/account/changepassword#pills-pin');
    await page.getByRole('link', { name: 'Create your PIN' }).click();
    await expect(page).toHaveURL(/\/createpin$/);
    await page.getByLabel('PIN', { exact: true }).fill('2468');
    await page.getByLabel('Confirm PIN').fill('2468');
    await page.getByRole('button', { name: 'CREATE PIN' }).click();
    await expect(page.getByText('Fantastic! Sign up successfully completed')).toBeVisible();

    await addWithPin('2468');
    await expect(page.getByRole('dialog', { name: 'Account successfully added' })).toBeVisible();
    await page.goto('/app/account/changepassword#pills-pin');
    await expect(page.getByRole('link', { name: 'Create your PIN' })).toBeVisible();
    await expectAccessible();
  });

  test('a saver sees the linked account, with no Add Account, and never fetches its form', async ({ page, saver, signIn }) => {
    const fetched: string[] = [];
    page.on('request', (request) => void fetched.push(request.url()));
    await signIn(saver, '/app/account/mycard');
    await expect(page.getByRole('button', { name: 'Delete Account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Account' })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const formCode = chunkRequest('src/features/account/add-account-form.tsx');
    expect(fetched.filter(formCode), 'the Add Account form is fetched only for a customer who asks for it').toEqual([]);
    expect(fetched.filter((url) => new URL(url).pathname === formLibraryChunk()), 'nor the form library').toEqual([]);
  });

  test('the Add Account form whose code does not arrive offers Reload, which brings it', async ({ request, signIn }) => {
    const page = await signIn(await customerWith(request, noBankSaver));
    const formCode = chunkRequest('src/features/account/add-account-form.tsx');
    await page.route(formCode, (route) => route.abort('connectionreset'));
    await page.goto('/app/account/mycard');
    await page.getByRole('button', { name: 'Add Account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This page could not load' })).toBeVisible();
    await page.unroute(formCode);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('button', { name: 'Add Account' }).click();
    await expect(page.getByLabel('Bank')).toBeVisible();
  });

  for (const fault of faults) {
    test(`a bank account read that fails (${fault.name}) shows a banner and a retry`, async ({ page, saver, signIn }) => {
      await failCall(page, bankAccountCall, fault);
      await signIn(saver, '/app/account/mycard');
      await expect(page.getByRole('alert')).toHaveText(fault.text);
      await page.unrouteAll();
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('button', { name: 'Delete Account' })).toBeVisible();
    });
  }

  test('a failing bank list and a failing add each show a banner', async ({ request, signIn }) => {
    const page = await signIn(await customerWith(request, noBankSaver));
    await failCall(page, banksCall, FAULT.serverError);
    await page.goto('/app/account/mycard');
    await page.getByRole('button', { name: 'Add Account' }).click();
    await expect(page.getByRole('alert')).toHaveText(FAULT.serverError.text);
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try again' }).click();
    await failCall(page, addBankAccountCall, FAULT.unreachable);
    await page.getByLabel('Bank').selectOption({ label: 'Access Bank' });
    await page.getByLabel('Account Number').fill('0123456789');
    await page.getByLabel('Pin', { exact: true }).fill('1234');
    await page.getByRole('button', { name: 'Add Account' }).click();
    await expect(page.getByRole('alert')).toHaveText(FAULT.unreachable.text);
  });

  test('an add, then a delete, whose answers are lost show the account as the server holds it', async ({ request, signIn }) => {
    const page = await signIn(await customerWith(request, noBankSaver), '/app/account/mycard');
    await page.getByRole('button', { name: 'Add Account' }).click();
    await page.getByLabel('Bank').selectOption({ label: 'Access Bank' });
    await page.getByLabel('Account Number').fill('0123456789');
    await page.getByLabel('Pin', { exact: true }).fill('1234');
    await loseNextAnswer(page, addBankAccountCall);
    await page.getByRole('button', { name: 'Add Account' }).click();
    // It was added: the account is read again and shown, with no form left to send it twice.
    await expect(page.getByRole('button', { name: 'Delete Account' })).toBeVisible();
    await expect(page.getByText('Access Bank')).toBeVisible();
    await expect(page.getByLabel('Account Number')).toHaveCount(0);

    await loseNextAnswer(page, deleteBankAccountCall);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('dialog', { name: 'Delete Account' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('alert')).toHaveText(FAULT.unreachable.text);
    // It was deleted: read again, the account is gone and Add Account is offered.
    await expect(page.getByText('You have not added a withdrawal account yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Account' })).toHaveCount(0);
  });

  test('a withdrawal waiting for its OTP is not paid once its bank account is deleted: the OTP step says so', async ({ saver, signIn }) => {
    const CHANGED = 'The bank account this withdrawal was to be paid into has been removed or changed, so nothing was withdrawn. Please start the withdrawal again.';
    const page = await signIn(saver, '/app/account/withdraw');
    await expect(page.getByLabel('Account to withdraw from').locator('option:not([value=""])')).not.toHaveCount(0);
    await page.getByLabel('Account to withdraw from').selectOption({ index: 1 });
    await page.getByLabel('Amount').fill('10');
    await page.getByLabel('PIN', { exact: true }).fill(saver.pin!);
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page).toHaveURL('/app/otpwithdraw');

    await page.goto('/app/account/mycard#pills-withdrawalAccount');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('dialog', { name: 'Delete Account' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('dialog', { name: 'Account successfully deleted' })).toBeVisible();

    await page.goto('/app/otpwithdraw');
    await page.getByLabel('OTP').fill('123456');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page.getByRole('alert')).toHaveText(CHANGED);
    await expect(successOf(page, 'Withdrawal successful')).toHaveCount(0);
  });
});

test.describe('my debit cards', () => {
  test('a card is deleted after yes, the 2 s notice shows, then the list updates @phone', async ({ page, saver, signIn, expectAccessible }) => {
    await page.clock.install();
    await signIn(saver, '/app/account/mycard');
    await page.getByRole('tab', { name: 'My Debit Cards' }).click();
    const cards = page.getByRole('list', { name: 'Linked cards' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expectAccessible();
    const first = cards.first();
    const label = (await first.getByRole('button').getAttribute('aria-label'))!;
    await pauseNow(page);
    await first.getByRole('button').click();
    await page.getByRole('dialog', { name: 'Delete card' }).getByRole('button', { name: 'Yes' }).click();
    const notice = page.getByRole('dialog', { name: 'Debit Card deleted!' });
    await expect(notice).toBeVisible();
    await page.clock.runFor(1_900);
    await expect(notice).toBeVisible();
    await page.clock.runFor(200);
    await expect(notice).toBeHidden();
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole('button', { name: label })).toHaveCount(0);
    // The button that was focused has gone with its card: focus is on the screen's heading, not lost.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.clock.resume();
    await page.reload();
    await expect(page.getByRole('list', { name: 'Linked cards' }).getByRole('listitem')).toHaveCount(1);
  });

  test('a fresh customer has no cards and links one through the provider page', async ({ page, freshUser, signIn }) => {
    await signIn(freshUser, '/app/account/mycard#pills-debitCards');
    await expect(page.getByText('You have not linked a card yet.')).toBeVisible();
    await linkCardAtProvider(page, page.getByRole('button', { name: 'Link a card (opens in a new tab)' }));
    await expect(page.getByRole('list', { name: 'Linked cards' }).getByRole('listitem')).toHaveCount(1);
  });

  test('/app/account/linkcard starts the same flow', async ({ page, freshUser, signIn }) => {
    await signIn(freshUser, '/app/account/linkcard');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Link a card (opens in a new tab)' }).click();
    const provider = await popup;
    await expect(provider.getByRole('heading', { name: 'Link a test card' })).toBeVisible();
    await provider.close();
    await page.getByRole('link', { name: 'See my cards' }).click();
    await expect(page.getByRole('tab', { name: 'My Debit Cards' })).toHaveAttribute('aria-selected', 'true');
    // The address chooses the tab also on an open page: a link to the other tab's anchor, and Back.
    await page.evaluate(() => (window.location.hash = 'pills-withdrawalAccount'));
    await expect(page.getByRole('tab', { name: 'Withdrawal account' })).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'My Debit Cards' })).toHaveAttribute('aria-selected', 'true');
  });

  for (const fault of faults) {
    test(`a card delete that fails (${fault.name}) shows a banner and keeps the card`, async ({ page, saver, signIn }) => {
      await failCall(page, deleteCardCall, fault);
      await signIn(saver, '/app/account/mycard#pills-debitCards');
      const cards = page.getByRole('list', { name: 'Linked cards' }).getByRole('listitem');
      await cards.first().getByRole('button').click();
      await page.getByRole('dialog', { name: 'Delete card' }).getByRole('button', { name: 'Yes' }).click();
      await expect(page.getByRole('alert')).toHaveText(fault.text);
      await expect(cards).toHaveCount(2);
    });
  }
});

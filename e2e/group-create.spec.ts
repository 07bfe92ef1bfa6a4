// Group savings, creating: the hub, the steps of a private and a public group, the breakdown with
// the group code, the payment, and a draft that survives a reload. The code modal and joining: group-join.
import { test, expect } from './fixtures.ts';
import { createGroupCall } from '../src/api/groups.ts';
import { purseFundingCall } from '../src/api/payments.ts';
import { FAULT, failOnce, faults, holdCalls, loseNextAnswer, recordCalls } from './api-calls.ts';
import { coreAccounts, fillDetails, fillSchedule, unique } from './group-support.ts';
import { choosePayment } from './stash-support.ts';
import { successOf, TINY_PNG } from './support.ts';
import { lagosDayIn } from '../src/lib/calendar.ts';


test.describe('the group savings hub', () => {
  test('offers the four ways in @phone', async ({ saver, signIn, expectAccessible }) => {
    const page = await signIn(saver, '/app/groupsavings');
    await expect(page.getByRole('heading', { name: 'Group savings', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create a private group' })).toHaveAttribute('href', '/app/groupsavings1/private');
    await expect(page.getByRole('link', { name: 'Create a public group' })).toHaveAttribute('href', '/app/groupsavings1/public');
    await expect(page.getByRole('link', { name: 'Join a savings challenge' })).toHaveAttribute('href', '/app/publicgroup');
    await expect(page.getByRole('button', { name: 'Join a private group with a code' })).toBeVisible();
    await expectAccessible();
  });
});

test.describe('creating a private group', () => {
  test('every message of steps 1 to 3, then the breakdown with the code, paid from the wallet @phone', async ({ page, saver, signIn, expectAccessible }) => {
    const name = `Owambe ${unique()}`;
    await signIn(saver, '/app/groupsavings');
    await page.getByRole('link', { name: 'Create a private group' }).click();

    await test.step('step 1: name, currency (Naira only), target, target date from today', async () => {
      await expect(page).toHaveURL('/app/groupsavings1/private');
      await expect(page.getByLabel('Currency').getByRole('option')).toHaveText(['Choose a currency', 'Naira']);
      await expect(page.getByLabel('Target date')).toHaveAttribute('min', lagosDayIn(0));
      await page.getByRole('button', { name: 'NEXT' }).click();
      for (const message of ['Enter a Plan name', 'Select a Currrency Type', 'A target amount is required', 'Enter a Date']) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      await page.getByLabel('Target date').fill(lagosDayIn(-1));
      await expect(page.getByText('Choose today or a later date', { exact: true })).toBeVisible();
      await expectAccessible();
      await fillDetails(page, { name });
    });

    await test.step('step 2: who decides', async () => {
      await expect(page).toHaveURL('/app/groupsavings2');
      await page.getByRole('button', { name: 'NEXT' }).click();
      await expect(page.getByText('Coose an Option', { exact: true })).toBeVisible();
      await expectAccessible();
      await page.getByRole('radio', { name: /^I decide/ }).check();
      const image = page.getByLabel('Group image (optional)');
      await image.setInputFiles({ name: 'rules.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
      await expect(page.getByText('Choose an image file (JPEG, PNG, GIF or WebP)', { exact: true })).toBeVisible();
      await image.setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: Buffer.alloc(1_000_001) });
      await expect(page.getByText('The image must be at most 1 MB', { exact: true })).toBeVisible();
      await image.setInputFiles({ name: 'owambe.png', mimeType: 'image/png', buffer: TINY_PNG });
      await expect(page.getByText('owambe.png uploaded')).toBeVisible();
      await page.getByRole('button', { name: 'NEXT' }).click();
    });

    const created = recordCalls(page, createGroupCall);
    await test.step('step 3: start date, frequency, contribution', async () => {
      await expect(page).toHaveURL('/app/groupsavings3');
      await page.getByRole('button', { name: 'NEXT' }).click();
      for (const message of ['Enter a Start Date', 'Select a Frequency', 'Enter an Amount']) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      await page.getByLabel('Start date').fill(lagosDayIn(121));
      await page.getByLabel('Contribution amount').fill('200000000');
      await page.getByRole('button', { name: 'NEXT' }).click();
      await expect(page.getByText('The start date must be on or before the target date', { exact: true })).toBeVisible();
      await expect(page.getByText('The most you can save at once is ₦100,000,000', { exact: true })).toBeVisible();
      expect(created, 'nothing is sent while the form is invalid').toEqual([]);
      await expectAccessible();
      await page.getByLabel('Contribution amount').fill('');
      await fillSchedule(page, { start: lagosDayIn(3), freq: 'Monthly', amount: '12500.50' });
      await page.getByRole('button', { name: 'NEXT' }).click();
    });

    await test.step('step 4: the breakdown at 10% per annum and the code to share', async () => {
      await expect(page).toHaveURL('/app/groupsavings4');
      expect(created).toEqual([
        { name, ccy: '1', target: 300000, tgtDate: lagosDayIn(120), isPublic: false, decide: true, docId: expect.stringMatching(/^UPL/), start: lagosDayIn(3), freq: '30', cntr_amt: 12500.5, earn: true },
      ]);
      await expect(page.getByText('10% per annum')).toBeVisible();
      await expect(page.getByText(/Group code: [2-9A-Z]{8}/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Copy group code' })).toBeVisible();
      await expectAccessible();
    });

    await test.step('paid from the wallet: the group is in Core Savings', async () => {
      await choosePayment(page, 'myPurse wallet');
      await page.getByRole('dialog', { name: 'Pay from your wallet' }).getByRole('button', { name: 'CONFIRM' }).click();
      await expect(successOf(page, 'Fantastic! Payment successful')).toContainText('You paid ₦12,500.50 from your myPurse wallet.');
      expect(await coreAccounts(page)).toContainEqual(expect.objectContaining({ name, isGroup: true, contribution: 12500.5 }));
    });
  });
});

test.describe('creating a public group', () => {
  test('skips the private step and pays by card with its OTP', async ({ page, saver, signIn }) => {
    const name = `Japa ${unique()}`;
    await signIn(saver, '/app/groupsavings1/public');
    await fillDetails(page, { name });
    await expect(page).toHaveURL('/app/groupsavings3');
    await page.goto('/app/groupsavings2');
    await expect(page, 'a public group has no second step').toHaveURL('/app/groupsavings');
    await page.goto('/app/groupsavings3');
    await fillSchedule(page, { amount: '20000' });
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page).toHaveURL('/app/groupsavings4');
    await expect(page.getByText(/Group code/)).toHaveCount(0);

    await choosePayment(page, 'Linked card');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page).toHaveURL(/\/app\/groupsavings\/otp\/[^/]+$/);
    await page.getByLabel('OTP').fill('123456');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(successOf(page, 'Fantastic! Payment successful')).toContainText('You paid ₦20,000.00 with your card.');
    expect(await coreAccounts(page)).toContainEqual(expect.objectContaining({ name, isGroup: true, contribution: 20000 }));
    // The way on leads to where the membership is listed.
    await successOf(page, 'Fantastic! Payment successful').getByRole('link', { name: 'GO TO SAVINGS' }).click();
    await expect(page).toHaveURL('/app/savings');
    await expect(page.getByRole('region', { name: 'Core Savings' }).getByRole('listitem').filter({ hasText: name })).toBeVisible();
  });
});

test.describe('drafts, reloads and double clicks', () => {
  test('a step without its draft returns to the hub', async ({ saver, signIn }) => {
    const page = await signIn(saver);
    for (const path of ['/app/groupsavings2', '/app/groupsavings3', '/app/groupsavings4', '/app/groupsavings/otp/CHL1', '/app/groupsavings1/secret']) {
      await page.goto(path);
      await expect(page, path).toHaveURL('/app/groupsavings');
    }
  });

  test('a reload keeps what was typed, and the breakdown pays the same group', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/groupsavings1/public');
    await fillDetails(page, { name: 'Reload club' });
    await fillSchedule(page, { amount: '9000' });
    await page.reload();
    await expect(page.getByLabel('Start date')).toHaveValue(lagosDayIn(3));
    await expect(page.getByLabel('Contribution amount')).toHaveValue('9,000');
    const posts = recordCalls(page, createGroupCall);
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page).toHaveURL('/app/groupsavings4');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Reload club' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/app/groupsavings3');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page).toHaveURL('/app/groupsavings4');
    expect(posts, 'unchanged answers pay the group already created').toHaveLength(1);
  });

  test('a double click on NEXT creates one group, and the wallet pays once', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/groupsavings1/public');
    await fillDetails(page, { name: 'Double club' });
    await fillSchedule(page);
    const posts = recordCalls(page, createGroupCall);
    const release = await holdCalls(page, createGroupCall);
    await page.getByRole('button', { name: 'NEXT' }).dblclick();
    release();
    await expect(page).toHaveURL('/app/groupsavings4');
    expect(posts).toHaveLength(1);

    await choosePayment(page, 'myPurse wallet');
    const payments = recordCalls(page, purseFundingCall);
    await page.getByRole('button', { name: 'CONFIRM' }).dblclick();
    await expect(successOf(page, 'Fantastic! Payment successful')).toBeVisible();
    expect(payments).toHaveLength(1);
  });
});

test.describe('a lost answer', () => {
  test('NEXT again gives the group already made, which the challenges list once its owner has paid', async ({ saver, signIn }) => {
    const name = `Lost club ${unique()}`;
    const page = await signIn(saver, '/app/groupsavings1/public');
    await fillDetails(page, { name });
    await fillSchedule(page);
    await loseNextAnswer(page, createGroupCall);
    const posts = recordCalls(page, createGroupCall);
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page.getByRole('alert')).toHaveText(FAULT.unreachable.text);
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page).toHaveURL('/app/groupsavings4');
    expect(posts).toHaveLength(2);

    const challenge = page.getByRole('heading', { name, exact: true });
    await page.goto('/app/publicgroup');
    await expect(page.getByRole('list', { name: 'Savings challenges' })).toBeVisible();
    await expect(challenge, 'nobody has paid into it yet').toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL('/app/groupsavings4');
    await choosePayment(page, 'myPurse wallet');
    await page.getByRole('button', { name: 'CONFIRM' }).click();
    await expect(successOf(page, 'Fantastic! Payment successful')).toBeVisible();
    await page.goto('/app/publicgroup');
    await expect(challenge, 'one group, not one per try').toHaveCount(1);
  });
});

test.describe('a failing creation', () => {
  for (const fault of faults) {
    test(`shows a banner on ${fault.name} and keeps the answers`, async ({ saver, signIn }) => {
      const page = await signIn(saver, '/app/groupsavings1/public');
      await fillDetails(page, { name: 'Fault club' });
      await fillSchedule(page);
      await failOnce(page, createGroupCall, fault);
      await page.getByRole('button', { name: 'NEXT' }).click();
      await expect(page.getByRole('alert')).toHaveText(fault.text);
      await expect(page).toHaveURL('/app/groupsavings3');
      await expect(page.getByLabel('Contribution amount')).toHaveValue('15,000');
    });
  }
});

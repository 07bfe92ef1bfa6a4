// Group savings, joining: the challenges list, the code modal (its 3 s message on the clock, Cancel),
// the joiner's schedule and breakdown, a private group created by one customer and joined by a second,
// joining from the dashboard's carousel, shared links and reloads, double clicks and failing calls.
import { expect, signInOn, test } from './fixtures.ts';
import { groupByCodeCall, joinGroupCall, publicGroupsCall } from '../src/api/groups.ts';
import { failOnce, failOnceOn, faults, holdCalls, recordCalls } from './api-calls.ts';
import { challengeMembersChoose, coreAccounts, createGroupByApi, createGroupWithUi, fillJoin, lookUp, unique } from './group-support.ts';
import { choosePayment } from './stash-support.ts';
import { lagosDayIn } from '../src/lib/calendar.ts';
import { HOUR_MS, successOf } from './support.ts';

test.describe('the challenges list', () => {
  test('lists public groups with their facts, a created one included @phone', async ({ saver, signIn, expectAccessible }) => {
    const page = await signIn(saver);
    const name = `Challenge ${unique()}`;
    await createGroupByApi(page, page.request, { name, isPublic: true });
    await page.goto('/app/groupsavings');
    await page.getByRole('link', { name: 'Join a savings challenge' }).click();
    await expect(page).toHaveURL('/app/publicgroup');
    await expect(page.getByRole('heading', { name: 'Join a challenge' })).toBeVisible();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card).toContainText('₦250,000.00');
    await expect(card).toContainText('₦25,000.00');
    await expect(card).toContainText('Monthly');
    await expect(card.getByRole('link', { name: `Join ${name}` })).toBeVisible();
    await expectAccessible();
  });

  test('says when there are none', async ({ freshUser, signIn }) => {
    const page = await signIn(freshUser, '/app/publicgroup');
    await expect(page.getByText('No Accounts', { exact: true })).toBeVisible();
  });

  for (const fault of faults) {
    test(`shows a banner on ${fault.name} and tries again`, async ({ page, saver, signIn }) => {
      await failOnceOn(page, '/app/publicgroup', publicGroupsCall, fault);
      await signIn(saver, '/app/publicgroup');
      await expect(page.getByRole('alert')).toHaveText(fault.text);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('list', { name: 'Savings challenges' })).toBeVisible();
    });
  }
});

test.describe('joining a public group', () => {
  test('a group that has started is joined from today: an earlier day is refused as past', async ({ page, saver, createCustomer, signIn }) => {
    const owner = await signIn(await createCustomer('a saver'));
    const name = `Japa ${unique()}`;
    await createGroupByApi(owner, owner.request, { name, isPublic: true });
    // The group starts in two days; the customer's browser is five days on, so it started three days ago.
    await page.clock.install({ time: Date.now() + 5 * 24 * HOUR_MS });
    await signIn(saver, '/app/publicgroup');
    await page.getByRole('link', { name: `Join ${name}` }).click();
    const start = page.getByLabel('Start date');
    await expect(start).toHaveAttribute('min', lagosDayIn(5));
    await start.fill(lagosDayIn(3));
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page.getByText('Choose today or a later date', { exact: true })).toBeVisible();
    await expect(page.getByText("Choose a date on or after the group's start date", { exact: true })).toHaveCount(0);
  });

  test('from the challenges list: every message, the breakdown, paid, and never twice', async ({ saver, createCustomer, signIn, expectAccessible }) => {
    const owner = await signIn(await createCustomer('a saver'));
    const name = `Detty ${unique()}`;
    const { code } = await createGroupByApi(owner, owner.request, { name, isPublic: true });
    const page = await signIn(saver, '/app/publicgroup');
    await page.getByRole('link', { name: `Join ${name}` }).click();
    await expect(page).toHaveURL(/\/app\/groupsavings\/joingroup1\/G\d+$/);
    // The group's own contribution as the example, written as the field will show the amount.
    await expect(page.getByLabel('Amount (Naira)')).toHaveAttribute('placeholder', 'e.g. 25,000');

    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page.getByText('A plan Name is Required', { exact: true })).toHaveCount(3);
    await expect(page.getByLabel('Start date')).toHaveAttribute('min', lagosDayIn(2));
    await page.getByLabel('Start date').fill(lagosDayIn(1));
    await expect(page.getByText("Choose a date on or after the group's start date", { exact: true })).toBeVisible();
    await expectAccessible();
    const joins = recordCalls(page, joinGroupCall);
    await fillJoin(page, { amount: '7500' });
    await page.getByRole('button', { name: 'NEXT' }).click();

    await expect(page).toHaveURL('/app/groupsavings/joingroup2');
    const id = decodeURIComponent(joins.length ? (joins[0] as { id: string }).id : '');
    expect(joins).toEqual([
      { id, name, ccy: '1', target: 250000, tgtDate: lagosDayIn(150), decide: false, isPublic: true, start: lagosDayIn(5), freq: '7', earn: true, cntr_amt: 7500 },
    ]);
    await expect(page.getByText('10% per annum')).toBeVisible();
    await expectAccessible();
    await choosePayment(page, 'myPurse wallet');
    await page.getByRole('button', { name: 'CONFIRM' }).click();
    await expect(successOf(page, 'Fantastic! Payment successful')).toContainText('₦7,500.00');
    await expect(page.getByRole('link', { name: 'Change your start date, frequency or amount' }), 'paid, the membership is no longer changed here').toHaveCount(0);
    expect(await coreAccounts(page)).toContainEqual(expect.objectContaining({ name, isGroup: true, contribution: 7500 }));
    expect((await lookUp(page, code)).data?.members, 'the owner and this joiner').toBe(2);

    await page.goto(`/app/groupsavings/joingroup1/${id}`);
    await fillJoin(page);
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page.getByRole('alert')).toHaveText('You are already a member of this group');
  });

  test('from the dashboard carousel', async ({ saver, createCustomer, signIn }) => {
    const owner = await signIn(await createCustomer('a saver'));
    const name = `Carousel ${unique()}`;
    await createGroupByApi(owner, owner.request, { name, isPublic: true });
    const page = await signIn(saver);
    await page.getByRole('link', { name: `Join ${name}` }).click();
    await expect(page).toHaveURL(/\/app\/groupsavings\/joingroup1\/G\d+$/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await fillJoin(page);
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page).toHaveURL('/app/groupsavings/joingroup2');
    await choosePayment(page, 'Linked card');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page).toHaveURL(/\/app\/groupsavings\/otp\/[^/]+$/);
    await page.getByLabel('OTP').fill('123456');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(successOf(page, 'Fantastic! Payment successful')).toBeVisible();
    expect(await coreAccounts(page)).toContainEqual(expect.objectContaining({ name, isGroup: true }));
  });
});

test.describe('joining a private group by its code', () => {
  test('one customer creates it, a second joins with the code in another browser context', async ({ browser, saver, createCustomer, signIn, expectAccessible }) => {
    const ownerPage = await signIn(saver);
    const name = `Circle ${unique()}`;
    const { code } = await createGroupWithUi(ownerPage, 'private', name);
    await expect(ownerPage.getByText(`Group code: ${code}`)).toBeVisible();
    await choosePayment(ownerPage, 'myPurse wallet');
    await ownerPage.getByRole('button', { name: 'CONFIRM' }).click();
    await expect(successOf(ownerPage, 'Fantastic! Payment successful')).toBeVisible();

    const context = await browser.newContext();
    const page = await context.newPage();
    await signInOn(page, await createCustomer('a saver'), '/app/groupsavings');
    await page.getByRole('button', { name: 'Join a private group with a code' }).click();
    const modal = page.getByRole('dialog', { name: 'Join a private group' });
    await modal.getByRole('button', { name: 'NEXT' }).click();
    await expect(modal.getByText('The Group code is required', { exact: true })).toBeVisible();
    await modal.getByLabel('Group code').fill(code.toLowerCase());
    await modal.getByRole('button', { name: 'NEXT' }).click();
    await expect(modal).toContainText(name);
    await expect(modal).toContainText('Members1');
    await expect(modal).toContainText('Interest rate10% per annum');
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await expect(modal.getByLabel('Group code')).toHaveValue(code.toLowerCase());
    await modal.getByRole('button', { name: 'NEXT' }).click();
    await modal.getByRole('button', { name: 'NEXT' }).click();

    await expect(page).toHaveURL(/\/app\/groupsavings\/joingroup1\/G\d+$/);
    const joins = recordCalls(page, joinGroupCall);
    await fillJoin(page);
    await page.reload();
    await expect(page.getByLabel('Start date'), 'a reload keeps the group and the answers').toHaveValue(lagosDayIn(5));
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page).toHaveURL('/app/groupsavings/joingroup2');
    expect(joins).toEqual([expect.objectContaining({ name, isPublic: false, cntr_amt: 5000 })]);
    await choosePayment(page, 'myPurse wallet');
    await page.getByRole('button', { name: 'CONFIRM' }).click();
    await expect(successOf(page, 'Fantastic! Payment successful')).toBeVisible();
    expect(await coreAccounts(page)).toContainEqual(expect.objectContaining({ name, isGroup: true, contribution: 5000 }));
    expect((await lookUp(page, code)).data?.members).toBe(2);
    await context.close();
  });

  test("when the owner decides how members save, the joiner picks only the start and pays the owner's contribution", async ({ saver, createCustomer, signIn, expectAccessible }) => {
    const owner = await signIn(await createCustomer('a saver'));
    const name = `Owner decides ${unique()}`;
    const { code } = await createGroupByApi(owner, owner.request, { name, isPublic: false, decide: true });
    const page = await signIn(saver, '/app/groupsavings');
    await page.getByRole('button', { name: 'Join a private group with a code' }).click();
    const modal = page.getByRole('dialog', { name: 'Join a private group' });
    await modal.getByLabel('Group code').fill(code);
    await modal.getByRole('button', { name: 'NEXT' }).click();
    await modal.getByRole('button', { name: 'NEXT' }).click();
    await expect(page).toHaveURL(/\/app\/groupsavings\/joingroup1\/G\d+$/);

    await expect(page.getByText("This group's owner decides how members save: you contribute the group's contribution, as often as it says.", { exact: true })).toBeVisible();
    await expect(page.getByText('₦25,000.00 monthly')).toBeVisible();
    // What the owner set shows as fields the joiner cannot change.
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByLabel('Frequency')).toHaveValue('Monthly');
    await expect(page.getByLabel('Frequency')).not.toBeEditable();
    await expect(page.getByLabel('Amount (Naira)')).toHaveValue('₦25,000.00');
    await expect(page.getByLabel('Amount (Naira)')).not.toBeEditable();
    await expectAccessible();
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page.getByText('A plan Name is Required', { exact: true }), 'only the start is asked for').toHaveCount(1);
    const joins = recordCalls(page, joinGroupCall);
    await page.getByLabel('Start date').fill(lagosDayIn(5));
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page).toHaveURL('/app/groupsavings/joingroup2');
    expect(joins).toEqual([expect.objectContaining({ name, decide: true, isPublic: false, start: lagosDayIn(5), freq: '30', cntr_amt: 25000 })]);
    await choosePayment(page, 'myPurse wallet');
    await page.getByRole('button', { name: 'CONFIRM' }).click();
    await expect(successOf(page, 'Fantastic! Payment successful')).toContainText('₦25,000.00');
  });

  test("an unknown code's message shows for 3 s", async ({ page, saver, signIn }) => {
    await page.clock.install();
    await signIn(saver, '/app/groupsavings');
    await page.getByRole('button', { name: 'Join a private group with a code' }).click();
    const modal = page.getByRole('dialog', { name: 'Join a private group' });
    await modal.getByLabel('Group code').fill('NOSUCH99');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await modal.getByRole('button', { name: 'NEXT' }).click();
    await expect(modal.getByRole('alert')).toHaveText('No group was found with this code');
    await page.clock.runFor(2_900);
    await expect(modal.getByRole('alert')).toHaveText('No group was found with this code');
    await page.clock.runFor(200);
    await expect(modal.getByRole('alert')).toHaveCount(0);
  });

  for (const fault of faults) {
    test(`the lookup shows a banner on ${fault.name}`, async ({ page, saver, signIn }) => {
      await failOnce(page, groupByCodeCall, fault);
      await signIn(saver, '/app/groupsavings');
      await page.getByRole('button', { name: 'Join a private group with a code' }).click();
      const modal = page.getByRole('dialog', { name: 'Join a private group' });
      await modal.getByLabel('Group code').fill('ABCDEFGH');
      await modal.getByRole('button', { name: 'NEXT' }).click();
      await expect(modal.getByRole('alert')).toHaveText(fault.text);
    });
  }
});

test.describe('the join screens', () => {
  test('a shared link loads the group; an unknown one says so; the breakdown needs its join', async ({ saver, createCustomer, signIn }) => {
    const owner = await signIn(await createCustomer('a saver'));
    const name = `Shared ${unique()}`;
    await createGroupByApi(owner, owner.request, { name, isPublic: true });
    const page = await signIn(saver, '/app/publicgroup');
    const href = await page.getByRole('link', { name: `Join ${name}` }).getAttribute('href');
    await page.goto(href!);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await page.goto('/app/groupsavings/joingroup1/G000000000000');
    await expect(page.getByText('We could not find this group. Ask its owner for the group code, or pick a challenge.', { exact: true })).toBeVisible();
    await page.goto('/app/groupsavings/joingroup2');
    await expect(page).toHaveURL('/app/groupsavings');
  });

  test('a double click on NEXT joins once', async ({ saver, createCustomer, signIn }) => {
    const owner = await signIn(await createCustomer('a saver'));
    const name = `Twice ${unique()}`;
    await createGroupByApi(owner, owner.request, { name, isPublic: true });
    const page = await signIn(saver, '/app/publicgroup');
    await page.getByRole('link', { name: `Join ${name}` }).click();
    await fillJoin(page);
    const joins = recordCalls(page, joinGroupCall);
    const release = await holdCalls(page, joinGroupCall);
    await page.getByRole('button', { name: 'NEXT' }).dblclick();
    release();
    await expect(page).toHaveURL('/app/groupsavings/joingroup2');
    expect(joins).toHaveLength(1);
  });

  for (const fault of faults) {
    test(`the join shows a banner on ${fault.name}`, async ({ saver, signIn }) => {
      const page = await signIn(saver, '/app/publicgroup');
      await page.getByRole('link', { name: `Join ${await challengeMembersChoose(page)}` }).click();
      await fillJoin(page, { start: lagosDayIn(60) });
      await failOnce(page, joinGroupCall, fault);
      await page.getByRole('button', { name: 'NEXT' }).click();
      await expect(page.getByRole('alert')).toHaveText(fault.text);
      await expect(page).toHaveURL(/joingroup1/);
    });
  }
});

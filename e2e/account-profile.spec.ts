// /app/account/profile: My Profile (read-only identity, address, state, pictures, password) and Next of
// Kin (ADD then UPDATE, one call per save), their messages, 3 s notices and failures.
import { expect, test } from './fixtures.ts';
import { expectTapTargets, pauseNow, TINY_PNG } from './support.ts';
import { nextOfKinCall, profileCall, updateProfileCall } from '../src/api/account.ts';
import { uploadFileCall } from '../src/api/util.ts';
import { recordRequests } from './account-support.ts';
import type { Locator, Page } from '@playwright/test';
import { callTo, FAULT, failCall, faults, holdCalls, isCall, type ApiCall } from './api-calls.ts';

/** Fails the next read (GET) of `call` with a server error; its save on the same path goes through. */
async function failNextRead(page: Page, call: ApiCall) {
  let armed = true;
  await page.route(callTo(call), (route) => {
    if (!armed || !isCall(call)(route.request())) return route.fallback();
    armed = false;
    return FAULT.serverError.answer(route);
  });
  return { failed: () => !armed };
}

/** Fills every field of the Next of Kin form (Chidi Okafor of Enugu) with `address` and the password. */
async function fillKin(form: Locator, address: string, password: string) {
  await form.getByLabel('First Name').fill('Chidi');
  await form.getByLabel('Last Name').fill('Okafor');
  await form.getByLabel('Email').fill('chidi@example.com');
  await form.getByLabel('Phone Number').fill('+2348031112222');
  await form.getByLabel('State').selectOption('Enugu');
  await form.getByLabel('Address').fill(address);
  await form.getByLabel('Password', { exact: true }).fill(password);
}


test.describe('my profile', () => {
  test('identity is read-only; address and password are asked for @phone', async ({ saver, signIn, expectAccessible }) => {
    const page = await signIn(saver, '/app/account');
    await page.getByRole('link', { name: /^My Account Settings/ }).click();
    await expect(page).toHaveURL('/app/account/profile');
    await expect(page.getByRole('tab', { name: 'My Profile' })).toHaveAttribute('aria-selected', 'true');
    const [first, last] = saver.name.split(' ');
    await expect(page.getByLabel('First Name')).toHaveValue(first!);
    await expect(page.getByLabel('Last Name')).toHaveValue(last!);
    await expect(page.getByLabel('Email')).toHaveValue(saver.email);
    await expect(page.getByLabel('Phone Number')).toHaveValue(saver.phoneNumber);
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone Number', 'Date of Birth']) {
      await expect(page.getByLabel(label)).not.toBeEditable();
    }
    await expect(page.getByLabel('State')).toHaveValue('Lagos');
    await expect(page.getByLabel('State').getByRole('option')).toHaveCount(38);
    await expectAccessible();
    // Nothing on the form reads like the message before it is due (the password's hint included).
    await expect(page.getByText('Enter your Password')).toHaveCount(0);
    await page.getByLabel('Address').fill('');
    await page.getByLabel('Address').blur();
    await expect(page.getByText('Enter your Address', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByText('Enter your Address', { exact: true })).toBeVisible();
    await expect(page.getByText('Enter your Password')).toBeVisible();
  });

  test('an update with pictures and a new state (kept through a reload): Profile Updated for 3 s, and the saved state shows', async ({ page, saver, signIn }) => {
    await page.clock.install();
    await signIn(saver, '/app/account/profile');
    await page.getByLabel('Address').fill('3 Marina Road, Lagos Island');
    await page.getByLabel('State').selectOption('Kano');
    await page.reload();
    await expect(page.getByLabel('Address')).toHaveValue('3 Marina Road, Lagos Island');
    await expect(page.getByLabel('State')).toHaveValue('Kano');
    await expectTapTargets(page.getByLabel(/^(Profile Picture|ID Card)$/));
    await page.getByLabel('Profile Picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByLabel('ID Card').setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: TINY_PNG });
    // A save pressed while an image uploads waits for it (the next test); this one waits for both first.
    await expect(page.getByText('me.png uploaded')).toBeVisible();
    await expect(page.getByText('id.png uploaded')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('Wrong0ne!');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByRole('alert')).toHaveText('The password you entered is incorrect');

    const updates = recordRequests(page, updateProfileCall);
    await page.getByLabel('Password', { exact: true }).fill(saver.password);
    await pauseNow(page);
    await page.getByRole('button', { name: 'Update Profile' }).click();
    const notice = page.getByRole('dialog', { name: 'Profile Updated' });
    await expect(notice).toBeVisible();
    const put = updates.find((r) => r.method === 'PUT')!.body as Record<string, string>;
    expect(put).toMatchObject({ address: '3 Marina Road, Lagos Island', state: 'Kano', password: saver.password });
    expect(put.profileImageRef).toBeTruthy();
    expect(put.idCardRef).toBeTruthy();
    await page.clock.runFor(2_900);
    await expect(notice).toBeVisible();
    await page.clock.runFor(200);
    await expect(notice).toBeHidden();
    await page.clock.resume();
    // One form, from what was saved, with the tab still the customer's to switch.
    await expect(page.getByRole('button', { name: 'Update Profile' })).toHaveCount(1);
    await expect(page.getByLabel('Address')).toHaveValue('3 Marina Road, Lagos Island');
    await page.getByRole('tab', { name: 'Next of Kin' }).click();
    await expect(page.getByRole('button', { name: 'Update Profile' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'My Profile' }).click();
    await page.reload();
    await expect(page.getByLabel('State')).toHaveValue('Kano');
    await expect(page.getByLabel('Address')).toHaveValue('3 Marina Road, Lagos Island');
    await expect(page.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', /^data:image\/png;base64,/);
  });

  test('a save pressed while an image uploads waits for it, says so, and is sent once, with the image, when it is done', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/account/profile');
    const release = await holdCalls(page, uploadFileCall);
    const updates = recordRequests(page, updateProfileCall);
    await page.getByLabel('Profile Picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByText('Uploading the image…')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(saver.password);
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByText('Uploading the image… We will go on as soon as it is uploaded.', { exact: true })).toBeVisible();
    expect(updates.filter((r) => r.method === 'PUT')).toHaveLength(0);
    release();
    await expect(page.getByRole('dialog', { name: 'Profile Updated' })).toBeVisible();
    const puts = updates.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toMatchObject({ profileImageRef: expect.any(String) });
  });

  test('after a save whose re-read fails, the form keeps the saved address and state, and a second save sends them', async ({ page, saver, signIn }) => {
    await signIn(saver, '/app/account/profile');
    await expect(page.getByLabel('Address')).not.toHaveValue('');
    const reread = await failNextRead(page, profileCall);
    const updates = recordRequests(page, updateProfileCall);
    await page.getByLabel('Address').fill('9 Marina Road, Lagos');
    await page.getByLabel('State').selectOption('Enugu');
    await page.getByLabel('Password', { exact: true }).fill(saver.password);
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByRole('dialog', { name: 'Profile Updated' })).toBeVisible();
    await expect.poll(reread.failed, 'the re-read after the save failed').toBe(true);
    await expect(page.getByLabel('Address')).toHaveValue('9 Marina Road, Lagos');
    await expect(page.getByLabel('State')).toHaveValue('Enugu');

    await page.getByLabel('Password', { exact: true }).fill(saver.password);
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect.poll(() => updates.filter((r) => r.method === 'PUT').length).toBe(2);
    expect(updates.filter((r) => r.method === 'PUT')[1]!.body).toMatchObject({ address: '9 Marina Road, Lagos', state: 'Enugu' });
  });

  test('a customer who has chosen no state can still update the address', async ({ freshUser, signIn }) => {
    const page = await signIn(freshUser, '/app/account/profile');
    await expect(page.getByLabel('State')).toHaveValue('');
    const updates = recordRequests(page, updateProfileCall);
    await page.getByLabel('Address').fill('5 Broad Street, Lagos');
    await page.getByLabel('Password', { exact: true }).fill(freshUser.password);
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByRole('dialog', { name: 'Profile Updated' })).toBeVisible();
    expect(updates.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([{ address: '5 Broad Street, Lagos', state: '', password: freshUser.password }]);
    await page.reload();
    await expect(page.getByLabel('Address')).toHaveValue('5 Broad Street, Lagos');
  });

  test('a non-image is refused before it is sent', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/account/profile');
    const uploads = recordRequests(page, uploadFileCall);
    await page.getByLabel('ID Card').setInputFiles({ name: 'id.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(page.getByText(/image/i).first()).toBeVisible();
    expect(uploads).toHaveLength(0);
  });

  for (const fault of faults) {
    test(`a profile that fails to load (${fault.name}) shows a banner`, async ({ page, saver, signIn }) => {
      await failCall(page, profileCall, fault);
      await signIn(saver, '/app/account/profile');
      await expect(page.getByRole('alert')).toHaveText(fault.text);
    });
  }
});

test.describe('next of kin', () => {
  test('every field is required, with the spec texts @phone', async ({ freshUser, signIn, expectAccessible }) => {
    const page = await signIn(freshUser, '/app/account/profile');
    await page.getByRole('tab', { name: 'Next of Kin' }).click();
    await page.getByRole('button', { name: 'ADD' }).click();
    for (const text of ['Enter your firstName', 'Enter your lastName', 'Enter your Email', 'Enter your Phone Number', 'Enter your State', 'Enter your Address', 'Enter your Password']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expectAccessible();
  });

  test('ADD (what was typed kept through a reload, the password not), then UPDATE: one call per save, Next of Kin Updated! for 3 s', async ({ page, freshUser, signIn }) => {
    await page.clock.install();
    await signIn(freshUser, '/app/account/profile#pills-nextOfKin');
    const calls = recordRequests(page, nextOfKinCall);
    const form = page.getByRole('form', { name: 'Next of Kin' });
    await fillKin(form, '5 Ogui Road', freshUser.password);
    await page.reload();
    await expect(form.getByLabel('Address')).toHaveValue('5 Ogui Road');
    await expect(form.getByLabel('First Name')).toHaveValue('Chidi');
    await expect(form.getByLabel('Password', { exact: true })).toHaveValue('');
    await form.getByLabel('Password', { exact: true }).fill(freshUser.password);
    await pauseNow(page);
    await form.getByRole('button', { name: 'ADD' }).click();
    const notice = page.getByRole('dialog', { name: 'Next of Kin Updated!' });
    await expect(notice).toBeVisible();
    await page.clock.runFor(2_900);
    await expect(notice).toBeVisible();
    await page.clock.runFor(200);
    await expect(notice).toBeHidden();
    await expect(form.getByRole('button', { name: 'UPDATE' })).toBeVisible();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => c.method)).toEqual(['POST']);

    await form.getByLabel('Address').fill('7 Zik Avenue');
    await form.getByLabel('Password', { exact: true }).fill(freshUser.password);
    await form.getByRole('button', { name: 'UPDATE' }).click();
    await expect(page.getByRole('dialog', { name: 'Next of Kin Updated!' })).toBeVisible();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => c.method)).toEqual(['POST', 'PUT']);
    await page.clock.resume();
    await page.reload();
    await expect(form.getByLabel('Address')).toHaveValue('7 Zik Avenue');
    await expect(form.getByLabel('First Name')).toHaveValue('Chidi');
  });

  test('after a first ADD whose re-read fails, the form shows what was saved, in UPDATE mode', async ({ page, freshUser, signIn }) => {
    await signIn(freshUser, '/app/account/profile#pills-nextOfKin');
    const form = page.getByRole('form', { name: 'Next of Kin' });
    await expect(form.getByRole('button', { name: 'ADD' })).toBeVisible();
    const reread = await failNextRead(page, nextOfKinCall);
    const calls = recordRequests(page, nextOfKinCall);
    await fillKin(form, ' 5 Ogui Road ', freshUser.password);
    await form.getByRole('button', { name: 'ADD' }).click();
    await expect(page.getByRole('dialog', { name: 'Next of Kin Updated!' })).toBeVisible();
    await expect.poll(reread.failed, 'the re-read after the save failed').toBe(true);
    await expect(form.getByRole('button', { name: 'UPDATE' })).toBeVisible();
    await expect(form.getByLabel('First Name')).toHaveValue('Chidi');
    await expect(form.getByLabel('Address')).toHaveValue('5 Ogui Road');
    await expect(form.getByLabel('State')).toHaveValue('Enugu');
    await expect(form.getByLabel('Password', { exact: true })).toHaveValue('');

    await form.getByLabel('Password', { exact: true }).fill(freshUser.password);
    await form.getByRole('button', { name: 'UPDATE' }).click();
    await expect.poll(() => calls.filter((c) => c.method === 'PUT').length, 'the second save updates, not adds').toBe(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  test('a wrong password shows the server message', async ({ saver, signIn }) => {
    const page = await signIn(saver, '/app/account/profile#pills-nextOfKin');
    const form = page.getByRole('form', { name: 'Next of Kin' });
    await expect(form.getByLabel('First Name')).not.toHaveValue('');
    await form.getByLabel('Password', { exact: true }).fill('Wrong0ne!');
    await form.getByRole('button', { name: 'UPDATE' }).click();
    await expect(page.getByRole('alert')).toHaveText('The password you entered is incorrect');
  });

  for (const fault of faults) {
    test(`a next of kin that fails to load (${fault.name}) shows a banner`, async ({ page, saver, signIn }) => {
      await failCall(page, nextOfKinCall, fault);
      await signIn(saver, '/app/account/profile#pills-nextOfKin');
      await expect(page.getByRole('alert')).toHaveText(fault.text);
    });
  }
});

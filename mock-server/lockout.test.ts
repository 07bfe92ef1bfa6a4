// Limits on guessing (lockout.ts, otp.ts): wrong passwords lock sign-in, wrong PINs lock the PIN, and a
// one-time code or reset token dies after too many wrong tries or too long; each refusal says when to
// try again. Over HTTP on one mock; Date is faked so a test can step past a lock.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Scenario } from '../fixtures/scenarios.ts';
import { WRONG_OLD_PASSWORD, WRONG_PASSWORD } from './domain/account.ts';
import { INVALID_CREDENTIALS } from './domain/identity.ts';
import { WRONG_PIN } from './domain/money-out.ts';
import { LOCKED_STATUS, PIN_LOCK_MS, PIN_TRIES, pinLocked, SIGN_IN_LOCK_MS, SIGN_IN_TRIES, signInLocked } from './lockout.ts';
import { OTP_CODE, OTP_EXPIRED, OTP_RESENDS, OTP_RESENT_TOO_OFTEN, OTP_SPENT, OTP_TRIES, OTP_TTL_MS, WRONG_OTP } from './otp.ts';
import { mockServer, request } from './test-server.ts';

const served = mockServer();
const platform = { source: 'web', id: 'test' };

afterEach(() => {
  vi.useRealTimers();
});

const send = (method: string, path: string, body?: unknown, token?: string, contentType?: string) => request(served.base, method, path, { body, token, contentType });

const signIn = (email: string, password: string) => send('POST', '/api/v1/identity/login', { email, password, platform });

/** A saver of this mock, signed in; Date is faked from now on so a test can move it. */
async function saver() {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  const user = served.mock.store.addUser(Scenario.saver);
  const { data } = await signIn(user.email, user.password);
  return { user, token: (data as { token: string }).token };
}

const minutes = (ms: number) => ms / 60_000;

describe('sign-in', () => {
  it(`locks for ${minutes(SIGN_IN_LOCK_MS)} minutes after ${SIGN_IN_TRIES} wrong passwords, refusing even the right one, and says when to try again`, async () => {
    const { user } = await saver();
    for (let i = 1; i < SIGN_IN_TRIES; i++) expect(await signIn(user.email, 'Wrong#1234')).toMatchObject({ status: 400, messages: [INVALID_CREDENTIALS] });
    expect(await signIn(user.email, 'Wrong#1234')).toMatchObject({ status: LOCKED_STATUS, messages: [signInLocked(SIGN_IN_LOCK_MS)] });
    expect(signInLocked(SIGN_IN_LOCK_MS)).toBe('Too many wrong passwords, so sign-in to this account is locked. Try again in 15 minutes, or reset your password.');
    expect(await signIn(user.email, user.password)).toMatchObject({ status: LOCKED_STATUS, messages: [signInLocked(SIGN_IN_LOCK_MS)] });
    vi.setSystemTime(Date.now() + SIGN_IN_LOCK_MS - 60_000);
    expect((await signIn(user.email, user.password)).messages).toEqual(['Too many wrong passwords, so sign-in to this account is locked. Try again in 1 minute, or reset your password.']);
    vi.setSystemTime(Date.now() + 60_000);
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it('starts counting again after a right password, and counts per customer', async () => {
    const { user } = await saver();
    const other = served.mock.store.addUser(Scenario.saver);
    for (let i = 1; i < SIGN_IN_TRIES; i++) await signIn(user.email, 'Wrong#1234');
    expect((await signIn(other.email, 'Wrong#1234')).status).toBe(400);
    expect((await signIn(user.email, user.password)).status).toBe(200);
    for (let i = 1; i < SIGN_IN_TRIES; i++) expect((await signIn(user.email, 'Wrong#1234')).status).toBe(400);
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it('answers an e-mail that names nobody as it answers a customer, lock included, so neither tells whether an account exists', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const stranger = 'nobody.here@example.com';
    for (let i = 1; i < SIGN_IN_TRIES; i++) expect(await signIn(stranger, 'Wrong#1234')).toMatchObject({ status: 400, messages: [INVALID_CREDENTIALS] });
    expect(await signIn(' Nobody.Here@example.com', 'Wrong#1234')).toMatchObject({ status: LOCKED_STATUS, messages: [signInLocked(SIGN_IN_LOCK_MS)] });
    expect(await signIn(stranger, 'Wrong#1234')).toMatchObject({ status: LOCKED_STATUS, messages: [signInLocked(SIGN_IN_LOCK_MS)] });
    vi.setSystemTime(Date.now() + SIGN_IN_LOCK_MS);
    expect(await signIn(stranger, 'Wrong#1234')).toMatchObject({ status: 400, messages: [INVALID_CREDENTIALS] });
  });

  it('is unlocked by a password reset', async () => {
    const { user } = await saver();
    for (let i = 0; i < SIGN_IN_TRIES; i++) await signIn(user.email, 'Wrong#1234');
    const { data } = await send('POST', '/api/v1/identity/resetpasswordtoken', { userId: user.email, platform });
    const { id } = data as { id: string };
    expect((await send('POST', '/api/v1/identity/validateresetpasswordtoken', { id, token: OTP_CODE, platform })).status).toBe(200);
    expect((await send('POST', '/api/v1/identity/resetpassword', { id, token: OTP_CODE, password: 'Renewed#123', platform })).status).toBe(200);
    expect((await signIn(user.email, 'Renewed#123')).status).toBe(200);
  });

  it('counts the wrong passwords a signed-in session gives (profile, next of kin, password change) towards the same lock', async () => {
    const { user, token } = await saver();
    const profile = { address: '3 Marina Road', state: 'Lagos', password: 'Wrong#1234' };
    const kin = { firstName: 'Ada', lastName: 'Obi', email: 'ada.obi@example.com', phoneNumber: '+2348030000000', state: 'Lagos', address: '1 Broad Street', password: 'Wrong#1234' };
    expect(await send('PUT', '/api/v1/user/profile', profile, token)).toMatchObject({ status: 400, messages: [WRONG_PASSWORD] });
    expect((await send('POST', '/api/v1/user/nextofkin', kin, token)).status).toBe(400);
    expect(await send('PUT', '/api/v1/identity/password', { oldPsswrd: 'Wrong#1234', newPsswrd: 'Renewed#123', platform }, token)).toMatchObject({ status: 400, messages: [WRONG_OLD_PASSWORD] });
    expect((await signIn(user.email, 'Wrong#1234')).status).toBe(400);
    // The fifth wrong password locks, and the lock then refuses the right one on every call that asks for it.
    expect(await send('PUT', '/api/v1/identity/password', { oldPsswrd: 'Wrong#1234', newPsswrd: 'Renewed#123', platform }, token)).toMatchObject({ status: LOCKED_STATUS, messages: [signInLocked(SIGN_IN_LOCK_MS)] });
    expect((await send('PUT', '/api/v1/identity/password', { oldPsswrd: user.password, newPsswrd: 'Renewed#123', platform }, token)).status).toBe(LOCKED_STATUS);
    expect((await send('PUT', '/api/v1/user/profile', { ...profile, password: user.password }, token)).status).toBe(LOCKED_STATUS);
    expect((await signIn(user.email, user.password)).status).toBe(LOCKED_STATUS);
  });

  it('is locked at once by the control route, for journeys', async () => {
    const res = await fetch(`${served.base}/__mock/users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ scenario: Scenario.saver, lockout: 'sign-in' }) });
    const created = (await res.json()) as { email: string; password: string };
    expect(await signIn(created.email, created.password)).toMatchObject({ status: LOCKED_STATUS, messages: [signInLocked(SIGN_IN_LOCK_MS)] });
  });
});

describe('the PIN', () => {
  const withdraw = (token: string, accountId: string, pin: string) => send('POST', '/api/v1/transfer/savingswithdraw', { pin, amount: 100, reason: '', remark: '', accountId }, token);

  it(`locks for ${minutes(PIN_LOCK_MS)} minutes after ${PIN_TRIES} wrong PINs on any PIN-approved call, refusing the right one until then`, async () => {
    const { user, token } = await saver();
    const wallet = served.mock.store.owned('accounts', user.id).find((a) => a.isDefaultPurse)!;
    expect(await withdraw(token, wallet.id, '0000')).toMatchObject({ status: 400, messages: [WRONG_PIN] });
    // Another PIN-approved call shares the count.
    expect((await send('PUT', '/api/v1/user/pin', { oldPin: '0000', newPin: '4321', platform }, token)).messages).toEqual(['Your old PIN is incorrect']);
    expect(await withdraw(token, wallet.id, '0000')).toMatchObject({ status: LOCKED_STATUS, messages: [pinLocked(PIN_LOCK_MS)] });
    expect(pinLocked(PIN_LOCK_MS)).toBe('Too many wrong PINs, so your PIN is locked. Try again in 30 minutes.');
    expect(await withdraw(token, wallet.id, user.pin!)).toMatchObject({ status: LOCKED_STATUS, messages: [pinLocked(PIN_LOCK_MS)] });
    vi.setSystemTime(Date.now() + PIN_LOCK_MS);
    expect((await withdraw(token, wallet.id, user.pin!)).status).toBe(200);
  });
});

describe('one-time codes and reset tokens', () => {
  const startWithdrawal = async () => {
    const { user, token } = await saver();
    const wallet = served.mock.store.owned('accounts', user.id).find((a) => a.isDefaultPurse)!;
    const { data } = await send('POST', '/api/v1/transfer/savingswithdraw', { pin: user.pin, amount: 100, reason: '', remark: '', accountId: wallet.id }, token);
    const challengeId = (data as { id: string }).id;
    const confirm = (code: string) => send('PUT', '/api/v1/transfer/savingswithdraw', { token: code, transId: challengeId }, token);
    const resend = () => send('POST', '/api/v1/util/resendotp', { id: challengeId, operationType: 5 }, token);
    return { confirm, resend };
  };

  it(`die after ${OTP_TRIES} wrong tries, even for the right code, until a new one is sent`, async () => {
    const { confirm, resend } = await startWithdrawal();
    for (let i = 1; i < OTP_TRIES; i++) expect(await confirm('000000')).toMatchObject({ status: 400, messages: [WRONG_OTP] });
    expect(await confirm('000000')).toMatchObject({ status: LOCKED_STATUS, messages: [OTP_SPENT] });
    expect(await confirm(OTP_CODE)).toMatchObject({ status: LOCKED_STATUS, messages: [OTP_SPENT] });
    expect((await resend()).status).toBe(200);
    expect((await confirm(OTP_CODE)).status).toBe(200);
  });

  it(`die ${minutes(OTP_TTL_MS)} minutes after they are sent`, async () => {
    const { confirm, resend } = await startWithdrawal();
    vi.setSystemTime(Date.now() + OTP_TTL_MS);
    expect(await confirm(OTP_CODE)).toMatchObject({ status: 400, messages: [OTP_EXPIRED] });
    expect((await resend()).status).toBe(200);
    vi.setSystemTime(Date.now() + OTP_TTL_MS - 1);
    expect((await confirm(OTP_CODE)).status).toBe(200);
  });

  it(`are resent at most ${OTP_RESENDS} times`, async () => {
    const { resend } = await startWithdrawal();
    for (let i = 0; i < OTP_RESENDS; i++) expect((await resend()).status).toBe(200);
    expect(await resend()).toMatchObject({ status: LOCKED_STATUS, messages: [OTP_RESENT_TOO_OFTEN] });
  });

  it('a reset token dies after too many wrong tries and after ten minutes', async () => {
    const { user } = await saver();
    const start = async () => ((await send('POST', '/api/v1/identity/resetpasswordtoken', { userId: user.email, platform })).data as { id: string }).id;
    const validate = (id: string, token: string) => send('POST', '/api/v1/identity/validateresetpasswordtoken', { id, token, platform });
    const id = await start();
    for (let i = 1; i < OTP_TRIES; i++) expect((await validate(id, '000000')).messages).toEqual([WRONG_OTP]);
    expect(await validate(id, '000000')).toMatchObject({ status: LOCKED_STATUS, messages: [OTP_SPENT] });
    expect((await validate(id, OTP_CODE)).messages).toEqual([OTP_SPENT]);
    const late = await start();
    vi.setSystemTime(Date.now() + OTP_TTL_MS);
    expect(await validate(late, OTP_CODE)).toMatchObject({ status: 400, messages: [OTP_EXPIRED] });
  });

  it('a validated reset token is good for ten minutes, and ends when its customer signs in or changes the password', async () => {
    const { user, token } = await saver();
    const start = async () => ((await send('POST', '/api/v1/identity/resetpasswordtoken', { userId: user.email, platform })).data as { id: string }).id;
    const validate = (id: string) => send('POST', '/api/v1/identity/validateresetpasswordtoken', { id, token: OTP_CODE, platform });
    const reset = (id: string) => send('POST', '/api/v1/identity/resetpassword', { id, token: OTP_CODE, password: 'Taken#12345', platform });
    const stale = await start();
    expect((await validate(stale)).status).toBe(200);
    vi.setSystemTime(Date.now() + OTP_TTL_MS + 1);
    expect(await reset(stale)).toMatchObject({ status: 400, messages: [OTP_EXPIRED] });
    const beforeSignIn = await start();
    expect((await validate(beforeSignIn)).status).toBe(200);
    expect((await signIn(user.email, user.password)).status).toBe(200);
    expect((await reset(beforeSignIn)).status).toBe(400);
    const beforeChange = await start();
    expect((await validate(beforeChange)).status).toBe(200);
    expect((await send('PUT', '/api/v1/identity/password', { oldPsswrd: user.password, newPsswrd: 'Renewed#123', platform }, token)).status).toBe(200);
    expect((await reset(beforeChange)).status).toBe(400);
    expect((await signIn(user.email, 'Renewed#123')).status).toBe(200);
  });
});

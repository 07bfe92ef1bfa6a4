// What an attacker tried against the mock, each refused as a real backend would: sessions outliving a
// changed secret, another customer's OTP resent, a BVN held by a stranger's attempt, codes asked for
// again for fresh tries, a reset that tells whether an account exists, input the client
// would not send, cross-site forms and cached answers, and state that grows without bound.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Scenario } from '../fixtures/scenarios.ts';
import { NOT_JSON_TYPE } from './bodies.ts';
import { createGroup, joinGroup } from './domain/groups.ts';
import { once, REPLAY_KEPT_MS } from './replays.ts';
import { BVN_TAKEN, SESSION_ENDED } from './domain/identity.ts';
import { WRONG_OLD_PASSWORD, WRONG_OLD_PIN } from './domain/account.ts';
import { BENEFICIARY_LOOKUPS, BVN_SUBMISSIONS, bvnTooOften, CONTACT_MESSAGES, contactTooOften, countRequest, noteRequest, REGISTRATIONS_PER_PHONE, registrationsTooOften, REQUEST_WINDOW_MS, RESET_REQUESTS, resetsTooOften, WRONG_CODES, wrongCodesTooOften } from './lockout.ts';
import { CARD_NOT_FOUND } from './domain/payments.ts';
import { storeContactMessage, storeUpload, TINY_PNG } from './domain/util.ts';
import { OTP_CODE, OTP_SPENT, OTP_TRIES, UNKNOWN_OTP_TARGET, WRONG_OTP } from './otp.ts';
import { TEXT_MAX } from './route.ts';
import { createStore, KEPT } from './store.ts';
import { mockServer, request } from './test-server.ts';
import { lagosDayIn } from '../src/lib/calendar.ts';

const served = mockServer();
const platform = { source: 'web', id: 'test' };

afterEach(() => {
  vi.useRealTimers();
});

const send = (method: string, path: string, body?: unknown, token?: string, contentType?: string) => request(served.base, method, path, { body, token, contentType });

const signIn = async (email: string, password: string) => (await send('POST', '/api/v1/identity/login', { email, password, platform })).data as { token: string; refreshToken: string };

async function customer(scenario: string = Scenario.saver) {
  const user = served.mock.store.addUser(scenario as typeof Scenario.saver);
  return { user, ...(await signIn(user.email, user.password)) };
}

const registration = (email: string, phoneNumber: string) => ({ firstName: 'Ada', lastName: 'Obi', email, phoneNumber, dob: '1990-01-01', referral: '', platform });

const summary = (token: string) => send('GET', '/api/v1/user/summary', undefined, token);
const refresh = (s: { token: string; refreshToken: string }) => send('POST', '/api/v1/identity/refresh', { token: s.token, refreshToken: s.refreshToken });

describe('a changed password or PIN', () => {
  it('ends every other session of the customer, refresh tokens too, and keeps the one that changed it', async () => {
    const me = await customer();
    const phone = await signIn(me.user.email, me.user.password);
    const other = await customer();
    expect((await send('PUT', '/api/v1/identity/password', { oldPsswrd: me.user.password, newPsswrd: 'Changed#123', platform }, me.token)).status).toBe(200);
    expect((await summary(me.token)).status).toBe(200);
    expect((await summary(phone.token)).status).toBe(401);
    expect(await refresh(phone)).toMatchObject({ status: 401, messages: [SESSION_ENDED] });
    expect((await summary(other.token)).status).toBe(200);

    const tablet = await signIn(me.user.email, 'Changed#123');
    expect((await send('PUT', '/api/v1/user/pin', { oldPin: me.user.pin, newPin: '4321', platform }, me.token)).status).toBe(200);
    expect((await summary(me.token)).status).toBe(200);
    expect((await summary(tablet.token)).status).toBe(401);
    expect((await refresh(tablet)).status).toBe(401);
  });

  it('sent again with its Idempotency-Key after a lost answer, is answered as done, not refused for the old secret it replaced', async () => {
    const me = await customer();
    const keyed = (path: string, body: unknown, key: string) => request(served.base, 'PUT', path, { body, token: me.token, key });
    const password = { oldPsswrd: me.user.password, newPsswrd: 'Changed#123', platform };
    expect((await keyed('/api/v1/identity/password', password, 'pw-key')).status).toBe(200);
    expect((await keyed('/api/v1/identity/password', password, 'pw-key')).status).toBe(200);
    // Without the key (or with another) it is a new change, and the old password is now wrong.
    expect(await send('PUT', '/api/v1/identity/password', password, me.token)).toMatchObject({ status: 400, messages: [WRONG_OLD_PASSWORD] });
    const pin = { oldPin: me.user.pin, newPin: '4321', platform };
    expect((await keyed('/api/v1/user/pin', pin, 'pin-key')).status).toBe(200);
    expect((await keyed('/api/v1/user/pin', pin, 'pin-key')).status).toBe(200);
    expect(await keyed('/api/v1/user/pin', pin, 'another-key')).toMatchObject({ status: 400, messages: [WRONG_OLD_PIN] });
  });
});

describe('POST /util/resendotp', () => {
  const startWithdrawal = async (me: Awaited<ReturnType<typeof customer>>) => {
    const wallet = served.mock.store.owned('accounts', me.user.id).find((a) => a.isDefaultPurse)!;
    const { data } = await send('POST', '/api/v1/transfer/savingswithdraw', { pin: me.user.pin, amount: 100, reason: '', remark: '', accountId: wallet.id }, me.token);
    return (data as { id: string }).id;
  };

  it("resends a payment's, a withdrawal's or a BVN's code only with its own customer's session", async () => {
    const me = await customer();
    const other = await customer();
    const challengeId = await startWithdrawal(me);
    const resend = (token?: string) => send('POST', '/api/v1/util/resendotp', { id: challengeId, operationType: 5 }, token);
    expect((await resend()).status).toBe(401);
    expect(await resend(other.token)).toMatchObject({ status: 400, messages: [UNKNOWN_OTP_TARGET] });
    expect((await resend(me.token)).status).toBe(200);
    const fresh = await customer(Scenario.freshUser);
    expect((await send('POST', '/api/v1/user/bvn', { bvn: '22233344455' }, fresh.token)).status).toBe(200);
    expect((await send('POST', '/api/v1/util/resendotp', { id: '22233344455', operationType: 6 })).status).toBe(401);
    expect((await send('POST', '/api/v1/util/resendotp', { id: '22233344455', operationType: 6 }, other.token)).messages).toEqual([UNKNOWN_OTP_TARGET]);
    expect((await send('POST', '/api/v1/util/resendotp', { id: '22233344455', operationType: 6 }, fresh.token)).status).toBe(200);
  });

  it('resends a registration code without a session, for that registration only', async () => {
    const { data } = await send('POST', '/api/v1/identity/register', { firstName: 'Ada', lastName: 'Obi', email: 'ada.resend@example.test', phoneNumber: '+2348031119999', dob: '1990-01-01', platform });
    const { id } = data as { id: string };
    expect((await send('POST', '/api/v1/util/resendotp', { id, operationType: 1 })).status).toBe(200);
    const me = await customer();
    const challengeId = await startWithdrawal(me);
    // A withdrawal's challenge named as a registration is no registration.
    expect((await send('POST', '/api/v1/util/resendotp', { id: challengeId, operationType: 1 })).messages).toEqual([UNKNOWN_OTP_TARGET]);
  });
});

describe('a BVN someone else submits', () => {
  // Each test its own BVN: a BVN confirmed in one stays taken for the next.
  let bvn = '';
  let n = 0;
  beforeEach(() => {
    n += 1;
    bvn = `2221112223${n}`;
  });
  const submit = (token: string, value = bvn) => send('POST', '/api/v1/user/bvn', { bvn: value }, token);
  const confirm = (token: string, code = OTP_CODE, value = bvn) => send('PUT', '/api/v1/user/bvn', { id: value, token: code }, token);

  it('holds nothing: the owner submits and confirms it while a stranger’s attempt is pending, renewed or not', async () => {
    const stranger = await customer(Scenario.freshUser);
    const owner = await customer(Scenario.freshUser);
    expect((await submit(stranger.token)).status).toBe(200);
    expect((await submit(owner.token)).status).toBe(200);
    // The stranger renews the hold as often as the resends allow: the owner's attempt is its own.
    expect((await send('POST', '/api/v1/util/resendotp', { id: bvn, operationType: 6 }, stranger.token)).status).toBe(200);
    expect((await send('POST', '/api/v1/util/resendotp', { id: bvn, operationType: 6 }, owner.token)).status).toBe(200);
    expect((await confirm(owner.token)).status).toBe(200);
    expect(served.mock.store.findUser(owner.user.id)?.todo.bvnConfirmed).toBe(true);
    // Taken now: the stranger's attempt ended with it, and a new one is refused.
    expect(await confirm(stranger.token)).toMatchObject({ status: 400, messages: [UNKNOWN_OTP_TARGET] });
    expect(await submit(stranger.token)).toMatchObject({ status: 400, messages: [BVN_TAKEN] });
  });

  it('is confirmed only by the code sent for that customer’s own attempt', async () => {
    const first = await customer(Scenario.freshUser);
    const second = await customer(Scenario.freshUser);
    expect((await submit(first.token)).status).toBe(200);
    // No attempt of the second customer's: the first one's code is not theirs.
    expect(await confirm(second.token)).toMatchObject({ status: 400, messages: [UNKNOWN_OTP_TARGET] });
    expect((await submit(second.token)).status).toBe(200);
    // Wrong codes against one attempt leave the other's tries alone.
    for (let i = 0; i < OTP_TRIES; i += 1) await confirm(second.token, '000000');
    expect(await confirm(second.token)).toMatchObject({ status: 429, messages: [OTP_SPENT] });
    expect((await confirm(first.token)).status).toBe(200);
  });

  it('cannot be submitted again and again for fresh tries: the sixth submission in an hour is refused until the hour has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const me = await customer(Scenario.freshUser);
    for (let i = 0; i < BVN_SUBMISSIONS; i += 1) {
      expect((await submit(me.token)).status).toBe(200);
      expect((await confirm(me.token, '000000')).status).toBe(400);
      vi.setSystemTime(Date.now() + 60_000);
    }
    expect(await submit(me.token)).toMatchObject({ status: 429, messages: [bvnTooOften(REQUEST_WINDOW_MS - BVN_SUBMISSIONS * 60_000)] });
    expect(await submit(me.token, '22244455566')).toMatchObject({ status: 429 });
    vi.setSystemTime(Date.now() + REQUEST_WINDOW_MS - BVN_SUBMISSIONS * 60_000);
    // A session lasts an hour too.
    const { token } = await signIn(me.user.email, me.user.password);
    expect((await submit(token)).status).toBe(200);
    expect((await confirm(token)).status).toBe(200);
  });

  it('counts a submission of a BVN someone else holds: trying BVNs cannot map which are taken', async () => {
    const owner = await customer(Scenario.freshUser);
    expect((await submit(owner.token)).status).toBe(200);
    expect((await confirm(owner.token)).status).toBe(200);
    const prober = await customer(Scenario.freshUser);
    for (let i = 0; i < BVN_SUBMISSIONS; i += 1) expect(await submit(prober.token)).toMatchObject({ status: 400, messages: [BVN_TAKEN] });
    expect(await submit(prober.token)).toMatchObject({ status: 429 });
  });
});

describe('a request the call does not take', () => {
  it('is refused naming the field and its rule, never the value sent', async () => {
    const me = await customer();
    const weak = await send('PUT', '/api/v1/identity/password', { oldPsswrd: me.user.password, newPsswrd: 'MySecret99', confirmPsswrd: 'MySecret99' }, me.token);
    expect(weak).toMatchObject({ status: 400, data: { field: 'newPsswrd' } });
    expect(weak.messages.join(' ')).not.toContain('MySecret99');
    const login = await send('POST', '/api/v1/identity/login', { email: me.user.email, password: 12345678, platform });
    expect(login).toMatchObject({ status: 400, messages: ['password: Expected a string'], data: { field: 'password' } });
  });

  it('takes only days of the calendar: 1990-02-31 and 1990-13-45 are refused, naming the field', async () => {
    for (const dob of ['1990-02-31', '1990-13-45', '1990-00-10']) {
      expect(await send('POST', '/api/v1/identity/register', { ...registration(`dob-${dob}@example.test`, '+2348031113333'), dob })).toMatchObject({
        status: 400,
        messages: ['dob: Expected a day of the calendar, as YYYY-MM-DD'],
        data: { field: 'dob' },
      });
    }
    expect((await send('POST', '/api/v1/identity/register', { ...registration('dob-leap@example.test', '+2348031113333'), dob: '1992-02-29' })).status).toBe(200);
  });
});

describe('registrations with one phone number', () => {
  it('are limited to REGISTRATIONS_PER_PHONE an hour, however the number is typed, so nobody floods a phone with codes or guesses at its code attempt after attempt', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const register = (phoneNumber: string, n: number) =>
      send('POST', '/api/v1/identity/register', { firstName: 'Ada', lastName: 'Obi', email: `ada.${n}.${Date.now()}@example.test`, phoneNumber, dob: '1990-01-01', referral: '', platform });
    const typed = ['+2348035550101', '08035550101', '234 803 555 0101', '+234-803-555-0101', '(0803) 555 0101'];
    for (let n = 0; n < REGISTRATIONS_PER_PHONE; n += 1) expect((await register(typed[n % typed.length]!, n)).status).toBe(200);
    expect(await register('+2348035550101', 99)).toMatchObject({ status: 429, messages: [registrationsTooOften(REQUEST_WINDOW_MS)] });
    expect((await register('+2348035550102', 100)).status).toBe(200);
    vi.setSystemTime(Date.now() + REQUEST_WINDOW_MS);
    expect((await register('+2348035550101', 101)).status).toBe(200);
  });
});

describe('a password reset asked for again', () => {
  const ask = (userId: string) => send('POST', '/api/v1/identity/resetpasswordtoken', { userId, platform });
  const validate = (id: string, token: string) => send('POST', '/api/v1/identity/validateresetpasswordtoken', { id, token, platform });
  const idOf = (answer: { data: unknown }) => (answer.data as { id: string }).id;

  it('cannot buy fresh tries past the limit: a request past the hour\'s RESET_REQUESTS for one e-mail, however cased, is refused with the time left', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const { user } = await customer(Scenario.freshUser);
    const apart = 5 * 60_000;
    const forms = [user.email, ` ${user.email.toUpperCase()} `];
    for (let n = 0; n < RESET_REQUESTS; n += 1) {
      const started = await ask(forms[n % forms.length]!);
      expect(started.status).toBe(200);
      // One wrong token each: fewer than the hour's WRONG_CODES.
      expect((await validate(idOf(started), '000000')).status).toBe(400);
      vi.setSystemTime(Date.now() + apart);
    }
    expect(await ask(user.email)).toMatchObject({ status: 429, data: null, messages: [resetsTooOften(REQUEST_WINDOW_MS - RESET_REQUESTS * apart)] });
    // Refused requests are not counted: once the first is an hour old, one more may go.
    vi.setSystemTime(Date.now() + REQUEST_WINDOW_MS - RESET_REQUESTS * apart);
    const again = await ask(user.email);
    expect(again.status).toBe(200);
    expect((await validate(idOf(again), OTP_CODE)).status).toBe(200);
    expect((await ask(user.email)).status).toBe(429);
  });

  it("counts each name typed on its own: the customer's phone, after the e-mail's limit, is answered as any phone is", async () => {
    const { user } = await customer(Scenario.freshUser);
    for (let n = 0; n < RESET_REQUESTS; n += 1) expect((await ask(user.email)).status).toBe(200);
    expect((await ask(user.email)).status).toBe(429);
    // Refused here, the phone would be told apart from a stranger's, and so tied to the e-mail.
    expect((await ask(user.phoneNumber)).status).toBe(200);
    expect((await ask('+2348000000009')).status).toBe(200);
  });

  it("counts wrong tokens per name typed, a customer's as nobody's, apart from the customer's other codes", async () => {
    const me = await customer(Scenario.freshUser);
    const guessOut = async (name: string) => {
      for (let wrong = 0; wrong < WRONG_CODES; ) {
        const id = idOf(await ask(name));
        for (let i = 0; i < OTP_TRIES - 1 && wrong < WRONG_CODES; i++, wrong++) expect((await validate(id, '000000')).status).toBe(400);
      }
      return validate(idOf(await ask(name)), OTP_CODE);
    };
    const refusedAfter = { status: 429, messages: [wrongCodesTooOften(REQUEST_WINDOW_MS)] };
    // Both run out at the same wrong token with the same answer: the limit tells nothing of who has an account.
    expect(await guessOut(me.user.email)).toMatchObject(refusedAfter);
    expect(await guessOut('nobody-guessed@example.test')).toMatchObject(refusedAfter);
    // A stranger's guesses at the customer's resets leave the customer's own codes alone.
    const bvn = '55667788990';
    expect((await send('POST', '/api/v1/user/bvn', { bvn }, me.token)).status).toBe(200);
    expect((await send('PUT', '/api/v1/user/bvn', { id: bvn, token: OTP_CODE }, me.token)).status).toBe(200);
  });

  it('answers an e-mail or phone that names nobody exactly as one that names a customer, and no token confirms it', async () => {
    const { user } = await customer(Scenario.freshUser);
    const known = await ask(user.email);
    const unknown = await ask('nobody-at-all@example.test');
    const shape = (a: Awaited<ReturnType<typeof ask>>) => ({ status: a.status, messages: a.messages, fields: Object.keys(a.data as object), id: typeof idOf(a) });
    expect(shape(unknown)).toEqual(shape(known));
    expect(idOf(unknown)).not.toBe(idOf(known));
    // Its token step refuses every token as a wrong one, as a known reset refuses a wrong token.
    const wrong = await validate(idOf(known), '000000');
    expect({ status: wrong.status, messages: wrong.messages }).toEqual({ status: 400, messages: [WRONG_OTP] });
    expect(await validate(idOf(unknown), OTP_CODE)).toMatchObject({ status: 400, messages: [WRONG_OTP] });
    for (let i = 0; i < OTP_TRIES - 2; i += 1) await validate(idOf(unknown), OTP_CODE);
    expect(await validate(idOf(unknown), OTP_CODE)).toMatchObject({ status: 429, messages: [OTP_SPENT] });
    expect((await send('POST', '/api/v1/identity/resetpassword', { id: idOf(unknown), token: OTP_CODE, password: 'Another#456', platform })).status).toBe(400);
    // The same limit, so running into it tells nothing either.
    const typed = ['+2348000000001', '08000000001', '234 800 000 0001'];
    for (let n = 0; n < RESET_REQUESTS; n += 1) expect((await ask(typed[n % typed.length]!)).status).toBe(200);
    expect(await ask('+2348000000001')).toMatchObject({ status: 429, messages: [resetsTooOften(REQUEST_WINDOW_MS)] });
  });
});

describe('input the client would not send', () => {
  it('refuses a registration with an e-mail without @ or a phone that is no Nigerian line, naming the field', async () => {
    const details = { firstName: 'Ada', lastName: 'Obi', email: 'ada.valid@example.test', phoneNumber: '+2348031118888', dob: '1990-01-01', platform };
    expect(await send('POST', '/api/v1/identity/register', { ...details, email: 'no-at-sign' })).toMatchObject({ status: 400, data: { field: 'email' } });
    expect(await send('POST', '/api/v1/identity/register', { ...details, phoneNumber: '12345678' })).toMatchObject({ status: 400, data: { field: 'phoneNumber' } });
  });

  it('refuses a one-letter first or last name, or one over 50 letters, naming the field (2 to 50, as sign-up asks)', async () => {
    const details = { firstName: 'Ada', lastName: 'Obi', email: 'ada.short@example.test', phoneNumber: '+2348031117777', dob: '1990-01-01', platform };
    expect(await send('POST', '/api/v1/identity/register', { ...details, firstName: 'A' })).toMatchObject({ status: 400, data: { field: 'firstName' } });
    expect(await send('POST', '/api/v1/identity/register', { ...details, lastName: 'O'.repeat(51) })).toMatchObject({ status: 400, data: { field: 'lastName' } });
    expect((await send('POST', '/api/v1/identity/register', { ...details, firstName: 'Al', lastName: 'O'.repeat(50) })).status).toBe(200);
  });

  it('refuses a referral code under 5 characters, naming the field; none at all, or blank, is no referral', async () => {
    const details = { firstName: 'Ada', lastName: 'Obi', email: 'ada.referral@example.test', phoneNumber: '+2348031118888', dob: '1990-01-01', platform };
    expect(await send('POST', '/api/v1/identity/register', { ...details, referral: 'AB12' })).toMatchObject({ status: 400, data: { field: 'referral' } });
    expect(await send('POST', '/api/v1/identity/register', { ...details, referral: ' AB12 ' })).toMatchObject({ status: 400, data: { field: 'referral' } });
    expect((await send('POST', '/api/v1/identity/register', { ...details, referral: '' })).status).toBe(200);
    expect((await send('POST', '/api/v1/identity/register', { ...details, email: 'ada.referral2@example.test', phoneNumber: '+2348031118889', referral: 'AB12C' })).status).toBe(200);
  });

  it(`refuses any text over ${TEXT_MAX} characters (a 100 kB address), naming the field`, async () => {
    const me = await customer();
    const address = 'A'.repeat(100_000);
    expect(await send('PUT', '/api/v1/user/profile', { address, state: 'Lagos', password: me.user.password }, me.token)).toMatchObject({ status: 400, data: { field: 'address' } });
    const kin = { firstName: 'N'.repeat(TEXT_MAX + 1), lastName: 'Obi', email: 'n@example.test', phoneNumber: '+2348030000000', state: 'Lagos', address: '1 Road', password: me.user.password };
    expect(await send('PUT', '/api/v1/user/nextofkin', kin, me.token)).toMatchObject({ status: 400, data: { field: 'firstName' } });
  });

  it('stores a next of kin with its own fields only: an unknown key (isAdmin, a literal __proto__) is refused', async () => {
    const me = await customer();
    const kin = { firstName: 'Ngozi', lastName: 'Obi', email: 'n@example.test', phoneNumber: '+2348030000000', state: 'Lagos', address: '1 Road', password: me.user.password };
    expect(await send('PUT', '/api/v1/user/nextofkin', { ...kin, isAdmin: true }, me.token)).toMatchObject({ status: 400, data: { field: 'isAdmin' } });
    const proto = JSON.stringify(kin).replace(/}$/, ',"__proto__":{"isAdmin":true}}');
    expect(await send('PUT', '/api/v1/user/nextofkin', proto, me.token)).toMatchObject({ status: 400, data: { field: '__proto__' } });
    expect((await send('PUT', '/api/v1/user/nextofkin', kin, me.token)).status).toBe(200);
    expect(Object.keys(me.user.nextOfKin!).sort()).toEqual(['address', 'email', 'firstName', 'lastName', 'phoneNumber', 'state']);
  });

  it('refuses a group contribution above the group’s target, when creating or joining', () => {
    const store = createStore();
    const owner = store.addUser(Scenario.saver);
    const later = lagosDayIn(90);
    const input = { name: 'Rent', target: 10_000, tgtDate: later, isPublic: true, decide: false, imageUrl: null, start: later, freq: '30', amount: 10_001 };
    expect(() => createGroup(store, owner, input)).toThrow(expect.objectContaining({ data: { field: 'cntr_amt' } }));
    const { group } = createGroup(store, owner, { ...input, amount: 10_000 });
    const joiner = store.addUser(Scenario.saver);
    expect(() => joinGroup(store, joiner, group, { start: later, freq: '30', amount: 10_000.01 })).toThrow(expect.objectContaining({ data: { field: 'cntr_amt' } }));
    expect(joinGroup(store, joiner, group, { start: later, freq: '30', amount: 10_000 }).amount).toBe(10_000);
  });

  it('refuses a card payment confirmed after its card was removed', async () => {
    const me = await customer();
    const { data } = await send('POST', '/api/v1/user/stash', { amount: 5000, frequency: '30', ccyCode: '1' }, me.token);
    const { reference } = data as { reference: string };
    const [card] = served.mock.store.owned('cards', me.user.id);
    const challenge = (await send('POST', '/api/v1/transfer/accountbycard', { cardId: card!.id, transId: reference }, me.token)).data as { id: string };
    expect((await send('DELETE', `/api/v1/user/card?id=${encodeURIComponent(card!.id)}`, undefined, me.token)).status).toBe(200);
    expect(await send('PUT', '/api/v1/transfer/accountbycard', { token: OTP_CODE, transId: reference, challengeId: challenge.id }, me.token)).toMatchObject({ status: 404, messages: [CARD_NOT_FOUND] });
  });
});

describe('the API’s answers and bodies', () => {
  it('answers Cache-Control: no-store, for successes and refusals alike', async () => {
    const me = await customer();
    for (const answer of [await summary(me.token), await summary('nope'), await send('GET', '/api/v1/no/such')]) expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('takes JSON only: a form or plain text (what a cross-site form posts) is a 415', async () => {
    const form = 'name=Eve&email=eve%40example.test&message=Hello%20there';
    expect(await send('POST', '/api/v1/util/contact', form, undefined, 'application/x-www-form-urlencoded')).toMatchObject({ status: 415, messages: [NOT_JSON_TYPE] });
    expect((await send('POST', '/api/v1/util/contact', '{"name":"Eve"}', undefined, 'text/plain')).status).toBe(415);
    expect((await send('POST', '/api/v1/util/contact', form, undefined, 'multipart/form-data; boundary=x')).status).toBe(415);
    expect((await send('POST', '/api/v1/util/contact', { name: 'Eve', email: 'eve@example.test', message: 'Hello there' }, undefined, 'application/json; charset=utf-8')).status).toBe(200);
  });
});

describe('state that anyone can add to', () => {
  it('is capped: contact messages over everyone, uploads per customer', () => {
    const store = createStore();
    for (let i = 0; i < KEPT.contactMessages + 5; i++) storeContactMessage(store, { name: 'Eve', email: `eve-${i}@example.test`, message: `message ${i}` });
    expect(store.state.contactMessages).toHaveLength(KEPT.contactMessages);
    expect(store.state.contactMessages.at(-1)!.message).toBe(`message ${KEPT.contactMessages + 4}`);
    expect(new Set(store.state.contactMessages.map((m) => m.id)).size).toBe(KEPT.contactMessages);
    // One sender cannot push the others out: the thirty-first message of an hour from one address is refused.
    for (let i = 0; i < CONTACT_MESSAGES; i++) storeContactMessage(store, { name: 'Eve', email: 'eve@example.test', message: `flood ${i}` });
    expect(() => storeContactMessage(store, { name: 'Eve', email: ' EVE@example.test ', message: 'one more' })).toThrow(expect.objectContaining({ status: 429, messages: [contactTooOften(REQUEST_WINDOW_MS)] }));

    const user = store.addUser(Scenario.saver);
    const picture = storeUpload(store, user, { name: 'me.png', content: TINY_PNG });
    user.profileImageRef = picture;
    for (let i = 0; i < KEPT.uploadsPerCustomer + 5; i++) storeUpload(store, user, { name: `${i}.png`, content: TINY_PNG });
    const uploads = store.owned('uploads', user.id);
    expect(uploads).toHaveLength(KEPT.uploadsPerCustomer + 1);
    expect(uploads.map((u) => u.reference)).toContain(picture);
  });

  it('keeps an idempotent answer for a day, however many come after it, and knows a retry however it is serialised', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const me = { user: served.mock.store.addUser(Scenario.saver) };
    const req = (key: string) => ({ get: (name: string) => (name === 'idempotency-key' ? key : undefined) }) as never;
    let acted = 0;
    const act = () => ++acted;
    expect(once(served.mock.store, req('first'), me.user, 'test.call', { amount: '100', to: 'a' }, act)).toBe(1);
    for (let i = 0; i < 500; i++) once(served.mock.store, req(`k${i}`), me.user, 'test.call', { n: i }, act);
    vi.advanceTimersByTime(REPLAY_KEPT_MS - 60_000);
    // The same fields in another order: the first answer again, nothing done.
    expect(once(served.mock.store, req('first'), me.user, 'test.call', { to: 'a', amount: '100' }, act)).toBe(1);
    expect(() => once(served.mock.store, req('first'), me.user, 'test.call', { to: 'a', amount: '101' }, act)).toThrow(expect.objectContaining({ status: 422 }));
    vi.advanceTimersByTime(60_000);
    expect(once(served.mock.store, req('first'), me.user, 'test.call', { to: 'a', amount: '100' }, act)).toBe(502);
  });

  it('never drops a pending sign-up or a count of requests for others\' traffic: they end with their hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const victim = await send('POST', '/api/v1/identity/register', registration('victim@example.test', '+2348031110000'));
    expect(victim.status).toBe(200);
    const eve = served.mock.store.addUser(Scenario.saver);
    for (let i = 0; i < BENEFICIARY_LOOKUPS; i++) noteRequest(served.mock.store, 'beneficiary-lookup', eve.id);
    // Others' sign-ups and contact messages, more than any cap the mock once had.
    for (let i = 0; i < 1_200; i++) served.mock.store.state.registrations.push({ ...served.mock.store.state.registrations[0]!, id: `other-${i}` });
    for (let i = 0; i < 12_000; i++) noteRequest(served.mock.store, 'contact', `flood${i}@example.test`);
    await send('POST', '/api/v1/identity/register', registration('another@example.test', '+2348031110001'));
    expect(() => countRequest(served.mock.store, 'beneficiary-lookup', eve.id)).toThrow(expect.objectContaining({ status: 429 }));
    const id = (victim.data as { id: string }).id;
    expect((await send('POST', '/api/v1/identity/validateregistrationotp', { id, token: OTP_CODE, platform })).status).toBe(200);
    vi.advanceTimersByTime(REQUEST_WINDOW_MS);
    expect(() => countRequest(served.mock.store, 'beneficiary-lookup', eve.id)).not.toThrow();
    expect((await send('POST', '/api/v1/identity/validateregistrationotp', { id, token: OTP_CODE, platform })).status).toBe(400);
  });
});

describe('wrong one-time codes', () => {
  it('are counted per customer over every code sent to them: new challenges and resends buy no more than WRONG_CODES an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const me = await customer(Scenario.freshUser);
    let wrong = 0;
    for (let bvn = 0; wrong < WRONG_CODES; bvn++) {
      const number = `2233445${String(bvn).padStart(4, '0')}`;
      expect((await send('POST', '/api/v1/user/bvn', { bvn: number }, me.token)).status).toBe(200);
      for (let resend = 0; resend < 2 && wrong < WRONG_CODES; resend++) {
        for (let i = 0; i < 2 && wrong < WRONG_CODES; i++, wrong++) expect((await send('PUT', '/api/v1/user/bvn', { id: number, token: '000000' }, me.token)).status).toBe(400);
        expect((await send('POST', '/api/v1/util/resendotp', { id: number, operationType: 6 }, me.token)).status).toBe(200);
      }
    }
    const last = '22334459999';
    expect((await send('POST', '/api/v1/user/bvn', { bvn: last }, me.token)).status).toBe(200);
    // Even the right code waits out the hour.
    expect(await send('PUT', '/api/v1/user/bvn', { id: last, token: OTP_CODE }, me.token)).toMatchObject({ status: 429, messages: [wrongCodesTooOften(REQUEST_WINDOW_MS)] });
    vi.advanceTimersByTime(REQUEST_WINDOW_MS);
    // The session lasted an hour too.
    const { token } = await signIn(me.user.email, me.user.password);
    expect((await send('POST', '/api/v1/user/bvn', { bvn: last }, token)).status).toBe(200);
    expect((await send('PUT', '/api/v1/user/bvn', { id: last, token: OTP_CODE }, token)).status).toBe(200);
  });

  it('to one phone are counted over all its sign-ups', async () => {
    const phone = '+2348031112222';
    let wrong = 0;
    for (let n = 0; wrong < WRONG_CODES; n++) {
      const started = await send('POST', '/api/v1/identity/register', registration(`phone-${n}@example.test`, phone));
      expect(started.status).toBe(200);
      const id = (started.data as { id: string }).id;
      for (let i = 0; i < OTP_TRIES - 1 && wrong < WRONG_CODES; i++, wrong++) expect((await send('POST', '/api/v1/identity/validateregistrationotp', { id, token: '000000', platform })).status).toBe(400);
    }
    const id = ((await send('POST', '/api/v1/identity/register', registration('phone-last@example.test', phone))).data as { id: string }).id;
    expect((await send('POST', '/api/v1/identity/validateregistrationotp', { id, token: OTP_CODE, platform })).status).toBe(429);
  });
});

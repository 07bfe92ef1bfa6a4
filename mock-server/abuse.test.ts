// What an attacker tried against the mock, each refused as a real backend would: sessions outliving a
// changed secret, another customer's OTP resent, a BVN taken over mid-verification, input the client
// would not send, cross-site forms and cached answers, and state that grows without bound.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Scenario } from '../fixtures/scenarios.ts';
import { NOT_JSON_TYPE } from './bodies.ts';
import { createGroup, joinGroup } from './domain/groups.ts';
import { once } from './domain/money-out.ts';
import { BVN_PENDING_ELSEWHERE, SESSION_ENDED } from './domain/identity.ts';
import { CARD_NOT_FOUND } from './domain/payments.ts';
import { storeContactMessage, storeUpload, TINY_PNG } from './domain/util.ts';
import { OTP_CODE, OTP_TTL_MS, UNKNOWN_OTP_TARGET } from './otp.ts';
import { TEXT_MAX } from './route.ts';
import { createStore, KEPT } from './store.ts';
import { mockServer, request } from './test-server.ts';
import { lagosDayIn } from '../src/lib/calendar.ts';

const served = mockServer();
const platform = { source: 'web', id: 'test' };

afterEach(() => {
  vi.useRealTimers();
});

const send = (method: string, path: string, body?: unknown, token?: string, contentType?: string) => request(served.base, method, path, body, token, contentType);

const signIn = async (email: string, password: string) => (await send('POST', '/api/v1/identity/login', { email, password, platform })).data as { token: string; refreshToken: string };

async function customer(scenario: string = Scenario.saver) {
  const user = served.mock.store.addUser(scenario as typeof Scenario.saver);
  return { user, ...(await signIn(user.email, user.password)) };
}

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

describe('a BVN awaiting one customer’s OTP', () => {
  it('is refused for another customer with a message, leaving the first one’s verification alone until its code runs out', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const first = await customer(Scenario.freshUser);
    const second = await customer(Scenario.freshUser);
    const bvn = '22211122233';
    expect((await send('POST', '/api/v1/user/bvn', { bvn }, first.token)).status).toBe(200);
    expect(await send('POST', '/api/v1/user/bvn', { bvn }, second.token)).toMatchObject({ status: 409, messages: [BVN_PENDING_ELSEWHERE] });
    expect((await send('PUT', '/api/v1/user/bvn', { id: bvn, token: OTP_CODE }, second.token)).status).toBe(400);
    expect((await send('PUT', '/api/v1/user/bvn', { id: bvn, token: OTP_CODE }, first.token)).status).toBe(200);

    const third = await customer(Scenario.freshUser);
    const fourth = await customer(Scenario.freshUser);
    expect((await send('POST', '/api/v1/user/bvn', { bvn: '22299988877' }, third.token)).status).toBe(200);
    vi.setSystemTime(Date.now() + OTP_TTL_MS);
    expect((await send('POST', '/api/v1/user/bvn', { bvn: '22299988877' }, fourth.token)).status).toBe(200);
  });
});

describe('input the client would not send', () => {
  it('refuses a registration with an e-mail without @ or a phone that is no Nigerian line, naming the field', async () => {
    const details = { firstName: 'Ada', lastName: 'Obi', email: 'ada.valid@example.test', phoneNumber: '+2348031118888', dob: '1990-01-01', platform };
    expect(await send('POST', '/api/v1/identity/register', { ...details, email: 'no-at-sign' })).toMatchObject({ status: 400, data: { field: 'email' } });
    expect(await send('POST', '/api/v1/identity/register', { ...details, phoneNumber: '12345678' })).toMatchObject({ status: 400, data: { field: 'phoneNumber' } });
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
    expect(() => joinGroup(store, joiner, group, later, 10_000.01)).toThrow(expect.objectContaining({ data: { field: 'cntr_amt' } }));
    expect(joinGroup(store, joiner, group, later, 10_000).amount).toBe(10_000);
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
  it('is capped: contact messages and registrations over everyone, uploads and idempotent answers per customer', () => {
    const store = createStore();
    for (let i = 0; i < KEPT.contactMessages + 5; i++) storeContactMessage(store, { name: 'Eve', email: 'eve@example.test', message: `message ${i}` });
    expect(store.state.contactMessages).toHaveLength(KEPT.contactMessages);
    expect(store.state.contactMessages.at(-1)!.message).toBe(`message ${KEPT.contactMessages + 4}`);
    expect(new Set(store.state.contactMessages.map((m) => m.id)).size).toBe(KEPT.contactMessages);

    const user = store.addUser(Scenario.saver);
    const picture = storeUpload(store, user, { name: 'me.png', content: TINY_PNG });
    user.profileImageRef = picture;
    for (let i = 0; i < KEPT.uploadsPerCustomer + 5; i++) storeUpload(store, user, { name: `${i}.png`, content: TINY_PNG });
    const uploads = store.owned('uploads', user.id);
    expect(uploads).toHaveLength(KEPT.uploadsPerCustomer + 1);
    expect(uploads.map((u) => u.reference)).toContain(picture);

    for (let i = 0; i < KEPT.registrations + 3; i++) store.state.registrations.push({ id: `r${i}`, firstName: 'A', lastName: 'B', email: `${i}@x.test`, phoneNumber: '', dob: '1990-01-01', referral: null, otpVerified: false });
    store.keepLatest('registrations', KEPT.registrations);
    expect(store.state.registrations).toHaveLength(KEPT.registrations);
    expect(store.state.registrations[0]!.id).toBe('r3');
  });

  it('keeps at most KEPT.replaysPerCustomer idempotent answers a customer', () => {
    const me = { user: served.mock.store.addUser(Scenario.saver) };
    const req = (key: string) => ({ get: (name: string) => (name === 'idempotency-key' ? key : undefined), body: { n: key } }) as never;
    for (let i = 0; i < KEPT.replaysPerCustomer + 5; i++) once(served.mock.store, req(`k${i}`), me.user, 'test.call', () => i);
    const mine = served.mock.store.owned('replays', me.user.id);
    expect(mine).toHaveLength(KEPT.replaysPerCustomer);
    expect(mine[0]!.key).toBe('k5');
  });
});

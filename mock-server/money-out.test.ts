// The mock is honest about money out: a transfer moves money between two customers' default purses
// and both histories record it, a withdrawal lowers its purse only after the right OTP, amounts over
// the balance or finer than kobo are refused, and a replayed Idempotency-Key never moves money twice.
import { describe, expect, it, vi } from 'vitest';
import { Scenario } from '../fixtures/scenarios.ts';
import { NO_PIN } from './domain/identity.ts';
import { UNKNOWN_OTP_TARGET, WRONG_OTP } from './otp.ts';
import { KEY_REUSED } from './replays.ts';
import {
  BANK_ACCOUNT_CHANGED,
  BVN_NEEDED,
  NO_BANK_ACCOUNT,
  NOT_YOURSELF,
  TRANSFER_INSUFFICIENT,
  UNKNOWN_ACCOUNT,
  UNKNOWN_BENEFICIARY,
  UNKNOWN_RECIPIENT,
  WITHDRAW_INSUFFICIENT,
  WRONG_PIN,
} from './domain/money-out.ts';
import { BENEFICIARY_LOOKUPS, lookupsTooOften, REQUEST_WINDOW_MS, useUpRequests } from './lockout.ts';
import { mockServer, request, signedInCustomer } from './test-server.ts';
import { todayInLagos } from '../src/lib/calendar.ts';

const served = mockServer();
const { mock } = served;

async function customer(scenario: string = Scenario.saver) {
  const created = await signedInCustomer(served.base, scenario);
  const send = (method: string, path: string, body?: unknown, key?: string) => request(served.base, method, path, { body, token: created.token, key });
  const purses = () => mock.store.owned('accounts', created.id).filter((a) => a.product === '0106');
  return {
    ...created,
    send,
    wallet: () => purses().find((a) => a.isDefaultPurse)?.contribution ?? 0,
    purses,
    history: () => mock.store.owned('transactions', created.id),
    name: `${mock.store.findUser(created.id)!.firstName} ${mock.store.findUser(created.id)!.lastName}`,
    beneficiaries: async () => (await send('GET', '/api/v1/user/beneficiary')).data as { id: string; email: string }[],
  };
}

/** Seeds a Pact provider state as the provider verification does: its answer (token and what it seeded). */
async function providerState(state: string, params: Record<string, string>) {
  const res = await fetch(`${served.base}/__mock/provider-states`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ state, params, action: 'setup' }) });
  const answer = (await res.json()) as { token?: string; walletId?: string; beneficiaryId?: string; challengeId?: string; otp?: string; error?: string };
  return { status: res.status, ...answer };
}

const TRANSFER = '/api/v1/transfer/TransferToBeneficiary';
const WITHDRAW = '/api/v1/transfer/savingswithdraw';

describe('beneficiaries', () => {
  it('resolves by e-mail and phone, saves, lists and deletes; refuses unknown people and oneself', async () => {
    const me = await customer();
    const other = await customer(Scenario.freshUser);
    const phone = mock.store.findUser(other.id)!.phoneNumber;
    expect(await me.beneficiaries()).toEqual([]);
    const byMail = await me.send('POST', '/api/v1/user/resolve_beneficiary', { identifier: other.email, type: '0' });
    expect(byMail.data).toEqual({ id: other.id, name: other.name, identifier: other.email, type: '0' });
    const byPhone = await me.send('POST', '/api/v1/user/resolve_beneficiary', { identifier: phone, type: 1 });
    expect(byPhone.data, 'a phone number gives away no e-mail').toEqual({ id: other.id, name: other.name, identifier: phone, type: '1' });
    expect(await me.send('POST', '/api/v1/user/resolve_beneficiary', { identifier: 'nobody@example.com', type: '0' })).toMatchObject({ status: 404, messages: [UNKNOWN_RECIPIENT] });
    expect(await me.send('POST', '/api/v1/user/resolve_beneficiary', { identifier: me.email, type: '0' })).toMatchObject({ status: 400, messages: [NOT_YOURSELF] });
    expect((await me.send('POST', '/api/v1/user/beneficiary', { id: other.id })).success).toBe(true);
    expect((await me.send('POST', '/api/v1/user/beneficiary', { id: other.id })).success, 'saving twice keeps one').toBe(true);
    expect(await me.beneficiaries()).toEqual([expect.objectContaining({ id: other.id, email: other.email })]);
    expect((await me.send('DELETE', '/api/v1/user/beneficiary', { id: other.id })).success).toBe(true);
    expect(await me.beneficiaries()).toEqual([]);
    expect((await me.send('DELETE', '/api/v1/user/beneficiary', { id: other.id })).status).toBe(404);
  });
});

describe('transfers', () => {
  it('debits the sender, credits the recipient (a purse made for a fresh customer), records both, and saves on request', async () => {
    const me = await customer();
    const other = await customer(Scenario.freshUser);
    const before = me.wallet();
    const answer = await me.send('POST', TRANSFER, { beneficiaryId: other.email, amount: '1500.50', saveBeneficiary: true }, 'key-1');
    expect(answer.success).toBe(true);
    expect(me.wallet()).toBe(before - 1500.5);
    expect(other.wallet()).toBe(1500.5);
    expect(me.history()[0]).toMatchObject({ value: 1500.5, type: 1 });
    expect(other.history()[0]).toMatchObject({ value: 1500.5, type: 2, reference: me.history()[0]!.reference });
    expect((await me.beneficiaries()).map((b) => b.email)).toEqual([other.email]);
  });

  it('moves money once per Idempotency-Key; the same key with another body is refused', async () => {
    const me = await customer();
    const other = await customer(Scenario.freshUser);
    const body = { beneficiaryId: other.email, amount: 100, saveBeneficiary: false };
    for (let i = 0; i < 3; i++) expect((await me.send('POST', TRANSFER, body, 'same-key')).success).toBe(true);
    expect(other.wallet()).toBe(100);
    expect(await me.send('POST', TRANSFER, { ...body, amount: 200 }, 'same-key')).toMatchObject({ status: 422, messages: [KEY_REUSED] });
    expect((await me.send('POST', TRANSFER, body, 'another-key')).success).toBe(true);
    expect(other.wallet()).toBe(200);
  });

  it('refuses more than the wallet holds, amounts that are not positive or finer than kobo, and oneself', async () => {
    const me = await customer();
    const other = await customer(Scenario.freshUser);
    const before = me.wallet();
    expect(await me.send('POST', TRANSFER, { beneficiaryId: other.email, amount: before + 1, saveBeneficiary: false })).toMatchObject({ status: 400, messages: [TRANSFER_INSUFFICIENT] });
    for (const amount of [0, -5, 1.005]) {
      expect(await me.send('POST', TRANSFER, { beneficiaryId: other.email, amount, saveBeneficiary: false })).toMatchObject({ status: 400, data: { field: 'amount' } });
    }
    expect(await me.send('POST', TRANSFER, { beneficiaryId: me.email, amount: 10, saveBeneficiary: false })).toMatchObject({ status: 400, messages: [NOT_YOURSELF] });
    expect(me.wallet()).toBe(before);
    expect(other.wallet()).toBe(0);
  });
});

describe('withdrawals', () => {
  it('lowers the chosen purse only after the right OTP, once, and records it', async () => {
    const me = await customer();
    const purse = me.purses().find((p) => !p.isDefaultPurse)!;
    const before = purse.contribution;
    const history = me.history().length;
    const start = { pin: '1234', amount: '250', reason: 'rent', remark: '', accountId: purse.id };
    const started = await me.send('POST', WITHDRAW, start, 'wd-1');
    const { id } = started.data as { id: string };
    expect((await me.send('POST', WITHDRAW, start, 'wd-1')).data, 'a replay answers the same challenge').toEqual({ id });
    expect(purse.contribution).toBe(before);
    expect((await me.send('POST', '/api/v1/util/resendotp', { id, operationType: 5 })).success).toBe(true);
    expect(await me.send('PUT', WITHDRAW, { token: '000000', transId: id })).toMatchObject({ status: 400, messages: [WRONG_OTP] });
    expect(purse.contribution).toBe(before);
    expect((await me.send('PUT', WITHDRAW, { token: '123456', transId: id })).success).toBe(true);
    expect((await me.send('PUT', WITHDRAW, { token: '123456', transId: id })).success, 'a repeated confirmation moves nothing').toBe(true);
    expect(await me.send('PUT', WITHDRAW, { token: '000000', transId: id }), 'repeated with a wrong code, it is refused').toMatchObject({ status: 400, messages: [WRONG_OTP] });
    expect(purse.contribution).toBe(before - 250);
    expect(me.history().length).toBe(history + 1);
    expect(me.history()[0]).toMatchObject({ value: 250, type: 1, reference: id });
  });

  it('tells a customer who skipped the PIN at sign-up that there is none yet, until they create one', async () => {
    const me = await customer();
    mock.store.findUser(me.id)!.pin = null;
    const purse = me.purses()[0]!;
    const noPin = { status: 400, messages: [NO_PIN], data: { field: 'pin' } };
    expect(await me.send('POST', WITHDRAW, { pin: '1234', amount: 10, reason: '', remark: '', accountId: purse.id })).toMatchObject(noPin);
    expect(await me.send('POST', '/api/v1/user/bankaccount', { accountNumber: '0123456789', bankCode: '058', pin: '1234' })).toMatchObject(noPin);
    expect(await me.send('PUT', '/api/v1/user/pin', { oldPin: '1234', newPin: '4321', platform: { source: 'web', id: 'test' } })).toMatchObject({ ...noPin, data: { field: 'oldPin' } });
    expect((await me.send('POST', '/api/v1/user/pin', { pin: '2468', platform: { source: 'web', id: 'test' } })).success).toBe(true);
    expect(await me.send('POST', WITHDRAW, { pin: '1234', amount: 10, reason: '', remark: '', accountId: purse.id })).toMatchObject({ status: 400, messages: [WRONG_PIN] });
    expect((await me.send('POST', WITHDRAW, { pin: '2468', amount: 10, reason: '', remark: '', accountId: purse.id })).success).toBe(true);
  });

  it('refuses a wrong PIN, more than the purse holds, and an account not the customer’s', async () => {
    const me = await customer();
    const other = await customer();
    const purse = me.purses()[0]!;
    const start = { pin: '1234', amount: 10, reason: '', remark: '', accountId: purse.id };
    expect(await me.send('POST', WITHDRAW, { ...start, pin: '9999' })).toMatchObject({ status: 400, messages: [WRONG_PIN] });
    expect(await me.send('POST', WITHDRAW, { ...start, amount: purse.contribution + 1 })).toMatchObject({ status: 400, messages: [WITHDRAW_INSUFFICIENT] });
    expect((await other.send('POST', WITHDRAW, { ...start, pin: '1234' })).status).toBe(404);
    expect(await me.send('POST', WITHDRAW, { ...start, pin: '1' })).toMatchObject({ status: 400, data: { field: 'pin' } });
    expect(await me.send('POST', WITHDRAW, { ...start, reason: 'bribes' })).toMatchObject({ status: 400, data: { field: 'reason' } });
    mock.store.state.bankAccounts = mock.store.state.bankAccounts.filter((b) => b.userId !== me.id);
    expect(await me.send('POST', WITHDRAW, start)).toMatchObject({ status: 400, messages: [NO_BANK_ACCOUNT] });
  });
});

describe('beneficiary lookups, an hour’s worth', () => {
  const RESOLVE = '/api/v1/user/resolve_beneficiary';

  it(`answers ${BENEFICIARY_LOOKUPS} lookups an hour per customer, unknown ones counted, then 429 counting down to when the oldest is an hour old`, async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const me = await customer();
      const you = await customer();
      const other = await customer(Scenario.freshUser);
      for (let i = 0; i < BENEFICIARY_LOOKUPS; i += 1) {
        const identifier = i % 2 ? other.email : `nobody-${i}@example.com`;
        expect((await me.send('POST', RESOLVE, { identifier, type: '0' })).status).toBe(i % 2 ? 200 : 404);
      }
      expect(await me.send('POST', RESOLVE, { identifier: other.email, type: '0' })).toMatchObject({ status: 429, messages: [lookupsTooOften(REQUEST_WINDOW_MS)] });
      // A transfer naming someone is a lookup too, an unknown one or one the wallet cannot pay alike, unless they are saved.
      expect(await me.send('POST', TRANSFER, { beneficiaryId: 'nobody-else@example.com', amount: 1, saveBeneficiary: false })).toMatchObject({ status: 429 });
      expect(await me.send('POST', TRANSFER, { beneficiaryId: other.email, amount: 100_000_000, saveBeneficiary: false })).toMatchObject({ status: 429 });
      expect((await you.send('POST', RESOLVE, { identifier: other.email, type: '0' })).status, 'another customer is counted apart').toBe(200);
      expect((await you.send('POST', '/api/v1/user/beneficiary', { id: other.id })).success).toBe(true);
      useUpRequests(mock.store, 'beneficiary-lookup', you.id);
      expect((await you.send('POST', TRANSFER, { beneficiaryId: other.email, amount: 1, saveBeneficiary: false })).success, 'a saved beneficiary needs no lookup').toBe(true);
      // Saving someone lists their e-mail, so a save of someone not yet saved is a lookup too.
      expect((await you.send('POST', '/api/v1/user/beneficiary', { id: other.id })).success, 'saved already: nothing new is told').toBe(true);
      expect(await you.send('POST', '/api/v1/user/beneficiary', { id: me.id })).toMatchObject({ status: 429, messages: [lookupsTooOften(REQUEST_WINDOW_MS)] });
      expect((await you.send('GET', '/api/v1/user/beneficiary')).data).toHaveLength(1);
      vi.setSystemTime(Date.now() + REQUEST_WINDOW_MS - 60_000);
      expect(await me.send('POST', RESOLVE, { identifier: other.email, type: '0' })).toMatchObject({ status: 429, messages: [lookupsTooOften(60_000)] });
    } finally {
      vi.useRealTimers();
    }
  });

  it('seeds a customer whose lookups are used up (the provider state), and refuses a value it does not know', async () => {
    const { token } = await providerState(Scenario.saver, { email: `lookups-${Date.now()}@example.test`, beneficiaryLookups: 'used up' });
    const lookup = await fetch(`${served.base}${RESOLVE}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ identifier: 'chidi.eze@example.com', type: '0' }) });
    expect(lookup.status).toBe(429);
    expect(await providerState(Scenario.saver, { email: `lookups-${Date.now()}@example.test`, beneficiaryLookups: 'all' })).toMatchObject({
      status: 400,
      error: 'provider state "a saver": unknown beneficiaryLookups "all"; use "used up"',
    });
  });
});

describe('beneficiaries, one customer’s list', () => {
  const RESOLVE = '/api/v1/user/resolve_beneficiary';
  const BENEFICIARY = '/api/v1/user/beneficiary';

  it('resolves a phone number however it is typed (international, with spaces, with the trunk 0) and an e-mail in any case', async () => {
    const me = await customer();
    const other = await customer(Scenario.freshUser);
    const phone = mock.store.findUser(other.id)!.phoneNumber; // +234 and ten digits
    const national = `0${phone.slice(4)}`;
    const spaced = `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`;
    for (const identifier of [phone, national, spaced, phone.slice(1)]) {
      const found = await me.send('POST', RESOLVE, { identifier, type: '1' });
      expect(found.data, identifier).toMatchObject({ id: other.id, name: `${other.name}`, identifier, type: '1' });
    }
    // An e-mail is found whatever its case and the spaces around it.
    expect((await me.send('POST', RESOLVE, { identifier: ` ${other.email.toUpperCase()} `, type: '0' })).data).toMatchObject({ id: other.id });
    // A number one digit short or long names nobody, nor does the national number without its 0.
    for (const identifier of [national.slice(0, -1), `${national}1`, national.slice(1), `1${national}`]) {
      expect(await me.send('POST', RESOLVE, { identifier, type: '1' }), identifier).toMatchObject({ status: 404, messages: [UNKNOWN_RECIPIENT] });
    }
  });

  it('resolves a number typed as its owner registered it, and never matches a number without enough digits', async () => {
    const me = await customer();
    const other = await customer(Scenario.freshUser);
    const user = mock.store.findUser(other.id)!;
    // Registration takes the phone as typed: ten digits without the trunk 0 still name their owner.
    user.phoneNumber = '8031112222';
    expect((await me.send('POST', RESOLVE, { identifier: '803 111 2222', type: '1' })).data).toMatchObject({ id: other.id });
    // A phone field with no digits in it must not make every digitless identifier name its owner.
    user.phoneNumber = 'none';
    for (const identifier of ['unknown', '-', '12345']) {
      expect(await me.send('POST', RESOLVE, { identifier, type: '1' }), identifier).toMatchObject({ status: 404, messages: [UNKNOWN_RECIPIENT] });
    }
  });

  it('keeps each customer’s list to themselves: saving and removing touch only one entry of one list', async () => {
    const me = await customer();
    const you = await customer();
    const [a, b] = [await customer(Scenario.freshUser), await customer(Scenario.freshUser)];
    const ids = async (who: typeof me) => (await who.beneficiaries()).map((x) => x.id).sort();
    expect((await you.send('POST', BENEFICIARY, { id: a.id })).success).toBe(true);
    // Someone else having saved a already does not stop me saving a, and saving two keeps both.
    expect((await me.send('POST', BENEFICIARY, { id: a.id })).success).toBe(true);
    expect((await me.send('POST', BENEFICIARY, { id: b.id })).success).toBe(true);
    expect(await ids(me)).toEqual([a.id, b.id].sort());
    expect(await ids(you)).toEqual([a.id]);
    expect((await me.beneficiaries()).find((x) => x.id === a.id)).toEqual({ id: a.id, name: a.name, email: a.email });
    // Removing b from my list leaves a on it and your list as it was; you cannot remove my b.
    expect(await you.send('DELETE', BENEFICIARY, { id: b.id })).toMatchObject({ status: 404, messages: [UNKNOWN_BENEFICIARY] });
    expect((await me.send('DELETE', BENEFICIARY, { id: b.id })).success).toBe(true);
    expect(await ids(me)).toEqual([a.id]);
    expect(await ids(you)).toEqual([a.id]);
  });

  it('refuses to save nobody or oneself, and saves nothing then', async () => {
    const me = await customer();
    expect(await me.send('POST', BENEFICIARY, { id: 'no-such-customer' })).toMatchObject({ status: 404, messages: [UNKNOWN_RECIPIENT] });
    expect(await me.send('POST', BENEFICIARY, { id: me.id })).toMatchObject({ status: 400, messages: [NOT_YOURSELF] });
    expect(await me.beneficiaries()).toEqual([]);
  });
});

describe('transfers, the edges', () => {
  it('sends the whole balance, not a kobo more; a refusal moves nothing and opens no purse', async () => {
    const me = await customer();
    const other = await customer(Scenario.freshUser);
    const all = me.wallet();
    expect(await me.send('POST', TRANSFER, { beneficiaryId: other.email, amount: all + 0.01, saveBeneficiary: false })).toMatchObject({ status: 400, messages: [TRANSFER_INSUFFICIENT] });
    expect(other.purses(), 'a refused transfer opens no purse').toEqual([]);
    expect((await me.send('POST', TRANSFER, { beneficiaryId: other.email, amount: all, saveBeneficiary: false })).success).toBe(true);
    expect(me.wallet()).toBe(0);
    expect(other.wallet()).toBe(all);
    // A customer without a wallet has nothing to send, and gets no wallet by trying.
    const fresh = await customer(Scenario.freshUser);
    mock.store.findUser(fresh.id)!.todo.bvnConfirmed = true;
    expect(await fresh.send('POST', TRANSFER, { beneficiaryId: me.email, amount: 1, saveBeneficiary: false })).toMatchObject({ status: 400, messages: [TRANSFER_INSUFFICIENT] });
    expect(fresh.purses()).toEqual([]);
    expect(await me.beneficiaries(), 'saveBeneficiary false saves nobody').toEqual([]);
  });

  it('needs a confirmed BVN to send (part 2 §5), not to receive', async () => {
    const me = await customer();
    const other = await customer(Scenario.freshUser);
    expect((await me.send('POST', TRANSFER, { beneficiaryId: other.email, amount: 500, saveBeneficiary: false })).success).toBe(true);
    expect(await other.send('POST', TRANSFER, { beneficiaryId: me.email, amount: 200, saveBeneficiary: true })).toMatchObject({ status: 403, messages: [BVN_NEEDED] });
    expect(other.wallet(), 'nothing moved').toBe(500);
    expect(await other.beneficiaries(), 'nobody saved').toEqual([]);
    mock.store.findUser(other.id)!.todo.bvnConfirmed = true;
    expect((await other.send('POST', TRANSFER, { beneficiaryId: me.email, amount: 200, saveBeneficiary: false })).success).toBe(true);
    expect(other.wallet()).toBe(300);
  });

  it('opens Vibe cash for a customer without one on the first credit: a Naira purse of today', async () => {
    const me = await customer();
    const other = await customer(Scenario.freshUser);
    expect((await me.send('POST', TRANSFER, { beneficiaryId: other.email, amount: 10, saveBeneficiary: false })).success).toBe(true);
    const today = todayInLagos();
    expect(other.purses()).toEqual([
      expect.objectContaining({ product: '0106', name: 'Vibe cash', nameClass: 'vibe', currency: '1', contribution: 10, isDefaultPurse: true, isGroup: false, startDate: today, maturityDate: today }),
    ]);
    const listed = (await other.send('GET', '/api/v1/user/accountbyproduct?productCode=0106')).data as { id: string }[];
    expect(listed).toEqual([{ id: other.purses()[0]!.id, name: 'Vibe cash', availableBalance: 10, nameClass: 'vibe' }]);
    expect(listed[0]!.id).toMatch(/^\d{10}$/);
  });

  it('names both sides in the histories, under one TRF reference', async () => {
    const me = await customer();
    const other = await customer(Scenario.freshUser);
    expect((await me.send('POST', TRANSFER, { beneficiaryId: other.email, amount: 20, saveBeneficiary: false })).success).toBe(true);
    const [sent, received] = [me.history()[0]!, other.history()[0]!];
    expect(sent).toMatchObject({ descr: `Transfer to ${other.name}`, value: 20, type: 1 });
    expect(received).toMatchObject({ descr: `Transfer from ${me.name}`, value: 20, type: 2, reference: sent.reference });
    expect(sent.reference).toMatch(/^TRF[0-9A-Z]+$/);
  });

  it('scopes an Idempotency-Key to its customer and call; without a key every request acts', async () => {
    const me = await customer();
    const you = await customer();
    const other = await customer(Scenario.freshUser);
    const body = { beneficiaryId: other.email, amount: 5, saveBeneficiary: false };
    expect((await me.send('POST', TRANSFER, body)).success).toBe(true);
    expect((await me.send('POST', TRANSFER, body)).success).toBe(true);
    expect(other.wallet(), 'two requests without a key are two transfers').toBe(10);
    expect((await me.send('POST', TRANSFER, body, 'shared-key')).success).toBe(true);
    expect((await you.send('POST', TRANSFER, body, 'shared-key')).success).toBe(true);
    expect(other.wallet(), 'the same key from two customers is two transfers').toBe(20);
    // The same key on a withdrawal start is another call: it starts a withdrawal, not a replay of the transfer.
    const purse = me.purses().find((p) => !p.isDefaultPurse)!;
    const started = await me.send('POST', WITHDRAW, { pin: '1234', amount: 1, reason: 'rent', remark: '', accountId: purse.id }, 'shared-key');
    expect((started.data as { id: string }).id).toMatch(/^WDR/);
  });
});

describe('withdrawals, the edges', () => {
  const start = (accountId: string, amount: number) => ({ pin: '1234', amount, reason: 'rent', remark: '', accountId });
  const confirm = (transId: string) => ({ token: '123456', transId });

  it('withdraws the whole balance of a purse, not a kobo more, and names the purse in the history', async () => {
    const me = await customer();
    const purse = me.purses().find((p) => !p.isDefaultPurse)!;
    const all = purse.contribution;
    expect(await me.send('POST', WITHDRAW, start(purse.id, all + 0.01))).toMatchObject({ status: 400, messages: [WITHDRAW_INSUFFICIENT] });
    const { id } = (await me.send('POST', WITHDRAW, start(purse.id, all))).data as { id: string };
    expect(id).toMatch(/^WDR[0-9A-Z]+$/);
    expect((await me.send('PUT', WITHDRAW, confirm(id))).success).toBe(true);
    expect(purse.contribution).toBe(0);
    expect(me.history()[0]).toMatchObject({ descr: `Withdrawal to bank account from ${purse.name}`, value: all, reference: id });
  });

  it('refuses at confirmation when the purse no longer holds the amount, and then moves nothing', async () => {
    const me = await customer();
    const other = await customer(Scenario.freshUser);
    const all = me.wallet();
    const wallet = me.purses().find((p) => p.isDefaultPurse)!;
    const { id } = (await me.send('POST', WITHDRAW, start(wallet.id, all))).data as { id: string };
    expect((await me.send('POST', TRANSFER, { beneficiaryId: other.email, amount: 0.01, saveBeneficiary: false })).success).toBe(true);
    const history = me.history().length;
    expect(await me.send('PUT', WITHDRAW, confirm(id))).toMatchObject({ status: 400, messages: [WITHDRAW_INSUFFICIENT] });
    expect(me.wallet()).toBe(all - 0.01);
    expect(me.history().length).toBe(history);
  });

  it('refuses at confirmation when its bank account was deleted or replaced, moves nothing, and spends no OTP try', async () => {
    const BANK = '/api/v1/user/bankaccount';
    const me = await customer();
    const wallet = me.purses().find((p) => p.isDefaultPurse)!;
    const before = wallet.contribution;
    const history = me.history().length;
    const bankId = () => mock.store.owned('bankAccounts', me.id)[0]?.id;
    const first = bankId()!;
    const { id } = (await me.send('POST', WITHDRAW, start(wallet.id, 100))).data as { id: string };
    expect(mock.store.owned('withdrawals', me.id).at(-1)).toMatchObject({ challengeId: id, bankAccountId: first });
    expect((await me.send('DELETE', `${BANK}?id=${first}`)).success).toBe(true);
    // More refusals than an OTP has tries: the refusal is the account's, and no code is spent on it.
    for (let i = 0; i < 6; i++) expect(await me.send('PUT', WITHDRAW, confirm(id))).toMatchObject({ status: 400, messages: [BANK_ACCOUNT_CHANGED] });
    expect((await me.send('POST', BANK, { accountNumber: '0123456789', bankCode: '058', pin: '1234' })).success).toBe(true);
    expect(bankId()).not.toBe(first);
    expect(await me.send('PUT', WITHDRAW, confirm(id)), 'a new account is not the one confirmed').toMatchObject({ status: 400, messages: [BANK_ACCOUNT_CHANGED] });
    expect(await me.send('POST', WITHDRAW, confirm(id)), 'nor through the POST the spec names').toMatchObject({ status: 400, messages: [BANK_ACCOUNT_CHANGED] });
    expect(wallet.contribution).toBe(before);
    expect(me.history().length).toBe(history);

    const again = ((await me.send('POST', WITHDRAW, start(wallet.id, 100))).data as { id: string }).id;
    expect((await me.send('PUT', WITHDRAW, confirm(again))).success, 'a withdrawal started again pays the new account').toBe(true);
    expect(wallet.contribution).toBe(before - 100);
  });

  it('confirms the withdrawal its challenge names, and only for the customer who started it', async () => {
    const me = await customer();
    const you = await customer();
    const purse = me.purses().find((p) => !p.isDefaultPurse)!;
    const before = purse.contribution;
    const first = ((await me.send('POST', WITHDRAW, start(purse.id, 1))).data as { id: string }).id;
    const second = ((await me.send('POST', WITHDRAW, start(purse.id, 2))).data as { id: string }).id;
    expect(await you.send('PUT', WITHDRAW, confirm(second))).toMatchObject({ status: 404, messages: [UNKNOWN_OTP_TARGET] });
    expect(await me.send('PUT', WITHDRAW, confirm('WDR0'))).toMatchObject({ status: 404, messages: [UNKNOWN_OTP_TARGET] });
    expect(purse.contribution).toBe(before);
    expect((await me.send('PUT', WITHDRAW, confirm(second))).success).toBe(true);
    expect(purse.contribution).toBe(before - 2);
    expect((await me.send('PUT', WITHDRAW, confirm(first))).success).toBe(true);
    expect(purse.contribution).toBe(before - 3);
  });

  it('withdraws only from purses, not from a Stash or a savings plan', async () => {
    const me = await customer();
    const others = mock.store.owned('accounts', me.id).filter((a) => a.product !== '0106');
    expect(others.length).toBeGreaterThan(0);
    for (const account of others) {
      expect(await me.send('POST', WITHDRAW, start(account.id, 1)), account.name).toMatchObject({ status: 404, messages: [UNKNOWN_ACCOUNT] });
    }
  });
});

describe('provider states for the money-out contracts', () => {
  const email = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;

  it('saves Chidi Eze as a beneficiary and starts a withdrawal from Vibe cash that its OTP confirms', async () => {
    const mine = email('seeded');
    const seeded = await providerState(Scenario.saver, { email: mine, beneficiary: 'saved', withdrawal: 'awaiting its OTP', amount: '250', challengeId: 'WDR-SEEDED-1' });
    const user = mock.store.findUserByEmail(mine)!;
    const wallet = mock.store.owned('accounts', user.id).find((a) => a.isDefaultPurse)!;
    const chidi = mock.store.findUserByEmail('chidi.eze@example.com')!;
    expect(seeded).toMatchObject({ status: 200, walletId: wallet.id, beneficiaryId: chidi.id, challengeId: 'WDR-SEEDED-1', otp: '123456' });
    const send = (method: string, path: string, body?: unknown) => request(served.base, method, path, { body, token: seeded.token });
    expect((await send('GET', '/api/v1/user/beneficiary')).data).toEqual([{ id: chidi.id, name: 'Chidi Eze', email: 'chidi.eze@example.com' }]);
    const before = wallet.contribution;
    expect((await send('POST', '/api/v1/util/resendotp', { id: 'WDR-SEEDED-1', operationType: 5 })).success).toBe(true);
    expect((await send('PUT', WITHDRAW, { token: seeded.otp, transId: 'WDR-SEEDED-1' })).success).toBe(true);
    expect(wallet.contribution).toBe(before - 250);
  });

  it('starts ₦1,000 under a new WDR challenge by default, and seeds only what is asked', async () => {
    const mine = email('defaults');
    const seeded = await providerState(Scenario.saver, { email: mine, withdrawal: 'awaiting its OTP' });
    const user = mock.store.findUserByEmail(mine)!;
    expect(seeded.challengeId).toMatch(/^WDR[0-9A-Z]+$/);
    expect(seeded.beneficiaryId).toBeUndefined();
    expect(mock.store.owned('withdrawals', user.id)).toEqual([expect.objectContaining({ challengeId: seeded.challengeId, amount: 1000, accountId: seeded.walletId })]);
    const plain = await providerState(Scenario.saver, { email: email('plain') });
    expect(plain.walletId).toMatch(/^\d{10}$/);
    expect([plain.beneficiaryId, plain.challengeId, plain.otp]).toEqual([undefined, undefined, undefined]);
    // A fresh user has no Vibe cash to name, but can have a beneficiary saved.
    const fresh = await providerState(Scenario.freshUser, { email: email('fresh'), beneficiary: 'saved' });
    expect(fresh).toMatchObject({ status: 200, beneficiaryId: mock.store.findUserByEmail('chidi.eze@example.com')!.id });
    expect(fresh.walletId).toBeUndefined();
  });

  it('refuses a value it does not know, and a withdrawal for a customer without Vibe cash', async () => {
    expect(await providerState(Scenario.saver, { email: email('bad'), beneficiary: 'unsaved' })).toMatchObject({
      status: 400,
      error: 'provider state "a saver": unknown beneficiary "unsaved"; use "saved"',
    });
    expect(await providerState(Scenario.saver, { email: email('bad'), withdrawal: 'done' })).toMatchObject({
      status: 400,
      error: 'provider state "a saver": unknown withdrawal "done"; use "awaiting its OTP" or "awaiting its OTP, its bank account since removed"',
    });
    expect(await providerState(Scenario.freshUser, { email: email('bad'), withdrawal: 'awaiting its OTP' })).toMatchObject({
      status: 400,
      error: 'provider state "a fresh user": a withdrawal needs a customer with a default purse (a saver)',
    });
    expect(await providerState(Scenario.saver, { email: email('bad'), withdrawal: 'awaiting its OTP', bankAccount: 'none' })).toMatchObject({
      status: 400,
      error: 'provider state "a saver": a withdrawal needs a withdrawal bank account (not bankAccount "none")',
    });
  });
});

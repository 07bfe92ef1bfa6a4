// The mock is honest about money out: a transfer moves money between two customers' default purses
// and both histories record it, a withdrawal lowers its purse only after the right OTP, amounts over
// the balance or finer than kobo are refused, and a replayed Idempotency-Key never moves money twice.
import { describe, expect, it } from 'vitest';
import { Scenario } from '../fixtures/scenarios.ts';
import { WRONG_OTP } from './otp.ts';
import { KEY_REUSED, NO_BANK_ACCOUNT, NOT_YOURSELF, TRANSFER_INSUFFICIENT, UNKNOWN_RECIPIENT, WITHDRAW_INSUFFICIENT, WRONG_PIN } from './money-out.ts';
import { mockServer, signedInCustomer } from './test-server.ts';

const served = mockServer();
const { mock } = served;

interface Answer {
  status: number;
  success: boolean;
  data: unknown;
  messages: string[];
}

async function customer(scenario: string = Scenario.saver) {
  const created = await signedInCustomer(served.base, scenario);
  const send = async (method: string, path: string, body?: unknown, key?: string): Promise<Answer> => {
    const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer ${created.token}` };
    if (key) headers['idempotency-key'] = key;
    const res = await fetch(`${served.base}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, ...((await res.json()) as Omit<Answer, 'status'>) };
  };
  const purses = () => mock.store.owned('accounts', created.id).filter((a) => a.product === '0106');
  return {
    ...created,
    send,
    wallet: () => purses().find((a) => a.isDefaultPurse)?.contribution ?? 0,
    purses,
    history: () => mock.store.owned('transactions', created.id),
    beneficiaries: async () => (await send('GET', '/api/v1/user/beneficiary')).data as { id: string; email: string }[],
  };
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
    expect(byMail.data).toMatchObject({ id: other.id, email: other.email, identifier: other.email });
    const byPhone = await me.send('POST', '/api/v1/user/resolve_beneficiary', { identifier: phone, type: 1 });
    expect(byPhone.data).toMatchObject({ id: other.id });
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
    expect(purse.contribution).toBe(before - 250);
    expect(me.history().length).toBe(history + 1);
    expect(me.history()[0]).toMatchObject({ value: 250, type: 1, reference: id });
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

// The mock is honest about payments: a Stash waits for its money, a card needs its OTP, a wallet
// needs its balance, and a repeated confirmation never moves money twice.
import { describe, expect, it } from 'vitest';
import { Scenario } from '../fixtures/scenarios.ts';
import { UNKNOWN_OTP_TARGET, WRONG_OTP } from './otp.ts';
import { ALREADY_PAID, CARD_NOT_FOUND, INSUFFICIENT_FUNDS, UNKNOWN_TENOR } from './payments.ts';

import { mockServer, signedInCustomer } from './test-server.ts';

const served = mockServer();
const { mock } = served;

interface Answer {
  status: number;
  success: boolean;
  data: unknown;
  messages: string[];
}

async function call(method: string, path: string, token: string | null, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${served.base}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, ...((await res.json()) as Omit<Answer, 'status'>) };
}

/** A new customer of `scenario`, signed in. */
async function customer(scenario: string = Scenario.saver) {
  const created = await signedInCustomer(served.base, scenario);
  const { token } = created;
  return {
    id: created.id,
    token,
    send: (method: string, path: string, body?: unknown) => call(method, path, token, body),
    stash: async (amount: number, frequency = '30') =>
      ((await call('POST', '/api/v1/user/stash', token, { amount, frequency, ccyCode: '1' })).data as { reference: string }).reference,
    stashes: async () => (await call('GET', '/api/v1/user/accountbyproduct?productCode=0103', token)).data as { contribution: number }[],
    cards: async () => (await call('GET', '/api/v1/user/card', token)).data as { id: string }[],
    wallet: () => mock.store.owned('accounts', created.id).find((a) => a.product === '0106' && a.isDefaultPurse)!.contribution,
    history: () => mock.store.owned('transactions', created.id),
  };
}

describe('stash creation', () => {
  it('lists the Naira lock periods with rates and none in dollars', async () => {
    const me = await customer(Scenario.freshUser);
    const naira = await me.send('GET', '/api/v1/util/productinterest/?code=0103&ccy=1');
    expect((naira.data as { interest: unknown[] }).interest.length).toBeGreaterThan(0);
    expect((await me.send('GET', '/api/v1/util/productinterest/?code=0103&ccy=2')).data).toEqual({ interest: [] });
  });

  it('creates a Stash awaiting payment, and refuses a lock period not on offer or another currency', async () => {
    const me = await customer();
    const before = (await me.stashes()).length;
    expect(await me.stash(5000)).toMatch(/^STH/);
    expect((await me.stashes()).length, 'nothing opens before it is paid').toBe(before);
    const unknown = await me.send('POST', '/api/v1/user/stash', { amount: 5000, frequency: '7', ccyCode: '1' });
    expect(unknown).toMatchObject({ status: 400, messages: [UNKNOWN_TENOR] });
    const dollars = await me.send('POST', '/api/v1/user/stash', { amount: 5000, frequency: '30', ccyCode: '2' });
    expect(dollars).toMatchObject({ status: 400, data: { field: 'ccyCode' } });
  });
});

describe('card payment', () => {
  it('starts with the customer’s card, refuses a wrong OTP, and opens the Stash once on the right one', async () => {
    const me = await customer();
    const reference = await me.stash(30000);
    const [card] = await me.cards();
    const before = { stashes: (await me.stashes()).length, history: me.history().length };

    const start = await me.send('POST', '/api/v1/transfer/accountbycard', { cardId: card!.id, transId: reference });
    const challengeId = (start.data as { id: string }).id;
    expect(challengeId).toMatch(/^CHL/);
    expect((await call('POST', '/api/v1/util/resendotp', null, { id: challengeId, operationType: 4 })).success).toBe(true);

    const wrong = await me.send('PUT', '/api/v1/transfer/accountbycard', { token: '111111', transId: reference, challengeId });
    expect(wrong).toMatchObject({ status: 400, messages: [WRONG_OTP] });
    expect((await me.stashes()).length).toBe(before.stashes);

    const right = await me.send('PUT', '/api/v1/transfer/accountbycard', { token: '123456', transId: reference, challengeId });
    expect(right.success).toBe(true);
    // The spec's table names POST for the confirmation: the same payment, answered and not charged again.
    const again = await me.send('POST', '/api/v1/transfer/accountbycard', { token: '123456', transId: reference, challengeId });
    expect(again.success, 'a repeated confirmation is answered, not charged again').toBe(true);
    expect((await me.stashes()).length).toBe(before.stashes + 1);
    expect(me.history()).toHaveLength(before.history + 1);
    expect(me.history().at(-1)).toMatchObject({ reference, value: 30000, type: 1 });
  });

  it('tells a confirmation from a start by its payload, and names a missing field', async () => {
    const me = await customer();
    const reference = await me.stash(1000);
    const missing = await me.send('POST', '/api/v1/transfer/accountbycard', { transId: reference, challengeId: 'CHL1' });
    expect(missing).toMatchObject({ status: 400, data: { field: 'token' } });
  });

  it('refuses another customer’s card', async () => {
    const me = await customer();
    const other = await customer();
    const reference = await me.stash(1000);
    const [theirs] = await other.cards();
    const start = await me.send('POST', '/api/v1/transfer/accountbycard', { cardId: theirs!.id, transId: reference });
    expect(start).toMatchObject({ status: 404, messages: [CARD_NOT_FOUND] });
  });

  it('confirms a payment only with the challenge started for it, not another payment’s', async () => {
    const me = await customer();
    const [card] = await me.cards();
    const [first, second] = [await me.stash(1000), await me.stash(2000)];
    const challengeOf = async (transId: string) => ((await me.send('POST', '/api/v1/transfer/accountbycard', { cardId: card!.id, transId })).data as { id: string }).id;
    const [, secondChallenge] = [await challengeOf(first), await challengeOf(second)];
    const before = (await me.stashes()).length;
    const crossed = await me.send('PUT', '/api/v1/transfer/accountbycard', { token: '123456', transId: first, challengeId: secondChallenge });
    expect(crossed).toMatchObject({ status: 400, messages: [UNKNOWN_OTP_TARGET] });
    expect((await me.stashes()).length).toBe(before);
    // The second payment's code was not spent on the first: it still confirms the second.
    expect((await me.send('PUT', '/api/v1/transfer/accountbycard', { token: '123456', transId: second, challengeId: secondChallenge })).success).toBe(true);
    expect((await me.stashes()).map((s) => s.contribution)).toContain(2000);
    expect((await me.stashes()).map((s) => s.contribution)).not.toContain(1000);
  });
});

describe('wallet payment', () => {
  it('debits the default purse once, even when the payment is sent again', async () => {
    const me = await customer();
    const balance = me.wallet();
    const reference = await me.stash(2500.5);
    expect((await me.send('POST', '/api/v1/transfer/fundbypurse', { transId: reference })).success).toBe(true);
    expect((await me.send('POST', '/api/v1/transfer/fundbypurse', { transId: reference })).success).toBe(true);
    expect(me.wallet()).toBeCloseTo(balance - 2500.5, 2);
    expect((await me.stashes()).filter((s) => s.contribution === 2500.5)).toHaveLength(1);
  });

  it('refuses more than the balance, and a payment already made by card', async () => {
    const me = await customer();
    const balance = me.wallet();
    const tooMuch = await me.stash(balance + 1);
    expect(await me.send('POST', '/api/v1/transfer/fundbypurse', { transId: tooMuch })).toMatchObject({ status: 400, messages: [INSUFFICIENT_FUNDS] });
    expect(me.wallet()).toBe(balance);

    const reference = await me.stash(100);
    const [card] = await me.cards();
    const challengeId = ((await me.send('POST', '/api/v1/transfer/accountbycard', { cardId: card!.id, transId: reference })).data as { id: string }).id;
    await me.send('PUT', '/api/v1/transfer/accountbycard', { token: '123456', transId: reference, challengeId });
    expect(await me.send('POST', '/api/v1/transfer/fundbypurse', { transId: reference })).toMatchObject({ status: 409, messages: [ALREADY_PAID] });
  });

  it('a fresh user has no wallet money', async () => {
    const me = await customer(Scenario.freshUser);
    const reference = await me.stash(100);
    expect(await me.send('POST', '/api/v1/transfer/fundbypurse', { transId: reference })).toMatchObject({ status: 400, messages: [INSUFFICIENT_FUNDS] });
  });
});

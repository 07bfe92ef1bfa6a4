// The mock is honest about payments: a Stash waits for its money, a card needs its OTP, a wallet
// needs its balance, and a repeated confirmation never moves money twice.
import { describe, expect, it, vi } from 'vitest';
import { Scenario } from '../fixtures/scenarios.ts';
import { ProductCode } from '../src/api/wire.ts';
import type { UserSummary } from '../src/api/dashboard.ts';
import { OTP_CODE, UNKNOWN_OTP_TARGET, WRONG_OTP } from './otp.ts';
import {
  ALREADY_PAID,
  CARD_NOT_FOUND,
  INSUFFICIENT_FUNDS,
  openPayment,
  PAYMENT_NOT_FOUND,
  paymentOf,
  PURSE_NOT_FOUND,
  refuseWalletPayingItself,
  settle,
  STASH_DEFAULT_AMOUNT,
  UNKNOWN_TENOR,
} from './domain/payments.ts';

import { mockServer, request, signedInCustomer } from './test-server.ts';
import { lagosDayIn } from '../src/lib/calendar.ts';

const served = mockServer();
const { mock } = served;

const call = (method: string, path: string, token: string | null, body?: unknown) => request(served.base, method, path, { body, token });

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
    user: () => mock.store.findUser(created.id)!,
    /** GET /user/summary as the dashboard reads it. */
    summary: async () => (await call('GET', '/api/v1/user/summary', token)).data as UserSummary,
    accounts: () => mock.store.owned('accounts', created.id),
    payment: (reference: string) => mock.store.state.payments.find((p) => p.reference === reference)!,
    /** Pays `reference` by card from start to confirmation with the OTP. */
    payByCard: async (reference: string) => {
      const [card] = (await call('GET', '/api/v1/user/card', token)).data as { id: string }[];
      const challengeId = ((await call('POST', '/api/v1/transfer/accountbycard', token, { cardId: card!.id, transId: reference })).data as { id: string }).id;
      return call('PUT', '/api/v1/transfer/accountbycard', token, { token: OTP_CODE, transId: reference, challengeId });
    },
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
    // A challenge's code is resent only to its customer, with their session.
    expect((await call('POST', '/api/v1/util/resendotp', null, { id: challengeId, operationType: 4 })).status).toBe(401);
    expect((await me.send('POST', '/api/v1/util/resendotp', { id: challengeId, operationType: 4 })).success).toBe(true);

    const wrong = await me.send('PUT', '/api/v1/transfer/accountbycard', { token: '111111', transId: reference, challengeId });
    expect(wrong).toMatchObject({ status: 400, messages: [WRONG_OTP] });
    expect((await me.stashes()).length).toBe(before.stashes);

    const right = await me.send('PUT', '/api/v1/transfer/accountbycard', { token: '123456', transId: reference, challengeId });
    expect(right.success).toBe(true);
    // The spec's table names POST for the confirmation: the same payment, answered and not charged again.
    const again = await me.send('POST', '/api/v1/transfer/accountbycard', { token: '123456', transId: reference, challengeId });
    expect(again.success, 'a repeated confirmation is answered, not charged again').toBe(true);
    // Repeated with a wrong code, it is refused like any wrong code: it never says a wrong code was right.
    expect(await me.send('PUT', '/api/v1/transfer/accountbycard', { token: '999999', transId: reference, challengeId })).toMatchObject({ status: 400, messages: [WRONG_OTP] });
    expect((await me.stashes()).length).toBe(before.stashes + 1);
    expect(me.history()).toHaveLength(before.history + 1);
    expect(me.history().at(-1)).toMatchObject({ reference, value: 30000, type: 2 });
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

describe('bank transfer into the virtual account (POST /__mock/transfers)', () => {
  const transfer = async (accountNo: string, amount: unknown) => {
    const res = await fetch(`${served.base}/__mock/transfers`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ accountNo, amount }) });
    return { status: res.status, body: (await res.json()) as unknown };
  };
  const virtualAccountOf = async (me: Awaited<ReturnType<typeof customer>>) => ((await me.send('GET', '/api/v1/user/virtual_acct')).data as { accountNo: string }).accountNo;

  it('pays the latest payment awaiting that amount, as a credit, and then no other way', async () => {
    const me = await customer();
    const accountNo = await virtualAccountOf(me);
    await me.stash(20000);
    const reference = await me.stash(20000);
    const before = { stashes: (await me.stashes()).length, wallet: me.wallet() };
    expect(await transfer(accountNo, 20000)).toMatchObject({ status: 200, body: { reference } });
    expect(me.payment(reference)).toMatchObject({ status: 'paid', paidBy: 'transfer' });
    expect((await me.stashes()).length).toBe(before.stashes + 1);
    expect(me.wallet()).toBe(before.wallet);
    expect(me.history().at(-1)).toMatchObject({ reference, descr: 'Stash funding by bank transfer', value: 20000, type: 2 });
    expect(await me.send('POST', '/api/v1/transfer/fundbypurse', { transId: reference })).toMatchObject({ status: 409, messages: [ALREADY_PAID] });
  });

  it('puts a transfer nothing awaits into Vibe cash, and refuses an unknown account or an amount the ledger cannot hold', async () => {
    const me = await customer();
    const accountNo = await virtualAccountOf(me);
    await me.stash(20000);
    const wallet = me.wallet();
    expect(await transfer(accountNo, 1234.5)).toMatchObject({ status: 200, body: { reference: null } });
    expect(me.wallet()).toBe(wallet + 1234.5);
    expect(me.history().at(-1)).toMatchObject({ descr: 'Bank transfer into myPurse', value: 1234.5, type: 2 });
    expect((await transfer('0000000000', 100)).status).toBe(404);
    expect((await transfer(accountNo, 0.001)).status).toBe(400);
    expect((await transfer(accountNo, '100')).status).toBe(400);
    expect(me.wallet()).toBe(wallet + 1234.5);
  });
});

describe('what paying for a Stash opens', () => {
  it('references it in capitals, locks it for its period, and opens a Stash account from today to maturity when paid by card', async () => {
    const me = await customer();
    const reference = await me.stash(30000, '90');
    // The prefix, the time in capital base 36, then six random digits.
    expect(reference).toMatch(/^STH[0-9A-Z]+\d{6}$/);
    expect(me.payment(reference)).toMatchObject({ tenor: { code: '90', name: '90 days', days: 90 }, rate: 10, status: 'pending' });
    me.user().todo.savingsCreated = false;
    const totals = await me.summary();

    expect((await me.payByCard(reference)).success).toBe(true);
    const { accountId } = me.payment(reference);
    expect(me.accounts().find((a) => a.id === accountId)).toEqual({
      userId: me.id,
      id: expect.stringMatching(/^\d{10}$/) as string,
      product: ProductCode.stash,
      name: 'Stash',
      currency: '1',
      contribution: 30000,
      target: 0,
      interestAccrued: 0,
      rate: 10,
      startDate: lagosDayIn(0),
      maturityDate: lagosDayIn(90),
      image: null,
      isGroup: false,
      nameClass: null,
      isDefaultPurse: false,
    });
    expect(me.history().at(-1)).toMatchObject({ reference, descr: 'Stash funding by card', value: 30000, type: 2 });
    expect(await me.summary()).toEqual({ ...totals, totNaira: totals.totNaira + 30000, totAmt: totals.totAmt + 30000 });
    expect(me.user().todo.savingsCreated, 'only a Core plan is the first Core savings').toBe(false);
  });

  it('dates a Stash paid between 23:00 and midnight UTC by the day in Lagos, which has already turned', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T23:30:00Z'), toFake: ['Date'] });
    try {
      const me = await customer();
      const reference = await me.stash(30000, '90');
      expect((await me.payByCard(reference)).success).toBe(true);
      const { accountId } = me.payment(reference);
      expect(me.accounts().find((a) => a.id === accountId)).toMatchObject({ startDate: '2026-11-27', maturityDate: '2027-02-25' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('may spend the whole wallet, is described as from Vibe cash, and leaves the savings totals as they were', async () => {
    const me = await customer();
    const balance = me.wallet();
    const totals = await me.summary();
    const reference = await me.stash(balance);
    expect((await me.send('POST', '/api/v1/transfer/fundbypurse', { transId: reference })).success).toBe(true);
    expect(me.wallet()).toBe(0);
    expect(me.history().at(-1)).toMatchObject({ reference, descr: 'Stash funding from Vibe cash', value: balance, type: 1 });
    expect(await me.summary()).toEqual(totals);
  });

  it('refuses a payment it does not know, and a card payment of one already paid', async () => {
    const me = await customer();
    expect(await me.send('POST', '/api/v1/transfer/fundbypurse', { transId: 'STHNOSUCH000000' })).toMatchObject({ status: 404, messages: [PAYMENT_NOT_FOUND] });
    const reference = await me.stash(100);
    await me.send('POST', '/api/v1/transfer/fundbypurse', { transId: reference });
    const [card] = await me.cards();
    expect(await me.send('POST', '/api/v1/transfer/accountbycard', { cardId: card!.id, transId: reference })).toMatchObject({ status: 409, messages: [ALREADY_PAID] });
    expect(me.payment(reference)).toMatchObject({ paidBy: 'wallet', challengeId: null, cardId: null });
  });
});

describe('what paying for a plan, a group or a purse opens', () => {
  it('a Core plan opens with the plan’s name, target, dates and image, and ticks the first Core savings', async () => {
    const me = await customer();
    me.user().todo.savingsCreated = false;
    const plan = { name: 'Rent 2027', target: 90000, startDate: lagosDayIn(3), endDate: lagosDayIn(120), image: 'data:image/png;base64,AAAA' };
    const payment = openPayment(mock.store, me.user(), { reference: 'CSPTEST1', product: ProductCode.core, amount: 20000, currency: '1', tenor: null, rate: 8, plan });
    settle(mock.store, me.user(), payment, 'card');
    expect(me.accounts().find((a) => a.id === payment.accountId)).toMatchObject({
      product: ProductCode.core,
      name: 'Rent 2027',
      target: 90000,
      contribution: 20000,
      startDate: lagosDayIn(3),
      maturityDate: lagosDayIn(120),
      image: plan.image,
      isGroup: false,
    });
    expect(me.history().at(-1)).toMatchObject({ reference: 'CSPTEST1', descr: 'Core savings funding by card', type: 2 });
    expect(me.user().todo.savingsCreated).toBe(true);
  });

  it('a group contribution opens the group’s account, maturing on its target date with its image', async () => {
    const me = await customer();
    mock.store.state.publicGroups.push({
      id: 'G-PAYMENTS-1',
      code: 'PAYT01',
      name: 'Owambe Fund',
      target: 200000,
      startDate: lagosDayIn(0),
      endDate: lagosDayIn(200),
      contribution: 5000,
      frequency: 30,
      currency: '1',
      ownerDecide: false,
      imageUrl: 'https://images.example/owambe.png',
      isPublic: true,
    });
    const payment = openPayment(mock.store, me.user(), { reference: 'GRPTEST1', product: ProductCode.core, amount: 5000, currency: '1', tenor: null, rate: 7, groupId: 'G-PAYMENTS-1' });
    settle(mock.store, me.user(), payment, 'card');
    expect(me.accounts().find((a) => a.id === payment.accountId)).toMatchObject({
      name: 'Owambe Fund',
      target: 200000,
      startDate: lagosDayIn(0),
      maturityDate: lagosDayIn(200),
      image: 'https://images.example/owambe.png',
      isGroup: true,
      nameClass: null,
    });
  });

  it('a new purse opens with its start and style and is not the wallet: a customer without Vibe cash cannot pay from it', async () => {
    const me = await customer(Scenario.freshUser);
    const purse = { name: 'Detty December', nameClass: 'family', startDate: lagosDayIn(2), crFreq: '30', autoWithdraw: false, drFreq: '0', drDate: '', drPct: 0 };
    const payment = openPayment(mock.store, me.user(), { reference: 'PRSTEST1', product: ProductCode.purse, amount: 5000, currency: '1', tenor: null, rate: 3, purse, fundsAccountId: null });
    settle(mock.store, me.user(), payment, 'card');
    const opened = me.accounts().find((a) => a.id === payment.accountId)!;
    expect(opened).toMatchObject({ product: ProductCode.purse, name: 'Detty December', contribution: 5000, startDate: lagosDayIn(2), nameClass: 'family', isDefaultPurse: false, image: null });

    const stash = await me.stash(100);
    expect(await me.send('POST', '/api/v1/transfer/fundbypurse', { transId: stash }), 'a purse is not the wallet').toMatchObject({ status: 400, messages: [INSUFFICIENT_FUNDS] });
    const topUp = await me.send('POST', '/api/v1/transfer/FundExistingPurse', { accountNumber: opened.id, amount: 50 });
    const { reference } = topUp.data as { reference: string };
    expect(reference).toMatch(/^FPS/);
    expect(() => refuseWalletPayingItself(mock.store, me.user(), paymentOf(mock.store, me.user(), reference)), 'no wallet, so no wallet paying itself').not.toThrow();
    expect(await me.send('POST', '/api/v1/transfer/fundbypurse', { transId: reference })).toMatchObject({ status: 400, messages: [INSUFFICIENT_FUNDS] });
    expect(opened.contribution).toBe(5000);
  });

  it('a top-up names one of the customer’s purses, not another account', async () => {
    const me = await customer();
    const stash = me.accounts().find((a) => a.product === ProductCode.stash)!;
    for (const accountNumber of [stash.id, '0000000000']) {
      expect(await me.send('POST', '/api/v1/transfer/FundExistingPurse', { accountNumber, amount: 50 })).toMatchObject({ status: 404, messages: [PURSE_NOT_FOUND] });
    }
  });
});

describe('the payment contracts’ provider states', () => {
  interface Seeded {
    token: string;
    cardId?: string;
    reference?: string;
    challengeId?: string;
    otp?: string;
    error?: string;
  }
  async function seed(params: Record<string, string>, state: string = Scenario.saver) {
    const res = await fetch(`${served.base}/__mock/provider-states`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state, params, action: 'setup' }),
    });
    return { status: res.status, body: (await res.json()) as Seeded };
  }
  const payment = (reference: string) => mock.store.state.payments.find((p) => p.reference === reference)!;
  const otpFor = (id: string) => mock.store.state.otps.filter((o) => o.id === id);
  const cardsOf = async (token: string) => (await call('GET', '/api/v1/user/card', token)).data as { id: string }[];

  it('seeds nothing to pay unless asked, and names the customer’s first card, or the id asked for', async () => {
    const { status, body } = await seed({});
    expect(status).toBe(200);
    expect(body.cardId).toBe((await cardsOf(body.token))[0]!.id);
    expect(body).not.toHaveProperty('reference');
    expect(body).not.toHaveProperty('challengeId');
    const pinned = (await seed({ cardId: 'CARD-PACT-1' })).body;
    expect(pinned.cardId).toBe('CARD-PACT-1');
    expect((await cardsOf(pinned.token))[0]!.id).toBe('CARD-PACT-1');
    expect((await seed({}, Scenario.freshUser)).body, 'no card, no id').not.toHaveProperty('cardId');
  });

  it('seeds a Stash awaiting payment of the amount asked, or 50,000, under the reference asked for', async () => {
    const asked = (await seed({ stash: 'awaiting payment', amount: '1234.5' })).body;
    expect(asked.reference).toMatch(/^STH/);
    expect(payment(asked.reference!)).toMatchObject({ amount: 1234.5, status: 'pending', challengeId: null, cardId: null });
    expect(asked).not.toHaveProperty('challengeId');
    expect(asked).not.toHaveProperty('otp');
    const byDefault = (await seed({ stash: 'awaiting payment' })).body;
    expect(payment(byDefault.reference!).amount).toBe(STASH_DEFAULT_AMOUNT);
    const pinned = (await seed({ reference: 'STH-PACT-1' })).body;
    expect(pinned.reference).toBe('STH-PACT-1');
    expect(payment('STH-PACT-1')).toMatchObject({ product: ProductCode.stash, status: 'pending' });
  });

  it('seeds a Stash awaiting its card OTP (operation 4), which the seeded code confirms', async () => {
    const { body } = await seed({ stash: 'awaiting its card OTP' });
    expect(body).toMatchObject({ challengeId: expect.stringMatching(/^CHL/) as string, otp: OTP_CODE, reference: expect.stringMatching(/^STH/) as string });
    const seeded = payment(body.reference!);
    expect(seeded).toMatchObject({ challengeId: body.challengeId, cardId: body.cardId });
    expect(otpFor(body.challengeId!)).toEqual([expect.objectContaining({ operationType: 4, userId: seeded.userId })]);
    const confirmed = await call('PUT', '/api/v1/transfer/accountbycard', body.token, { token: body.otp, transId: body.reference, challengeId: body.challengeId });
    expect(confirmed.success).toBe(true);
    expect(seeded).toMatchObject({ status: 'paid', paidBy: 'card' });

    const named = (await seed({ stash: 'awaiting its card OTP', challengeId: 'CHL-PACT-1' })).body;
    expect(named.challengeId).toBe('CHL-PACT-1');
    expect(payment(named.reference!).challengeId).toBe('CHL-PACT-1');
    const cardless = (await seed({ stash: 'awaiting its card OTP' }, Scenario.freshUser)).body;
    expect(payment(cardless.reference!)).toMatchObject({ challengeId: cardless.challengeId, cardId: null });
  });

  it('seeds a Stash already paid from the wallet after its card OTP was sent, or by card: another method answers 409', async () => {
    const wallet = (await seed({ stash: 'paid from the wallet' })).body;
    expect(payment(wallet.reference!)).toMatchObject({ status: 'paid', paidBy: 'wallet', challengeId: wallet.challengeId });
    expect(wallet.otp).toBe(OTP_CODE);
    const byCard = { cardId: wallet.cardId, transId: wallet.reference };
    expect(await call('POST', '/api/v1/transfer/accountbycard', wallet.token, byCard)).toMatchObject({ status: 409, messages: [ALREADY_PAID] });
    const confirm = { token: wallet.otp, transId: wallet.reference, challengeId: wallet.challengeId };
    expect(await call('PUT', '/api/v1/transfer/accountbycard', wallet.token, confirm)).toMatchObject({ status: 409, messages: [ALREADY_PAID] });
    expect(await call('POST', '/api/v1/transfer/fundbypurse', wallet.token, { transId: wallet.reference })).toMatchObject({ status: 200, success: true });
    const recent = await call('GET', '/api/v1/user/transaction?pageNumber=1&pageSize=20', wallet.token);
    expect((recent.data as { reference: string }[])[0], 'the newest transaction is the payment, under its transId').toMatchObject({ reference: wallet.reference });

    const card = (await seed({ stash: 'paid by card' })).body;
    expect(payment(card.reference!)).toMatchObject({ status: 'paid', paidBy: 'card' });
    expect(card).not.toHaveProperty('challengeId');
    expect(await call('POST', '/api/v1/transfer/fundbypurse', card.token, { transId: card.reference })).toMatchObject({ status: 409, messages: [ALREADY_PAID] });
  });

  it('seeds a card challenge without a transaction (operation 5)', async () => {
    const { body } = await seed({ challenge: 'without a transaction' });
    expect(body).toMatchObject({ challengeId: expect.stringMatching(/^CHL/) as string, otp: OTP_CODE });
    expect(body).not.toHaveProperty('reference');
    expect(otpFor(body.challengeId!)).toEqual([expect.objectContaining({ operationType: 5 })]);
    const named = (await seed({ challengeId: 'CHL-PACT-5' })).body;
    expect(named).toMatchObject({ challengeId: 'CHL-PACT-5', otp: OTP_CODE });
    expect(otpFor('CHL-PACT-5')).toEqual([expect.objectContaining({ operationType: 5 })]);
  });

  it('refuses a payment state it does not know, naming the ones it does', async () => {
    expect(await seed({ stash: 'awaiting paymnet' })).toEqual({
      status: 400,
      body: { error: `provider state "${Scenario.saver}": unknown stash "awaiting paymnet"; use one of: awaiting payment, awaiting its card OTP, paid from the wallet, paid by card` },
    });
    expect(await seed({ challenge: 'alone' })).toEqual({ status: 400, body: { error: `provider state "${Scenario.saver}": unknown challenge "alone"; use "without a transaction"` } });
  });
});

// The mock is honest about plans: the estimate and future value follow their inputs, a plan waits for
// its money and opens when paid, and a terminated Stash pays principal plus half its interest into Vibe cash.
import { describe, expect, it, vi } from 'vitest';
import { buildAccounts } from '../fixtures/builders.ts';
import { coreAccountView, stashAccountView } from './handlers/savings.ts';
import { Scenario } from '../fixtures/scenarios.ts';
import { paymentOf, settle, UNKNOWN_TENOR } from './domain/payments.ts';
import { END_BEFORE_START, estimateFor, futureValueOf, paymentsIn, STASH_NOT_FOUND, stashFutureValueOf } from './domain/savings.ts';
import { mockServer, signedInCustomer } from './test-server.ts';
import { lagosDayIn } from '../src/lib/calendar.ts';

const served = mockServer();

async function customer(scenario: string = Scenario.saver, options: Record<string, string> = {}) {
  const { id, token } = await signedInCustomer(served.base, scenario, options);
  const send = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${served.base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, ...((await res.json()) as { success: boolean; data: unknown; messages: string[] }) };
  };
  const totNaira = async () => ((await send('GET', '/api/v1/user/summary')).data as { totNaira: number }).totNaira;
  return { id, send, totNaira, accounts: () => served.mock.store.owned('accounts', id), user: () => served.mock.store.findUser(id)! };
}


describe('the plan calculators', () => {
  it('estimates by the number of payments and values by the rate of the plan length', async () => {
    expect(estimateFor(120000, 365, '30')).toBe(10000);
    expect(estimateFor(100, 3, '1')).toBe(33.34);
    expect(estimateFor(5000, 10, '0')).toBe(5000);
    expect(futureValueOf(100000, 365, '0')).toBe(110000);
    expect(futureValueOf(100000, 10, '0')).toBe(100000);
    // '1 year and above' has no end: a plan of ten years and more earns its 10% too.
    expect(futureValueOf(100000, 3650, '0')).toBe(200000);
    expect(futureValueOf(100000, 3700, '0')).toBe(201369.86);
    const me = await customer();
    const q = `ExpectedReturn=120000&Frequency=30&StartDate=${lagosDayIn(0)}&TargetDate=${lagosDayIn(365)}&Product=0201`;
    expect((await me.send('GET', `/api/v1/util/estimate?${q}`)).data).toEqual({ estimate: 10000 });
    const backwards = await me.send('GET', `/api/v1/util/estimate?ExpectedReturn=1&Frequency=1&StartDate=${lagosDayIn(5)}&TargetDate=${lagosDayIn(1)}&Product=0201`);
    expect(backwards).toMatchObject({ status: 400, messages: [`TargetDate: ${END_BEFORE_START}`] });
  });
});

describe('the estimate, over many targets', () => {
  it('is a whole number of kobo whose payments reach the target by less than one kobo each, and a one-time plan’s is its target', () => {
    // Every target from ₦0.01 to ₦1,000 (and a spread of larger ones), at counts of payments from one to a daily year.
    const targets = [...Array.from({ length: 100_000 }, (_, i) => i + 1), ...Array.from({ length: 2_000 }, (_, i) => 10_000_000_000 - i * 4_999_999)];
    const failures: string[] = [];
    for (const kobo of targets) {
      const target = kobo / 100;
      if (estimateFor(target, 10, '0') !== target) failures.push(`one-time ${target}: ${estimateFor(target, 10, '0')}`);
      for (const [days, frequency] of [[14, '7'], [365, '30'], [365, '1'], [30, '1']] as const) {
        const payments = paymentsIn(days, frequency);
        const estimate = estimateFor(target, days, frequency);
        const each = Math.round(estimate * 100);
        if (each / 100 !== estimate || each * payments < kobo || (each - 1) * payments >= kobo) failures.push(`${target} over ${payments}: ${estimate}`);
      }
      if (failures.length > 5) break;
    }
    expect(failures).toEqual([]);
    expect(estimateFor(2_048.05, 1, '0')).toBe(2_048.05);
    expect(estimateFor(1.1, 1, '0')).toBe(1.1);
  });

  it('lets a one-time plan be created with its estimate as the amount', async () => {
    const me = await customer(Scenario.freshUser);
    const q = `ExpectedReturn=2048.05&Frequency=0&StartDate=${lagosDayIn(0)}&TargetDate=${lagosDayIn(100)}&Product=0201`;
    const { estimate } = (await me.send('GET', `/api/v1/util/estimate?${q}`)).data as { estimate: number };
    expect(estimate).toBe(2_048.05);
    const created = await me.send('POST', '/api/v1/user/coreaccount', {
      name: 'Rent', ccyCode: '1', target: '2048.05', startDate: lagosDayIn(0), endDate: lagosDayIn(100), earnInterest: 'true', frequency: '0', amount: String(estimate), isAutomated: true,
    });
    expect(created).toMatchObject({ status: 200, success: true });
  });
});

describe('the days a listing counts, in Lagos', () => {
  const stash = { ...buildAccounts('u', 'days-left', 'Ada').find((a) => a.product === '0103')!, startDate: '2026-11-01', maturityDate: '2026-12-01' };
  const at = (iso: string) => {
    vi.useFakeTimers({ now: new Date(iso), toFake: ['Date'] });
    try {
      return { daysLeft: stashAccountView(stash).daysLeft, elapsed: coreAccountView(stash).tenureElapsed };
    } finally {
      vi.useRealTimers();
    }
  };

  it('counts whole Lagos days to maturity: at 00:30 in Lagos the new day has begun', () => {
    // 23:30 UTC on 20 November is 00:30 on 21 November in Lagos: ten days to 1 December.
    expect(at('2026-11-20T23:30:00Z')).toEqual({ daysLeft: 10, elapsed: 67 });
    expect(at('2026-11-20T22:59:00Z')).toEqual({ daysLeft: 11, elapsed: 63 });
    expect(at('2026-11-21T22:00:00Z')).toEqual({ daysLeft: 10, elapsed: 67 });
  });

  it('leaves no day on the maturity day, from its first minute in Lagos, and the whole term elapsed', () => {
    expect(at('2026-11-30T23:00:00Z')).toEqual({ daysLeft: 0, elapsed: 100 });
    expect(at('2026-12-01T12:00:00Z')).toEqual({ daysLeft: 0, elapsed: 100 });
    expect(at('2026-11-30T22:59:00Z')).toEqual({ daysLeft: 1, elapsed: 97 });
    expect(at('2027-01-05T12:00:00Z')).toEqual({ daysLeft: 0, elapsed: 100 });
    expect(at('2026-10-01T12:00:00Z')).toEqual({ daysLeft: 61, elapsed: 0 });
  });
});

describe('a Stash’s value at maturity', () => {
  it('is the amount plus simple interest at its lock period’s rate over the period’s minimum, as the original asked for it', async () => {
    // 90 days at 10% per annum: 50,000 × 10/100 × 90/365 = 1,232.876… -> 1,232.88.
    expect(stashFutureValueOf(50_000, '90', '1')).toBe(51_232.88);
    expect(stashFutureValueOf(10_000, '365', '1')).toBe(11_300);
    const me = await customer(Scenario.freshUser);
    expect(await me.send('GET', '/api/v1/util/future_value?Principal=50000&Tenor=90&Product=0103&Currency=1')).toMatchObject({ status: 200, data: { value: 51_232.88 } });
    expect(await me.send('GET', '/api/v1/util/future_value?Principal=50000&Tenor=45&Product=0103&Currency=1')).toMatchObject({ status: 400, messages: [UNKNOWN_TENOR], data: { field: 'Tenor' } });
  });

  it('is refused naming Product when the query has none, or one that is neither a Stash nor a core plan', async () => {
    const me = await customer(Scenario.freshUser);
    for (const product of ['', '&Product=9999']) {
      expect(await me.send('GET', `/api/v1/util/future_value?Principal=50000&Tenor=90&Currency=1${product}`)).toMatchObject({ status: 400, data: { field: 'Product' } });
    }
  });
});

describe('a core plan', () => {
  it('waits for its money, then opens in the Core Savings list and moves the totals when paid by card', async () => {
    const me = await customer(Scenario.freshUser);
    const created = await me.send('POST', '/api/v1/user/coreaccount', {
      name: "Ada's Home plan", ccyCode: '1', target: '50000', startDate: lagosDayIn(0), endDate: lagosDayIn(100), earnInterest: 'true', frequency: '0', amount: '50000', isAutomated: true,
    });
    expect(created.status).toBe(200);
    const { reference } = created.data as { reference: string };
    expect(me.accounts()).toHaveLength(0);
    // A fresh customer has no card: seed one payment by card the way the card provider would settle it.
    settle(served.mock.store, me.user(), paymentOf(served.mock.store, me.user(), reference), 'card');
    const listed = (await me.send('GET', '/api/v1/user/accountbyproduct?productCode=0201')).data as { name: string; contribution: number; target: number }[];
    expect(listed).toEqual([expect.objectContaining({ name: "Ada's Home plan", contribution: 50000, target: 50000 })]);
    expect(await me.totNaira()).toBe(50000);
    expect(me.user().todo.savingsCreated).toBe(true);
  });

  it('refuses an image that is not the customer’s upload, naming imageRef', async () => {
    const me = await customer();
    const answer = await me.send('POST', '/api/v1/user/coreaccount', {
      name: 'x', ccyCode: '1', target: 1000, startDate: lagosDayIn(0), endDate: lagosDayIn(30), earnInterest: false, frequency: '7', amount: 250, imageRef: 'UPL-nobody', isAutomated: true,
    });
    expect(answer).toMatchObject({ status: 400, data: { field: 'imageRef' } });
  });
});

describe('ending a Stash early', () => {
  it('pays principal plus half the interest into Vibe cash, records it and moves the totals; POST works too', async () => {
    const me = await customer();
    const stash = me.accounts().find((a) => a.product === '0103')!;
    const wallet = () => me.accounts().find((a) => a.isDefaultPurse)!.contribution;
    const [walletBefore, totalBefore] = [wallet(), await me.totNaira()];
    const charge = Math.round(stash.interestAccrued * 50) / 100;
    const answer = await me.send('POST', '/api/v1/user/Terminate_Savings_Plan', { productCode: '0103', accountNo: stash.id, currency: 1 });
    expect(answer).toMatchObject({ status: 200, success: true });
    expect(wallet()).toBeCloseTo(walletBefore + stash.contribution + stash.interestAccrued - charge, 2);
    // The Stash's balance moves into Vibe cash with the interest it keeps: the total grows by that interest.
    expect(await me.totNaira()).toBeCloseTo(totalBefore + stash.interestAccrued - charge, 2);
    expect(me.accounts().some((a) => a.id === stash.id)).toBe(false);
    expect(served.mock.store.owned('transactions', me.id).some((t) => t.descr.includes('terminated early'))).toBe(true);
    const again = await me.send('PUT', '/api/v1/user/Terminate_Savings_Plan', { productCode: '0103', accountNo: stash.id, currency: 1 });
    expect(again).toMatchObject({ status: 404, messages: [STASH_NOT_FOUND] });
  });

  it('takes no breakage fee on or after its maturity date: principal and all the interest into Vibe cash', async () => {
    for (const [when, options, maturity] of [['the day after', { stashMaturity: 'passed' }, null], ['the maturity day itself', {}, lagosDayIn(0)]] as const) {
      const me = await customer(Scenario.saver, options);
      const stash = me.accounts().find((a) => a.product === '0103')!;
      if (maturity) stash.maturityDate = maturity;
      expect(stash.maturityDate, when).toBe(maturity ?? lagosDayIn(-1));
      const wallet = () => me.accounts().find((a) => a.isDefaultPurse)!.contribution;
      const [walletBefore, totalBefore] = [wallet(), await me.totNaira()];
      const answer = await me.send('PUT', '/api/v1/user/Terminate_Savings_Plan', { productCode: '0103', accountNo: stash.id, currency: 1 });
      expect(answer, when).toMatchObject({ status: 200, success: true });
      expect(wallet(), when).toBeCloseTo(walletBefore + stash.contribution + stash.interestAccrued, 2);
      expect(await me.totNaira(), when).toBeCloseTo(totalBefore + stash.interestAccrued, 2);
      expect(served.mock.store.owned('transactions', me.id).some((t) => t.descr === 'Stash ended at maturity, paid into Vibe cash'), when).toBe(true);
    }
  });

  it('still takes the fee the day before its maturity date', async () => {
    const me = await customer();
    const stash = me.accounts().find((a) => a.product === '0103')!;
    stash.maturityDate = lagosDayIn(1);
    const walletBefore = me.accounts().find((a) => a.isDefaultPurse)!.contribution;
    await me.send('PUT', '/api/v1/user/Terminate_Savings_Plan', { productCode: '0103', accountNo: stash.id, currency: 1 });
    expect(me.accounts().find((a) => a.isDefaultPurse)!.contribution).toBeCloseTo(walletBefore + stash.contribution + stash.interestAccrued - Math.round(stash.interestAccrued * 50) / 100, 2);
  });

  it('refuses a core plan: only a Stash can end early', async () => {
    const me = await customer();
    const plan = me.accounts().find((a) => a.product === '0201')!;
    const answer = await me.send('PUT', '/api/v1/user/Terminate_Savings_Plan', { productCode: '0201', accountNo: plan.id, currency: 1 });
    expect(answer).toMatchObject({ status: 400, data: { field: 'productCode' } });
  });
});

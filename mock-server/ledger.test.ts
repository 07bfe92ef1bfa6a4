// No sequence of payments creates or loses money: a seeded random run of Stash creations, card payments
// (start and OTP confirmation, right and wrong codes, repeated), wallet payments and repeats over a few
// customers, then every balance and transaction is summed in kobo. Terminations, transfers and
// withdrawals are not built yet; they join this run when they are.
import { describe, expect, it } from 'vitest';
import { Scenario } from '../fixtures/scenarios.ts';
import { fromKobo, toKobo } from '../src/lib/money.ts';
import { userSummary } from './domain/dashboard.ts';
import { OTP_CODE } from './otp.ts';
import { prng } from './prng.ts';
import { mockServer, signedInCustomer } from './test-server.ts';

const served = mockServer();
const { store } = served.mock;

async function send(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${served.base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, ...((await res.json()) as { success: boolean; data: unknown }) };
}

async function saver() {
  const created = await signedInCustomer(served.base, Scenario.saver);
  return { id: created.id, token: created.token, cardIds: store.owned('cards', created.id).map((c) => c.id), references: [] as string[], challenges: new Map<string, string>() };
}

/** Everything the customer holds, in kobo, and the history so far. */
function books(userId: string) {
  const accounts = store.owned('accounts', userId);
  const summary = userSummary(accounts);
  const wallet = accounts.find((a) => a.product === '0106' && a.isDefaultPurse)!;
  const amounts = [...accounts.map((a) => a.contribution), summary.totNaira, summary.totAmt, ...store.owned('transactions', userId).map((t) => t.value)];
  return {
    held: accounts.reduce((sum, a) => sum + toKobo(a.contribution), 0),
    wallet: toKobo(wallet.contribution),
    totNaira: toKobo(summary.totNaira),
    stashes: accounts.filter((a) => a.product === '0103').length,
    transactions: store.owned('transactions', userId).length,
    /** Amounts that are not exactly a whole number of kobo (rounding residue). */
    inexact: amounts.filter((n) => fromKobo(toKobo(n)) !== n),
  };
}

// Ordinary amounts, amounts in kobo, and the ones that created money or broke balances before.
const AMOUNTS = [5000, 1234.56, 0.01, 0.1, 0.2, 99.99, 250_000, 0.004, 10.005, 33.333, 1e-9, 1e308, 1e21, -50, 0];

describe('the ledger', () => {
  it('neither creates nor loses a kobo over a seeded random run of payments', async () => {
    const random = prng(20261123);
    const { pick } = random;
    const customers = await Promise.all([saver(), saver(), saver()]);
    const before = new Map(customers.map((c) => [c.id, books(c.id)]));

    for (let step = 0; step < 400; step += 1) {
      const me = pick(customers);
      // Now and then, someone else's reference: it must be nobody's payment to make.
      const reference = random() < 0.1 ? pick(pick(customers).references) : pick(me.references);
      const move = random();
      if (move < 0.3 || !reference) {
        const amount = pick(AMOUNTS);
        const created = await send('POST', '/api/v1/user/stash', me.token, { amount, frequency: pick(['30', '90', '180', '365']), ccyCode: '1' });
        if (created.success) me.references.push((created.data as { reference: string }).reference);
      } else if (move < 0.5) {
        await send('POST', '/api/v1/transfer/fundbypurse', me.token, { transId: reference });
      } else if (move < 0.7) {
        const started = await send('POST', '/api/v1/transfer/accountbycard', me.token, { cardId: pick(me.cardIds), transId: reference });
        if (started.success) me.challenges.set(reference, (started.data as { id: string }).id);
      } else {
        const challengeId = me.challenges.get(reference) ?? 'CHL0';
        await send(pick(['PUT', 'POST']), '/api/v1/transfer/accountbycard', me.token, { token: random() < 0.8 ? OTP_CODE : '000000', transId: reference, challengeId });
      }
    }

    let paidSomething = 0;
    for (const { id } of customers) {
      const start = before.get(id)!;
      const end = books(id);
      const mine = store.owned('payments', id).filter((p) => p.status === 'paid');
      const byCard = mine.filter((p) => p.paidBy === 'card').reduce((sum, p) => sum + toKobo(p.amount), 0);
      const byWallet = mine.filter((p) => p.paidBy === 'wallet').reduce((sum, p) => sum + toKobo(p.amount), 0);
      const newHistory = store.owned('transactions', id).slice(start.transactions);
      paidSomething += mine.length;

      expect(end.inexact, 'every stored amount is a whole number of kobo').toEqual([]);
      // Card money comes from outside, recorded as a transaction; wallet money only moves inside.
      expect(end.held - start.held, 'accounts grew by the card payments and nothing else').toBe(byCard);
      expect(start.wallet - end.wallet, 'the wallet lost what it paid and nothing else').toBe(byWallet);
      expect(end.totNaira - start.totNaira, 'the summary grew by the card payments').toBe(byCard);
      expect(end.stashes - start.stashes, 'one Stash per payment made').toBe(mine.length);
      expect(newHistory.map((t) => t.reference).sort(), 'one transaction per payment made').toEqual(mine.map((p) => p.reference).sort());
      expect(newHistory.reduce((sum, t) => sum + toKobo(t.value), 0)).toBe(byCard + byWallet);
    }
    expect(paidSomething, 'the run paid for something').toBeGreaterThan(20);
  }, 60_000);

  it('refuses 200 payments of ₦0.004 instead of minting ₦0.80', async () => {
    const me = await saver();
    const start = books(me.id);
    for (let i = 0; i < 200; i += 1) {
      const created = await send('POST', '/api/v1/user/stash', me.token, { amount: 0.004, frequency: '30', ccyCode: '1' });
      expect(created).toMatchObject({ status: 400, success: false, data: { field: 'amount' } });
    }
    expect(books(me.id)).toEqual(start);
  }, 60_000);
});

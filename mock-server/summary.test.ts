// The totals are worked out from the accounts on every read: the summary and the portfolio equal what the
// customer holds, dollars valued in naira at the mock's rate.
import { describe, expect, it } from 'vitest';
import { buildUser, type AccountRecord } from '../fixtures/builders.ts';
import { Scenario } from '../fixtures/scenarios.ts';
import { portfolio } from './domain/account.ts';
import { NAIRA_PER_DOLLAR, userSummary } from './domain/dashboard.ts';
import { mockServer, signedInCustomer } from './test-server.ts';

const served = mockServer();
const userId = buildUser('summary-unit').id;

const held = (product: AccountRecord['product'], currency: string, contribution: number, interestAccrued = 0): AccountRecord => ({
  userId,
  id: `${product}-${currency}-${contribution}`,
  product,
  name: product,
  currency,
  contribution,
  target: 0,
  interestAccrued,
  rate: 0,
  startDate: '2026-01-01',
  maturityDate: '2027-01-01',
  image: null,
  isGroup: false,
  nameClass: null,
  isDefaultPurse: false,
});

describe('the summary of the accounts', () => {
  it('is zero without accounts', () => {
    expect(userSummary([])).toEqual({ totAmt: 0, totDollar: 0, totNaira: 0 });
  });

  it('adds every naira account (purses, Stash, plans) and every dollar account apart, the dollars valued in naira in the total', () => {
    const accounts = [held('0106', '1', 1000.1), held('0103', 'NGN', 2000.2, 99), held('0201', '1', 3000), held('0201', '2', 10.5), held('0106', 'USD', 4.25)];
    expect(userSummary(accounts)).toEqual({ totNaira: 6000.3, totDollar: 14.75, totAmt: 6000.3 + 14.75 * NAIRA_PER_DOLLAR });
  });

  it('leaves out interest not yet paid', () => {
    expect(userSummary([held('0103', '1', 500, 40)]).totNaira).toBe(500);
  });

  it('gives the portfolio its totals in naira, dollars valued as the summary does', () => {
    const { savings, myPurse } = portfolio([held('0201', '1', 3000), held('0201', '2', 10), held('0106', '1', 100), held('0106', '2', 1)]);
    expect(savings).toMatchObject({ totalNaira: 3000, totalDollar: 10, totalSavingsBal: 3000 + 10 * NAIRA_PER_DOLLAR });
    expect(myPurse).toEqual({ purseNairaBal: 100, purseDollarBal: 1, totalPurseBal: 100 + NAIRA_PER_DOLLAR });
  });
});

describe('GET /user/summary', () => {
  const summaryOf = async (token: string) =>
    ((await (await fetch(`${served.base}/api/v1/user/summary`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: unknown }).data;

  it('says what a saver holds, and follows the accounts when they change', async () => {
    const { id, token } = await signedInCustomer(served.base, Scenario.saver);
    const accounts = () => served.mock.store.owned('accounts', id);
    const naira = () => Math.round(accounts().reduce((sum, a) => sum + a.contribution, 0) * 100) / 100;
    expect(await summaryOf(token)).toEqual({ totAmt: naira(), totDollar: 0, totNaira: naira() });
    accounts()[0]!.contribution += 1234.5;
    accounts()[1]!.currency = '2';
    const dollars = accounts()[1]!.contribution;
    expect(await summaryOf(token)).toEqual({ totNaira: naira() - dollars, totDollar: dollars, totAmt: naira() - dollars + dollars * NAIRA_PER_DOLLAR });
  });
});

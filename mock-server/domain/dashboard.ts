// The dashboard's rules in the mock: the customer's totals, worked out from the accounts on every read, and
// the customer's transactions, newest first, a page at a time.
import type { AccountRecord, TransactionRecord, UserRecord } from '../../fixtures/builders.ts';
import type { TransactionPage, UserSummary } from '../../src/api/dashboard.ts';
import { isNaira } from '../../src/lib/format.ts';
import { roundKobo } from '../../src/lib/money.ts';
import type { Store } from '../store.ts';

/** What the mock values a dollar at in naira totals (a real backend would use the day's rate). */
export const NAIRA_PER_DOLLAR = 1500;

/** Naira and dollars together, in naira. */
export const inNairaTerms = (naira: number, dollars: number) => roundKobo(naira + dollars * NAIRA_PER_DOLLAR);

/** The balances of `accounts` in each currency: what the customer holds, interest not yet paid left out. */
export function balancesOf(accounts: AccountRecord[]) {
  const total = (naira: boolean) => roundKobo(accounts.filter((a) => isNaira(a.currency) === naira).reduce((sum, a) => sum + a.contribution, 0));
  return { naira: total(true), dollars: total(false) };
}

/** GET /user/summary: every account the customer holds (purses, Stash, plans, groups), the dollars valued in naira in totAmt. */
export function userSummary(accounts: AccountRecord[]): UserSummary {
  const { naira, dollars } = balancesOf(accounts);
  return { totAmt: inNairaTerms(naira, dollars), totDollar: dollars, totNaira: naira };
}

export function transactionsPage(store: Store, user: UserRecord, page: TransactionPage): TransactionRecord[] {
  const newestFirst = [...store.owned('transactions', user.id)].sort((a, b) => b.date.localeCompare(a.date));
  const from = (page.pageNumber - 1) * page.pageSize;
  return newestFirst.slice(from, from + page.pageSize);
}

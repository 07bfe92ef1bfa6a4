// The dashboard's rules in the mock: the customer's transactions, newest first, a page at a time.
import type { TransactionRecord, UserRecord } from '../../fixtures/builders.ts';
import type { TransactionPage } from '../../src/api/dashboard.ts';
import type { Store } from '../store.ts';

export function transactionsPage(store: Store, user: UserRecord, page: TransactionPage): TransactionRecord[] {
  const newestFirst = [...store.owned('transactions', user.id)].sort((a, b) => b.date.localeCompare(a.date));
  const from = (page.pageNumber - 1) * page.pageSize;
  return newestFirst.slice(from, from + page.pageSize);
}

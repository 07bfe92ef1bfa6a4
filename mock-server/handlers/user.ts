// The signed-in customer's own data: balances, history, onboarding flags, challenges, card linking.
import type { Router } from 'express';
import { publicGroupsCall } from '../../src/api/groups.ts';
import { cardUrlCall } from '../../src/api/payments.ts';
import { summaryCall, todoCall, transactionsCall } from '../../src/api/dashboard.ts';
import { startCardLink } from '../card-provider.ts';
import { handle } from '../route.ts';
import type { Store } from '../store.ts';
import { publicGroupView, todoView, transactionView, userSummaryView } from '../views.ts';

/** `origin` is the server's configured address: the card provider's page is on the mock itself. */
export function userHandlers(router: Router, store: Store, origin: () => string) {
  handle(router, store, summaryCall, ({ user }) => userSummaryView(user));

  handle(router, store, transactionsCall, ({ user, input }) => {
    const newestFirst = [...store.owned('transactions', user.id)].sort((a, b) => b.date.localeCompare(a.date));
    const from = (input.pageNumber - 1) * input.pageSize;
    return newestFirst.slice(from, from + input.pageSize).map(transactionView);
  });

  handle(router, store, todoCall, ({ user }) => todoView(user));

  // Public challenges move money between strangers, so the mock lists them only to customers whose
  // identity is verified (BVN confirmed): a fresh customer sees none until the BVN step is done.
  handle(router, store, publicGroupsCall, ({ user }) => (user.todo.bvnConfirmed ? store.state.publicGroups.filter((g) => g.isPublic).map(publicGroupView) : []));

  handle(router, store, cardUrlCall, ({ user }) => ({ authUrl: startCardLink(store, user.id, origin()) }));
}

// HTTP for the dashboard area (src/api/dashboard.ts): totals, recent activities and the to-do flags.
import type { dashboardCalls } from '../../src/api/dashboard.ts';
import { transactionsPage, userSummary } from '../domain/dashboard.ts';
import type { AreaHandlers } from '../route.ts';
import { todoView, transactionView } from '../views.ts';

export const dashboardHandlers: AreaHandlers<typeof dashboardCalls> = {
  summary: ({ store, user }) => userSummary(store.owned('accounts', user.id)),
  transactions: ({ input, store, user }) => transactionsPage(store, user, input).map(transactionView),
  todo: ({ user }) => todoView(user),
};

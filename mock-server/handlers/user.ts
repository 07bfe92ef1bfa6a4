// The signed-in customer's own data.
import type { Router } from 'express';
import { summaryCall } from '../../src/api/user.ts';
import { handle } from '../route.ts';
import type { Store } from '../store.ts';
import { userSummaryView } from '../views.ts';

export function userHandlers(router: Router, store: Store) {
  handle(router, store, summaryCall, ({ user }) => userSummaryView(user));
}

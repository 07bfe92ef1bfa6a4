// The mock API: json-server's stack with the documented paths, the envelope, and test-only controls.
import express, { type Router } from 'express';
import { uploadFileCall } from '../src/api/util.ts';
import { bodyErrors, boundedBodies, jsonBodiesOnly, UPLOAD_BODY_LIMIT } from './bodies.ts';
import { cardProviderRoutes } from './card-provider.ts';
import { controlRoutes } from './control.ts';
import { fail } from './envelope.ts';
import { accountHandlers } from './handlers/account.ts';
import { dashboardHandlers } from './handlers/dashboard.ts';
import { groupsHandlers } from './handlers/groups.ts';
import { identityHandlers } from './handlers/identity.ts';
import { moneyOutHandlers } from './handlers/money-out.ts';
import { paymentsHandlers } from './handlers/payments.ts';
import { pursesHandlers } from './handlers/purses.ts';
import { savingsHandlers } from './handlers/savings.ts';
import { utilHandlers } from './handlers/util.ts';
import { requestLog } from './request-log.ts';
import { originResolver, type OriginOption } from './origin.ts';
import { serveCalls, type ApiHandlers } from './route.ts';
import { createStore, type Store } from './store.ts';

/** A handler for every call the client defines, by area (src/api/registry.ts). */
export const handlers: ApiHandlers = {
  identity: identityHandlers,
  dashboard: dashboardHandlers,
  savings: savingsHandlers,
  purses: pursesHandlers,
  groups: groupsHandlers,
  payments: paymentsHandlers,
  moneyOut: moneyOutHandlers,
  account: accountHandlers,
  util: utilHandlers,
};

export interface MockApi {
  /** Mount at the server root: answers /api/* (and /__mock/* when controls are on). */
  router: Router;
  store: Store;
}

export interface MockApiOptions {
  /** Mount the test-only control routes under /__mock. */
  controls?: boolean;
  /**
   * Where this server is reached (http://127.0.0.1:PORT): the card provider's address is built from
   * it, never from a request's Host, and control routes answer only it. Defaults to DEFAULT_ORIGIN.
   */
  origin?: OriginOption;
}

export function createMockApi({ controls = true, origin }: MockApiOptions = {}): MockApi {
  const store = createStore();
  const ownOrigin = originResolver(origin);
  // Case-sensitive like a real API's paths: /API/… or /__MOCK/… is not a way around a rule.
  const router = express.Router({ caseSensitive: true });

  const log = requestLog();
  if (log) router.use('/api', log);
  // Answers about a customer's money are never kept by a browser or a proxy.
  router.use('/api', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  }, jsonBodiesOnly);
  // An upload's body is larger than any other call's; express.json leaves a body already read alone.
  router.use(uploadFileCall.path, ...boundedBodies(UPLOAD_BODY_LIMIT));
  router.use('/api', ...boundedBodies());
  serveCalls(router, store, handlers, ownOrigin);
  router.use('/api', (req, res) => fail(res, 404, [`No such endpoint: ${req.method} ${req.originalUrl.split('?')[0]}`]));
  router.use('/api', bodyErrors((res, status, message) => fail(res, status, [message])));

  // The mock's stand-in for the card provider's hosted page (GET /user/card_url points here).
  router.use(cardProviderRoutes(store));
  if (controls) router.use('/__mock', controlRoutes(store, ownOrigin));
  return { router, store };
}

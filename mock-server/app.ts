// The mock API: json-server's stack with the documented paths, the envelope, and test-only controls.
import jsonServer from 'json-server';
import express, { type ErrorRequestHandler, type Router } from 'express';
import { cardProviderRoutes } from './card-provider.ts';
import { controlRoutes } from './control.ts';
import { fail } from './envelope.ts';
import { bvnHandlers } from './handlers/bvn.ts';
import { contactHandlers } from './handlers/contact.ts';
import { identityHandlers } from './handlers/identity.ts';
import { paymentSourceHandlers } from './handlers/payment-sources.ts';
import { savingsHandlers } from './handlers/savings.ts';
import { transferHandlers } from './handlers/transfer.ts';
import { pinHandlers } from './handlers/pin.ts';
import { requestLog } from './request-log.ts';
import { userHandlers } from './handlers/user.ts';
import { utilHandlers } from './handlers/util.ts';
import { createStore, type Store } from './store.ts';

export interface MockApi {
  /** Mount at the server root: answers /api/* (and /__mock/* when controls are on). */
  router: Router;
  store: Store;
}

export function createMockApi({ controls = true }: { controls?: boolean } = {}): MockApi {
  const store = createStore();
  const router = express.Router();

  const log = requestLog();
  if (log) router.use('/api', log);
  router.use('/api', jsonServer.bodyParser);
  identityHandlers(router, store);
  userHandlers(router, store);
  pinHandlers(router, store);
  utilHandlers(router, store);
  savingsHandlers(router, store);
  transferHandlers(router, store);
  paymentSourceHandlers(router, store);
  bvnHandlers(router, store);
  contactHandlers(router, store);
  router.use('/api', (req, res) => fail(res, 404, [`No such endpoint: ${req.method} ${req.originalUrl.split('?')[0]}`]));
  const apiErrors: ErrorRequestHandler = (error: { status?: number; type?: string }, req, res, _next) => {
    if (error.type === 'entity.parse.failed') return fail(res, 400, ['The request body is not valid JSON']);
    console.error(`[mock] ${req.method} ${req.originalUrl} failed:`, error);
    return fail(res, error.status && error.status < 500 ? error.status : 500, ['Something went wrong on our side. Please try again.']);
  };
  router.use('/api', apiErrors);

  // The mock's stand-in for the card provider's hosted page (GET /user/card_url points here).
  router.use(cardProviderRoutes(store));
  if (controls) router.use('/__mock', controlRoutes(store));
  return { router, store };
}

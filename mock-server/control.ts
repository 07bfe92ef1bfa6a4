// Test-only control routes under /__mock (never mounted when serving against a real API).
import express, { type RequestHandler, type Response, type Router } from 'express';
import jsonServer, { type JsonServerRouter } from 'json-server';
import { randomUUID } from 'node:crypto';
import { PARAMS, type ParamName } from '../fixtures/provider-states.ts';
import { isScenarioName, ProviderState, Scenario, type ScenarioName, type ScenarioParams } from '../fixtures/scenarios.ts';
import { ProductCode } from '../src/api/wire.ts';
import { lagosDayIn } from '../src/lib/calendar.ts';
import { OtpOperation } from '../src/api/util.ts';
import { issueSession } from './auth.ts';
import { phoneKey, resetRequester, seedOnboardingState } from './domain/identity.ts';
import { OTP_CODE, sendOtp } from './otp.ts';
import { seedPurseState } from './domain/purses.ts';
import { seedGroupState } from './domain/groups.ts';
import { receiveTransfer, seedPaymentState } from './domain/payments.ts';
import { Refusal } from './envelope.ts';
import { seedMoneyOutState } from './domain/money-out.ts';
import { bodyErrors, boundedBodies } from './bodies.ts';
import { sameOriginOnly } from './origin.ts';
import { redactedState } from './redact.ts';
import { DEMO_CONTACTS, EmailTaken, type Store } from './store.ts';
import { contactKey, storeUpload, TINY_PNG } from './domain/util.ts';
import { isLockKind, lock, useUpRequests } from './lockout.ts';

/**
 * The parameters a provider state takes: those a real backend honours (fixtures/provider-states.ts,
 * contracts/PROVIDER-STATES.md), and the mock's own, with which its tests and journeys pin what a
 * real backend chooses itself (the pacts never send these).
 */
const MOCK_ONLY_PARAMS = ['email', 'firstName', 'lastName', 'token', 'refreshToken', 'reference', 'challengeId', 'cardId', 'registrationId', 'resetId', 'lockout', 'stashMaturity'] as const;
const PARAM_KEYS = [...(Object.keys(PARAMS) as ParamName[]), ...MOCK_ONLY_PARAMS];

const asRecord = (body: unknown) => (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;

function paramsFrom(body: unknown): ScenarioParams {
  const source = asRecord(body);
  const params: ScenarioParams = {};
  for (const key of PARAM_KEYS) if (typeof source[key] === 'string') params[key] = source[key];
  return params;
}

/** Provider-state parameters the mock would ignore: a misspelt or mistyped one must fail, not seed a default. */
const ignoredParams = (body: unknown) =>
  Object.entries(asRecord(body))
    .filter(([key, value]) => !(PARAM_KEYS as readonly string[]).includes(key) || typeof value !== 'string')
    .map(([key]) => key);

/** Seeds what a scenario's params ask for beyond the user record itself; returns what it seeded. */
function addCustomer(store: Store, scenario: ScenarioName, params: ScenarioParams, options: { replace: boolean }) {
  if (params.upload && params.upload !== 'an image') throw new Error(`unknown upload "${params.upload}"; use "an image"`);
  if (params.bankAccount && params.bankAccount !== 'none') throw new Error(`unknown bankAccount "${params.bankAccount}"; use "none"`);
  if (params.lockout && !isLockKind(params.lockout)) throw new Error(`unknown lockout "${params.lockout}"; use "sign-in" or "pin"`);
  for (const limit of ['resetRequests', 'bvnSubmissions', 'beneficiaryLookups'] as const) {
    if (params[limit] && params[limit] !== 'used up') throw new Error(`unknown ${limit} "${params[limit]}"; use "used up"`);
  }
  if (params.pendingBvn && params.pendingBvn !== 'submitted') throw new Error(`unknown pendingBvn "${params.pendingBvn}"; use "submitted"`);
  if (params.stashMaturity && params.stashMaturity !== 'passed') throw new Error(`unknown stashMaturity "${params.stashMaturity}"; use "passed"`);
  const user = store.addUser(scenario, params, options);
  if (params.lockout && isLockKind(params.lockout)) lock(store, user.id, params.lockout);
  if (params.resetRequests) useUpRequests(store, 'password-reset', resetRequester(user.email));
  if (params.bvnSubmissions) useUpRequests(store, 'bvn', user.id);
  if (params.beneficiaryLookups) useUpRequests(store, 'beneficiary-lookup', user.id);
  const uploadRef = params.upload ? storeUpload(store, user, { name: 'picture.png', content: TINY_PNG }) : null;
  const payment = { ...seedPaymentState(store, user, params), ...seedPurseState(store, user, params), ...seedGroupState(store, user, params), ...seedMoneyOutState(store, user, params) };
  // The account number of the customer's first Stash (the termination contracts name it).
  const stash = store.owned('accounts', user.id).find((a) => a.product === ProductCode.stash);
  // A Stash whose maturity date was yesterday in Lagos, for ending one without the breakage fee.
  if (params.stashMaturity && stash) stash.maturityDate = lagosDayIn(-1);
  // A fresh customer's BVN to submit: one nobody has confirmed; with pendingBvn, submitted and its OTP
  // waiting, as after POST /user/bvn.
  const bvn = scenario === Scenario.freshUser ? unusedBvn(store) : undefined;
  if (params.pendingBvn && bvn) sendOtp(store, bvn, OtpOperation.bvn, user.id);
  // The withdrawal account's id, for the calls that name it (DELETE /user/bankaccount?id=).
  const bankAccount = store.owned('bankAccounts', user.id)[0];
  // Another customer to transfer to: the first demo contact.
  const counterpart = scenario === Scenario.saver ? store.findUserByEmail(DEMO_CONTACTS[0].email) : undefined;
  return {
    user,
    seeded: {
      email: user.email,
      ...payment,
      ...(bvn ? { bvn } : {}),
      ...(params.pendingBvn ? { otp: OTP_CODE } : {}),
      ...(uploadRef ? { uploadRef } : {}),
      ...(bankAccount ? { bankAccountId: bankAccount.id } : {}),
      ...(stash ? { stashAccountNo: stash.id } : {}),
      ...(counterpart ? { counterpartEmail: counterpart.email, counterpartPhone: counterpart.phoneNumber } : {}),
    },
  };
}

/** A BVN (222 and 8 digits, as the mock's test BVNs go) that no customer has confirmed. */
function unusedBvn(store: Store) {
  const held = new Set(store.state.bvns.map((b) => b.bvn));
  let bvn = '';
  do bvn = `222${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;
  while (held.has(bvn));
  return bvn;
}

/** An e-mail address and a phone number no customer or registration holds (for a registration that must succeed). */
function unusedContact(store: Store) {
  const held = new Set([...store.state.users, ...store.state.registrations].map((p) => p.phoneNumber.replace(/\D/g, '').slice(-10)));
  let phone = '';
  do phone = `803${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  while (held.has(phone));
  return { unusedEmail: `newcomer-${randomUUID()}@example.test`, unusedPhone: `+234${phone}` };
}

const refuse = (res: Response, status: number, error: string) => void res.status(status).json({ error });

export function controlRoutes(store: Store, origin: () => string): Router {
  const router = express.Router({ caseSensitive: true });
  router.use(sameOriginOnly(origin, refuse), ...boundedBodies());

  router.get('/health', (_req, res) => {
    res.json({ ok: true });
  });

  router.post('/reset', (_req, res) => {
    store.reset();
    res.json({ ok: true });
  });

  // Creates a user from a named scenario and returns the credentials to sign in with.
  router.post('/users', (req, res) => {
    const body = (req.body ?? {}) as { scenario?: unknown };
    const scenario = body.scenario ?? Scenario.freshUser;
    if (!isScenarioName(scenario)) {
      res.status(400).json({ error: `unknown scenario; use one of: ${Object.values(Scenario).join(', ')}` });
      return;
    }
    let user: ReturnType<typeof addCustomer>['user'];
    try {
      ({ user } = addCustomer(store, scenario, paramsFrom(body), { replace: false }));
    } catch (error) {
      // Never a replacement: another test's (or the demo's) customer keeps its password and money.
      res.status(error instanceof EmailTaken ? 409 : 400).json({ error: (error as Error).message });
      return;
    }
    res.status(201).json({ id: user.id, email: user.email, password: user.password, pin: user.pin, phoneNumber: user.phoneNumber, name: `${user.firstName} ${user.lastName}` });
  });

  // Pact provider states: seed the named scenario and return a token valid for it. Anything the mock
  // cannot honour answers 400, so verification fails that interaction instead of running it unseeded.
  router.post('/provider-states', (req, res) => {
    const body = (req.body ?? {}) as { state?: unknown; params?: unknown; action?: unknown };
    if (body.action === 'teardown') {
      res.json({});
      return;
    }
    const ignored = ignoredParams(body.params);
    if (ignored.length) {
      res.status(400).json({ error: `provider state "${String(body.state)}": unknown or non-text parameter(s) ${ignored.join(', ')}; known: ${PARAM_KEYS.join(', ')}` });
      return;
    }
    if (body.state === ProviderState.signedOut) {
      const contact = unusedContact(store);
      const { registrations, contactMessages } = paramsFrom(body.params);
      for (const [name, value] of Object.entries({ registrations, contactMessages })) {
        if (value && value !== 'used up') {
          res.status(400).json({ error: `unknown ${name} "${value}"; use "used up"` });
          return;
        }
      }
      if (registrations) useUpRequests(store, 'registration', phoneKey(contact.unusedPhone));
      if (contactMessages) useUpRequests(store, 'contact', contactKey(contact.unusedEmail));
      res.json(contact);
      return;
    }
    const onboarding = seedOnboardingState(store, body.state, paramsFrom(body.params));
    if (onboarding) {
      res.json(onboarding);
      return;
    }
    if (!isScenarioName(body.state)) {
      res.status(400).json({ error: `unknown provider state "${String(body.state)}"` });
      return;
    }
    const params = paramsFrom(body.params);
    let customer: ReturnType<typeof addCustomer>;
    try {
      customer = addCustomer(store, body.state, params, { replace: true });
    } catch (error) {
      res.status(400).json({ error: `provider state "${body.state}": ${(error as Error).message}` });
      return;
    }
    // The values the pacts inject: the session's own tokens, and whatever the state seeded.
    const session = issueSession(store, customer.user.id, params.token && params.refreshToken ? { token: params.token, refreshToken: params.refreshToken } : undefined);
    res.json({ token: session.token, refreshToken: session.refreshToken, ...customer.seeded });
  });

  // A bank transfer arriving in a customer's virtual account: it pays what awaits that amount, else Vibe cash.
  router.post('/transfers', (req, res) => {
    const { accountNo, amount } = asRecord(req.body);
    if (typeof accountNo !== 'string' || typeof amount !== 'number') return refuse(res, 400, 'send { accountNo: string, amount: number (naira) }');
    try {
      res.json(receiveTransfer(store, accountNo, amount));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      refuse(res, error.status, error.messages.join(' '));
    }
  });

  // Read-only views of the state with its secrets redacted: GET /db the whole of it, GET /db/<collection>
  // one collection through json-server's router (its filters, e.g. ?userId=…), never as JSONP.
  const view: JsonServerRouter<Record<string, unknown[]>> & { render?: RequestHandler } = jsonServer.router(redactedState(store.state));
  view.render = (_req, res) => void res.json(res.locals.data);
  router.all(['/db', '/db/*'], (req, res, next) => (req.method === 'GET' ? next() : refuse(res, 405, 'the state is read-only here')));
  router.get('/db', (_req, res) => res.json(redactedState(store.state)));
  router.get('/db/:collection', (req, res, next) => {
    const { collection } = req.params;
    if (!Object.hasOwn(store.state, collection)) return refuse(res, 404, `no collection "${collection}"; see GET /__mock/db`);
    view.db.setState(redactedState(store.state));
    req.url = req.url.slice('/db'.length);
    return view(req, res, next);
  });
  router.use((_req, res) => refuse(res, 404, 'no such control route'));
  router.use(bodyErrors(refuse));
  return router;
}

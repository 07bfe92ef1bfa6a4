// The money-out and payment routes as a mock built inside the test: which handler takes which payload
// and method (a start and a confirmation share a path), and the demo contacts a new mock seeds.
// Building the mock inside each test, not as the file loads, also makes Stryker count the routes'
// registration and the seeding as reached by these tests (README, Mutation testing).
import express from 'express';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DEMO, Scenario } from '../fixtures/scenarios.ts';
import { createMockApi } from './app.ts';
import { listen } from './listen.ts';
import { NO_BANK_ACCOUNT } from './domain/money-out.ts';
import { DEMO_CONTACTS } from './store.ts';
import { request, signedInCustomer } from './test-server.ts';

/** A new mock on a free port, closed when the test ends. */
async function startMock() {
  const served = { base: '' };
  const mock = createMockApi({ controls: true, origin: () => served.base });
  const app = express();
  app.use(mock.router);
  const { server, url } = await listen(app);
  served.base = url;
  onTestFinished(() => void server.close());
  const call = (method: string, path: string, token: string | null, body?: unknown) => request(url, method, path, { body, token });
  const customer = async (scenario: string = Scenario.saver) => {
    const created = await signedInCustomer(url, scenario);
    const user = mock.store.findUser(created.id)!;
    return { ...created, name: `${user.firstName} ${user.lastName}`, send: (method: string, path: string, body?: unknown) => call(method, path, created.token, body) };
  };
  const signIn = async (email: string, password: string) => {
    const { data } = await call('POST', '/api/v1/identity/login', null, { email, password, platform: { source: 'web', id: 'test' } });
    const { token } = data as { token: string };
    return { send: (method: string, path: string, body?: unknown) => call(method, path, token, body) };
  };
  return { mock, base: url, call, customer, signIn };
}

const WITHDRAW = '/api/v1/transfer/savingswithdraw';
const BY_CARD = '/api/v1/transfer/accountbycard';
const BENEFICIARY = '/api/v1/user/beneficiary';

describe('the demo contacts', () => {
  it('are customers of a new mock, the first two saved as the demo customer’s beneficiaries', async () => {
    const { mock, signIn } = await startMock();
    const demo = await signIn(DEMO.email, DEMO.password);
    const contacts = DEMO_CONTACTS.map((c) => mock.store.findUserByEmail(c.email)!);
    expect(contacts.map((c) => `${c.firstName} ${c.lastName} ${c.phoneNumber}`)).toEqual(DEMO_CONTACTS.map((c) => `${c.firstName} ${c.lastName} ${c.phoneNumber}`));
    expect(new Set(contacts.map((c) => c.id)).size, 'three different customers').toBe(3);
    expect((await demo.send('GET', BENEFICIARY)).data).toEqual([
      { id: contacts[0]!.id, name: 'Chidi Eze', email: 'chidi.eze@example.com' },
      { id: contacts[1]!.id, name: 'Funke Adeyemi', email: 'funke.adeyemi@example.com' },
    ]);
    // Each is a saver with money in Vibe cash: the demo can send to them and they can send back.
    const tunde = await demo.send('POST', '/api/v1/user/resolve_beneficiary', { identifier: '0813 999 0003', type: '1' });
    expect(tunde.data).toMatchObject({ id: contacts[2]!.id, name: 'Tunde Bakare' });
    for (const contact of contacts) expect(mock.store.owned('accounts', contact.id).find((a) => a.isDefaultPurse)?.contribution).toBeGreaterThan(0);
  });

  it('drop off a list when the customer saved is replaced by another with the same e-mail', async () => {
    const { call, signIn } = await startMock();
    const demo = await signIn(DEMO.email, DEMO.password);
    // A provider state "this customer exists as described" replaces Chidi Eze by a new customer.
    const seeded = await call('POST', '/__mock/provider-states', null, { state: Scenario.saver, params: { email: 'chidi.eze@example.com' }, action: 'setup' });
    expect(seeded.status).toBe(200);
    const listed = await demo.send('GET', BENEFICIARY);
    expect(listed).toMatchObject({ status: 200, success: true });
    expect((listed.data as { name: string }[]).map((b) => b.name)).toEqual(['Funke Adeyemi']);
  });
});

describe('the money-out routes', () => {
  it('take a transfer and list the beneficiary it saves', async () => {
    const { mock, customer } = await startMock();
    const me = await customer();
    const other = await customer(Scenario.freshUser);
    const wallet = () => mock.store.owned('accounts', other.id).find((a) => a.isDefaultPurse)?.contribution;
    expect((await me.send('POST', '/api/v1/transfer/TransferToBeneficiary', { beneficiaryId: other.email, amount: 75, saveBeneficiary: true })).success).toBe(true);
    expect(wallet()).toBe(75);
    expect((await me.send('GET', BENEFICIARY)).data).toEqual([{ id: other.id, name: other.name, email: other.email }]);
  });

  it('tell a withdrawal start (it carries the PIN) from its confirmation, by PUT or by POST', async () => {
    const { mock, customer } = await startMock();
    const me = await customer();
    const purse = mock.store.owned('accounts', me.id).find((a) => a.product === '0106' && !a.isDefaultPurse)!;
    const before = purse.contribution;
    const start = { pin: '1234', amount: 40, reason: 'rent', remark: '', accountId: purse.id };
    const first = ((await me.send('POST', WITHDRAW, start)).data as { id: string }).id;
    const second = ((await me.send('POST', WITHDRAW, start)).data as { id: string }).id;
    expect([first, second]).toEqual([expect.stringMatching(/^WDR/), expect.stringMatching(/^WDR/)]);
    expect(purse.contribution, 'a start moves nothing').toBe(before);
    expect((await me.send('POST', WITHDRAW, { token: '123456', transId: first })).success, 'confirmed by POST').toBe(true);
    expect((await me.send('PUT', WITHDRAW, { token: '123456', transId: second })).success, 'confirmed by PUT').toBe(true);
    expect(purse.contribution).toBe(before - 80);
  });

  it('need a withdrawal bank account to start a withdrawal', async () => {
    const { mock, call, base } = await startMock();
    // A provider state's answer is its own object, not the API's envelope.
    const body = JSON.stringify({ state: Scenario.saver, params: { email: 'no-bank@example.test', bankAccount: 'none' }, action: 'setup' });
    const seeded = await fetch(`${base}/__mock/provider-states`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const { token, walletId } = (await seeded.json()) as { token: string; walletId: string };
    const refused = await call('POST', WITHDRAW, token, { pin: '1234', amount: 1, reason: 'rent', remark: '', accountId: walletId });
    expect(refused).toMatchObject({ status: 400, messages: [NO_BANK_ACCOUNT] });
    expect(mock.store.state.withdrawals).toEqual([]);
  });
});

describe('the card payment routes', () => {
  it('tell a card payment start (it names a card) from its confirmation by POST', async () => {
    const { mock, customer } = await startMock();
    const me = await customer();
    const [card] = mock.store.owned('cards', me.id);
    const { reference } = (await me.send('POST', '/api/v1/user/stash', { amount: 3000, frequency: '30', ccyCode: '1' })).data as { reference: string };
    const started = await me.send('POST', BY_CARD, { cardId: card!.id, transId: reference });
    const challengeId = (started.data as { id: string }).id;
    expect(challengeId).toMatch(/^CHL/);
    expect((await me.send('POST', BY_CARD, { token: '123456', transId: reference, challengeId })).success).toBe(true);
    expect(mock.store.owned('payments', me.id).find((p) => p.reference === reference)).toMatchObject({ status: 'paid', paidBy: 'card' });
  });
});

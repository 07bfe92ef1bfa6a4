// The mock validates requests with the client's own schemas, so an amount that is not exact money
// (1e308, Infinity sent as 1e309, ₦0.004, over the cap) is a 400 naming the field and moves nothing.
import { describe, expect, it } from 'vitest';
import { Scenario } from '../fixtures/scenarios.ts';
import { MAX_AMOUNT } from '../src/lib/amount.ts';
import { mockServer, request, signedInCustomer } from './test-server.ts';

const served = mockServer();

async function signedIn() {
  const created = await signedInCustomer(served.base, Scenario.saver);
  /** Sends a raw JSON text, so numbers JSON.stringify cannot write (1e309) reach the server as typed. */
  const stash = (amountText: string) =>
    request(served.base, 'POST', '/api/v1/user/stash', { body: `{"amount": ${amountText}, "frequency": "30", "ccyCode": "1"}`, token: created.token });
  return { id: created.id, stash };
}

describe('amounts in requests are exact money', () => {
  it.each([
    ['1e308', 'at most 100000000'],
    ['1e309', 'at most 100000000'],
    ['0.004', 'two decimal places'],
    ['"0.004"', 'two decimal places'],
    [String(MAX_AMOUNT + 0.01), 'at most 100000000'],
    ['0', 'more than zero'],
    ['-5000', 'more than zero'],
  ])('refuses a Stash of %s with a 400 naming the amount, and creates no payment', async (amount, message) => {
    const me = await signedIn();
    const before = served.mock.store.state.payments.filter((p) => p.userId === me.id).length;
    const answer = await me.stash(amount);
    expect(answer).toMatchObject({ status: 400, success: false, data: { field: 'amount' } });
    expect(answer.messages[0]).toMatch(/^amount: /);
    expect(answer.messages[0]).toContain(message);
    expect(served.mock.store.state.payments.filter((p) => p.userId === me.id).length).toBe(before);
  });

  it.each(['5000', '0.29', '"5000.50"', String(MAX_AMOUNT)])('takes a Stash of %s', async (amount) => {
    const me = await signedIn();
    const answer = await me.stash(amount);
    expect(answer.status).toBe(200);
    expect((answer.data as { reference: string }).reference).toMatch(/^STH/);
  });
});

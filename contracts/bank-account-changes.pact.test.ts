// The withdrawal bank account's changes: the banks to choose from, adding one (PIN checked, one at
// most) and deleting it by its id in the query.
import { describe, expect, it } from 'vitest';
import { addBankAccount, deleteBankAccount, getBanks } from '../src/api/money-out.ts';
import { ApiError } from '../src/api/errors.ts';
import { Scenario } from '../fixtures/scenarios.ts';
import { EXAMPLE, authHeader, eachLike, failEnvelope, like, newPact, okEnvelope, provided, refused, regex, signedInSession, useClient } from './pact.ts';

const pact = newPact();
const ADD = { accountNumber: '0123456789', bankCode: '058', pin: '1234' };

async function refusal(call: Promise<unknown>) {
  const error = await call.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).messages;
}

describe('banks', () => {
  it('lists the banks by code and name', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a request for the list of banks')
      .withRequest('GET', '/api/v1/util/bank', (b) => b.headers(authHeader))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope(eachLike({ code: regex('^\\d+$', '058'), name: like('Guaranty Trust Bank') }))))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getBanks()).resolves.toEqual([{ code: '058', name: 'Guaranty Trust Bank' }]);
      });
  });
});

describe('adding the withdrawal account', () => {
  it('adds one with the right PIN', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { bankAccount: 'none', pin: '1234' })
      .uponReceiving('a withdrawal account with the right PIN')
      .withRequest('POST', '/api/v1/user/bankaccount', (b) => b.headers(authHeader).jsonBody(ADD))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(addBankAccount(ADD)).resolves.toBeUndefined();
      });
  });

  it('refuses a wrong PIN with the server message', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { bankAccount: 'none', pin: '1234' })
      .uponReceiving('a withdrawal account with a wrong PIN')
      .withRequest('POST', '/api/v1/user/bankaccount', (b) => b.headers(authHeader).jsonBody({ ...ADD, pin: '9999' }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('The PIN you entered is incorrect')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await refusal(addBankAccount({ ...ADD, pin: '9999' }))).toEqual(['The PIN you entered is incorrect']);
      });
  });

  it('refuses a second account', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { pin: '1234' })
      .uponReceiving('a withdrawal account from a customer who has one')
      .withRequest('POST', '/api/v1/user/bankaccount', (b) => b.headers(authHeader).jsonBody(ADD))
      .willRespondWith(refused(409), (b) => b.jsonBody(failEnvelope('You already have a withdrawal account; delete it before adding another')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await refusal(addBankAccount(ADD))).toEqual(['You already have a withdrawal account; delete it before adding another']);
      });
  });
});

describe('deleting the withdrawal account', () => {
  it('deletes it by its id in the query', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request to delete the withdrawal account')
      .withRequest('DELETE', '/api/v1/user/bankaccount', (b) => b.headers(authHeader).query({ id: provided('bankAccountId') }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(deleteBankAccount(EXAMPLE.bankAccountId)).resolves.toBeUndefined();
      });
  });

  it('refuses an id that is not the customer’s account', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request to delete an unknown withdrawal account')
      .withRequest('DELETE', '/api/v1/user/bankaccount', (b) => b.headers(authHeader).query({ id: '000000' }))
      .willRespondWith(refused(404), (b) => b.jsonBody(failEnvelope('No such bank account')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await refusal(deleteBankAccount('000000'))).toEqual(['No such bank account']);
      });
  });
});

// The withdrawal bank account: the one linked account, or none.
import { describe, expect, it } from 'vitest';
import { getBankAccount } from '../src/api/money-out.ts';
import { Scenario } from '../fixtures/scenarios.ts';
import { anyId, authHeader, like, newPact, okEnvelope, regex, signedInSession, useClient } from './pact.ts';

const pact = newPact();

describe('withdrawal bank account', () => {
  it('gives the linked account: holder, number and bank', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for the bank account of a saver')
      .withRequest('GET', '/api/v1/user/bankaccount', (b) => b.headers(authHeader))
      .willRespondWith(200, (b) =>
        b.jsonBody(okEnvelope({ id: anyId('40211'), aName: like('Adaeze Okafor'), number: regex('^\\d{10,15}$', '0123456789'), bName: like('Zenith Bank') })),
      )
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getBankAccount()).resolves.toEqual({ id: '40211', aName: 'Adaeze Okafor', number: '0123456789', bName: 'Zenith Bank' });
      });
  });

  it('answers an empty object while none is linked', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a request for the bank account of a new customer')
      .withRequest('GET', '/api/v1/user/bankaccount', (b) => b.headers(authHeader))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({})))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getBankAccount()).resolves.toBeNull();
      });
  });
});

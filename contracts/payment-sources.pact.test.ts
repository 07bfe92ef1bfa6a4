// Linked cards and the virtual account: the sources the payment steps offer.
import { describe, expect, it } from 'vitest';
import { getCards, getVirtualAccount } from '../src/api/payments.ts';
import { Scenario } from '../fixtures/scenarios.ts';
import { anyId, authHeader, eachLike, like, newPact, okEnvelope, regex, signedInSession, useClient } from './pact.ts';

const pact = newPact();

describe('linked cards', () => {
  it('lists the cards of a saver with bin and last digits', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for the linked cards of a saver')
      .withRequest('GET', '/api/v1/user/card', (b) => b.headers(authHeader))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope(eachLike({ id: anyId('card-1'), bin: regex('^\\d{6}$', '412345'), pan: regex('^\\d{4}$', '6789') }))))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        const cards = await getCards();
        expect(cards[0]).toEqual({ id: 'card-1', bin: '412345', pan: '6789' });
      });
  });

  it('lists none for a fresh user', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a request for the linked cards of a new customer')
      .withRequest('GET', '/api/v1/user/card', (b) => b.headers(authHeader))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope([])))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getCards()).resolves.toEqual([]);
      });
  });
});

describe('virtual account', () => {
  it('gives the account name, number and bank to transfer to', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for the virtual account of a saver')
      .withRequest('GET', '/api/v1/user/virtual_acct', (b) => b.headers(authHeader))
      .willRespondWith(200, (b) =>
        b.jsonBody(okEnvelope({ accountName: like('Adaeze Okafor'), accountNo: regex('^\\d{10}$', '0123456789'), bank: like('Wema Bank') })),
      )
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getVirtualAccount()).resolves.toEqual({ accountName: 'Adaeze Okafor', accountNo: '0123456789', bank: 'Wema Bank' });
      });
  });

  it('answers an empty object while none is configured', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a request for the virtual account of a new customer')
      .withRequest('GET', '/api/v1/user/virtual_acct', (b) => b.headers(authHeader))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({})))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getVirtualAccount()).resolves.toBeNull();
      });
  });
});

// Stash creation and the Stash accounts list: what the client sends and the fields it reads.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/errors.ts';
import { createStash, getCoreAccounts, getStashAccounts } from '../src/api/savings.ts';
import { getPurseAccounts } from '../src/api/purses.ts';
import { Scenario } from '../fixtures/scenarios.ts';
import { anyId, authHeader, boolean, eachLike, failEnvelope, integer, like, newPact, okEnvelope, refused, regex, signedInSession, useClient } from './pact.ts';

const pact = newPact();

describe('stash', () => {
  it('creates a stash and returns its reference', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request to create a stash')
      .withRequest('POST', '/api/v1/user/stash', (b) => b.headers(authHeader).jsonBody({ amount: 250000, frequency: '90', ccyCode: '1' }))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ reference: like('STH0001') })))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(createStash({ amount: 250000, frequency: '90', ccyCode: '1' })).resolves.toBe('STH0001');
      });
  });

  it('refuses a lock period that is not on offer with the server message', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request to create a stash with an unknown lock period')
      .withRequest('POST', '/api/v1/user/stash', (b) => b.headers(authHeader).jsonBody({ amount: 5000, frequency: '7', ccyCode: '1' }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('Choose one of the lock periods on offer')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        const error = await createStash({ amount: 5000, frequency: '7', ccyCode: '1' }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).messages).toEqual(['Choose one of the lock periods on offer']);
      });
  });
});

describe('stash accounts', () => {
  it('lists the stashes of a saver', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for the stash accounts of a saver')
      .withRequest('GET', '/api/v1/user/accountbyproduct', (b) => b.headers(authHeader).query({ productCode: '0103' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          okEnvelope(
            eachLike({
              id: anyId('3020145567'),
              name: like('Stash'),
              daysLeft: integer(120),
              contribution: like(250000.5),
              maturityDate: regex('^\\d{4}-\\d{2}-\\d{2}', '2027-05-01'),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        const accounts = await getStashAccounts();
        expect(accounts[0]).toEqual({ id: '3020145567', name: 'Stash', daysLeft: 120, contribution: 250000.5, maturityDate: '2027-05-01' });
      });
  });

  it('lists none for a fresh user', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a request for the stash accounts of a new customer')
      .withRequest('GET', '/api/v1/user/accountbyproduct', (b) => b.headers(authHeader).query({ productCode: '0103' }))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope([])))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getStashAccounts()).resolves.toEqual([]);
      });
  });
});

describe('core plan and purse accounts', () => {
  it('lists the core plans of a saver with their progress', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for the core savings accounts of a saver')
      .withRequest('GET', '/api/v1/user/accountbyproduct', (b) => b.headers(authHeader).query({ productCode: '0201' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          okEnvelope(
            eachLike({
              id: anyId('3020145568'),
              name: like("Adaeze's Home plan"),
              isGroup: boolean(false),
              tenureElapsed: integer(40),
              contribution: like(500000),
              target: like(2500000),
              currency: { code: like('NGN') },
              interestAccrued: like(1200.5),
              maturityDate: regex('^\\d{4}-\\d{2}-\\d{2}', '2027-08-01'),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        const [plan] = await getCoreAccounts();
        expect(plan).toEqual({
          id: '3020145568',
          name: "Adaeze's Home plan",
          isGroup: false,
          tenureElapsed: 40,
          contribution: 500000,
          target: 2500000,
          currency: { code: 'NGN' },
          interestAccrued: 1200.5,
          maturityDate: '2027-08-01',
        });
      });
  });

  it('lists the purses of a saver with their balances', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for the purse accounts of a saver')
      .withRequest('GET', '/api/v1/user/accountbyproduct', (b) => b.headers(authHeader).query({ productCode: '0106' }))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope(eachLike({ id: anyId('3020145569'), name: like('Vibe cash'), availableBalance: like(450000) }))))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        const [purse] = await getPurseAccounts();
        expect(purse).toEqual({ id: '3020145569', name: 'Vibe cash', availableBalance: 450000 });
      });
  });
});

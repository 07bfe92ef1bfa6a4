// The dashboard area: the balance summary, the recent transactions and the to-do flags.
import { describe, expect, it } from 'vitest';
import { ApiError, SessionExpiredError } from '../src/api/errors.ts';
import { getSummary, getTodo, getTransactions } from '../src/api/dashboard.ts';
import { ProviderState, Scenario } from '../fixtures/scenarios.ts';
import { authHeader, eachLike, failEnvelope, integer, ISO_DATE, like, newPact, number, okEnvelope, refused, regex, signedInReadsWithoutSession, signedInSession, useClient } from './pact.ts';

const pact = newPact();

describe('user summary', () => {
  it('reads the three balances', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for the balance summary')
      .withRequest('GET', '/api/v1/user/summary', (b) => b.headers(authHeader))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ totAmt: like(1250000.5), totDollar: like(820.25), totNaira: like(20000.75) })))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getSummary()).resolves.toEqual({ totAmt: 1250000.5, totDollar: 820.25, totNaira: 20000.75 });
      });
  });

  it('reports a fresh user with zero balances', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a request for the balance summary of a new customer')
      .withRequest('GET', '/api/v1/user/summary', (b) => b.headers(authHeader))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ totAmt: number(0), totDollar: number(0), totNaira: number(0) })))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getSummary()).resolves.toEqual({ totAmt: 0, totDollar: 0, totNaira: 0 });
      });
  });

  it('is refused with an unknown bearer token', async () => {
    await pact
      .addInteraction()
      .given(ProviderState.signedOut)
      .uponReceiving('a request for the balance summary with an unknown token')
      .withRequest('GET', '/api/v1/user/summary', (b) => b.headers({ Authorization: 'Bearer unknown-token' }))
      .willRespondWith(401, (b) => b.jsonBody(failEnvelope('Authorization token is invalid')))
      .executeTest(async (server) => {
        // Without a refresh token the client cannot renew after a 401, so it signs out at once.
        const store = useClient(server, { name: 'Ada', token: 'unknown-token', refreshToken: '', expiresAt: Date.now() + 60_000 });
        await expect(getSummary()).rejects.toBeInstanceOf(SessionExpiredError);
        expect(store.current).toBeNull();
      });
  });
});

const firstPage = { pageNumber: '1', pageSize: '5' };

describe('recent activities', () => {
  it('reads the latest page of transactions', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for the first five transactions')
      .withRequest('GET', '/api/v1/user/transaction', (b) => b.query(firstPage).headers(authHeader))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          okEnvelope(
            eachLike({
              descr: like('Card funding'),
              reference: like('TRX0123456789'),
              date: regex(ISO_DATE, '2026-10-30T09:00:00.000Z'),
              value: like(150000),
              type: integer(2),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getTransactions()).resolves.toEqual([{ descr: 'Card funding', reference: 'TRX0123456789', date: '2026-10-30T09:00:00.000Z', value: 150000, type: 2 }]);
      });
  });

  it('reports no transactions for a new customer', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a request for the first five transactions of a new customer')
      .withRequest('GET', '/api/v1/user/transaction', (b) => b.query(firstPage).headers(authHeader))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope([])))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getTransactions()).resolves.toEqual([]);
      });
  });

  it('refuses an empty page with the server message', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for a page of zero transactions')
      .withRequest('GET', '/api/v1/user/transaction', (b) => b.query({ pageNumber: '1', pageSize: '0' }).headers(authHeader))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('pageSize: Expected a number greater than or equal to 1')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        const error = await getTransactions({ pageNumber: 1, pageSize: 0 }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).messages).toHaveLength(1);
      });
  });
});

const flags = (value: boolean) => ({ bvnConfirmed: value, riskProfiled: value, cardLinked: value, savingsCreated: value, withdrawalAccount: value });

describe('to-do flags', () => {
  it('reports every onboarding step open for a new customer', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a request for the to-do flags of a new customer')
      .withRequest('GET', '/api/v1/user/todo', (b) => b.headers(authHeader))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope(flags(false))))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getTodo()).resolves.toEqual(flags(false));
      });
  });

  it('reports every onboarding step done for a saver', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for the to-do flags of a saver')
      .withRequest('GET', '/api/v1/user/todo', (b) => b.headers(authHeader))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope(flags(true))))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getTodo()).resolves.toEqual(flags(true));
      });
  });
});

signedInReadsWithoutSession(pact, [
  { what: 'the to-do flags', path: '/api/v1/user/todo', read: getTodo },
]);

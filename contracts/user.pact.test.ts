// The signed-in customer's own data.
import { describe, expect, it } from 'vitest';
import { SessionExpiredError } from '../src/api/errors.ts';
import { getSummary } from '../src/api/user.ts';
import { ProviderState, Scenario } from '../fixtures/scenarios.ts';
import { authHeader, decimal, failEnvelope, newPact, okEnvelope, signedInSession, useClient } from './pact.ts';

const pact = newPact();

describe('user summary', () => {
  it('reads the three balances', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for the balance summary')
      .withRequest('GET', '/api/v1/user/summary', (b) => b.headers(authHeader))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ totAmt: decimal(1250000.5), totDollar: decimal(820.25), totNaira: decimal(20000.75) })))
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
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ totAmt: 0, totDollar: 0, totNaira: 0 })))
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

// Sign-in and session renewal: what the client sends and the fields it reads back.
import { describe, expect, it } from 'vitest';
import { ApiError, SessionExpiredError } from '../src/api/errors.ts';
import { login, refresh } from '../src/api/identity.ts';
import { WEB_PLATFORM } from '../src/api/platform.ts';
import { DEMO, ProviderState, Scenario } from '../fixtures/scenarios.ts';
import { failEnvelope, like, newPact, okEnvelope, useClient } from './pact.ts';

const pact = newPact();
const tokens = { name: like('Adaeze Okafor'), token: like('tok_abc'), refreshToken: like('ref_abc') };

describe('identity', () => {
  it('signs in with e-mail and password and keeps the tokens', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { email: DEMO.email, password: DEMO.password })
      .uponReceiving('a sign-in with valid credentials')
      .withRequest('POST', '/api/v1/identity/login', (b) => b.jsonBody({ email: DEMO.email, password: DEMO.password, platform: WEB_PLATFORM }))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope(tokens)))
      .executeTest(async (server) => {
        useClient(server);
        const before = Date.now();
        const session = await login({ email: DEMO.email, password: DEMO.password });
        expect(session).toMatchObject({ name: 'Adaeze Okafor', token: 'tok_abc', refreshToken: 'ref_abc' });
        expect(session.expiresAt - before).toBeGreaterThanOrEqual(3_600_000);
      });
  });

  it('refuses a wrong password with the server message', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { email: DEMO.email, password: DEMO.password })
      .uponReceiving('a sign-in with a wrong password')
      .withRequest('POST', '/api/v1/identity/login', (b) => b.jsonBody({ email: DEMO.email, password: 'wrong-password', platform: WEB_PLATFORM }))
      .willRespondWith(400, (b) => b.jsonBody(failEnvelope('Invalid email or password')))
      .executeTest(async (server) => {
        useClient(server);
        const error = await login({ email: DEMO.email, password: 'wrong-password' }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).messages[0]).toBe('Invalid email or password');
      });
  });

  it('renews an expired session with its refresh token', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { token: 'expired-token', refreshToken: 'refresh-token' })
      .uponReceiving('a session refresh with a valid refresh token')
      .withRequest('POST', '/api/v1/identity/refresh', (b) => b.jsonBody({ token: 'expired-token', refreshToken: 'refresh-token' }))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope(tokens)))
      .executeTest(async (server) => {
        const store = useClient(server, { name: 'Adaeze Okafor', token: 'expired-token', refreshToken: 'refresh-token', expiresAt: Date.now() - 1 });
        const renewed = await refresh();
        expect(renewed).toMatchObject({ token: 'tok_abc', refreshToken: 'ref_abc' });
        expect(store.current?.token).toBe('tok_abc');
      });
  });

  it('signs out when the refresh token is refused', async () => {
    await pact
      .addInteraction()
      .given(ProviderState.signedOut)
      .uponReceiving('a session refresh with an unknown refresh token')
      .withRequest('POST', '/api/v1/identity/refresh', (b) => b.jsonBody({ token: 'revoked-token', refreshToken: 'revoked-refresh' }))
      .willRespondWith(401, (b) => b.jsonBody(failEnvelope('Your session has ended. Please sign in again.')))
      .executeTest(async (server) => {
        const store = useClient(server, { name: 'Ada', token: 'revoked-token', refreshToken: 'revoked-refresh', expiresAt: Date.now() - 1 });
        await expect(refresh()).rejects.toBeInstanceOf(SessionExpiredError);
        expect(store.current).toBeNull();
      });
  });
});

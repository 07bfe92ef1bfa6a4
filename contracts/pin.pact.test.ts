// The transaction PIN set at the end of registration.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/errors.ts';
import { createPin } from '../src/api/identity.ts';
import { WEB_PLATFORM } from '../src/api/identity.ts';
import { Scenario } from '../fixtures/scenarios.ts';
import { authHeader, failEnvelope, newPact, refused, signedInSession, useClient } from './pact.ts';

const pact = newPact();

describe('PIN creation', () => {
  it('sets the first PIN of a new customer', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a first transaction PIN')
      .withRequest('POST', '/api/v1/user/pin', (b) => b.headers(authHeader).jsonBody({ pin: '2580', platform: WEB_PLATFORM }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(createPin('2580')).resolves.toBeUndefined();
      });
  });

  it('refuses a second PIN with the server message', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a first transaction PIN from a customer who has one')
      .withRequest('POST', '/api/v1/user/pin', (b) => b.headers(authHeader).jsonBody({ pin: '2580', platform: WEB_PLATFORM }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('A PIN has already been set for this account')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        const error = await createPin('2580').catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).messages).toEqual(['A PIN has already been set for this account']);
      });
  });
});

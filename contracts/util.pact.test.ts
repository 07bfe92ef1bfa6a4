// Utility calls: the OTP resend of a registration (operation type 1).
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/errors.ts';
import { OtpOperation, resendOtp } from '../src/api/util.ts';
import { ProviderState } from '../fixtures/scenarios.ts';
import { EXAMPLE, failEnvelope, newPact, provided, refused, useClient } from './pact.ts';

const pact = newPact();


describe('OTP resend', () => {
  it('sends the registration OTP again', async () => {
    await pact
      .addInteraction()
      .given(ProviderState.registrationStarted)
      .uponReceiving('a resend of the registration OTP')
      .withRequest('POST', '/api/v1/util/resendotp', (b) => b.jsonBody({ id: provided('registrationId'), operationType: 1 }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server);
        await expect(resendOtp(EXAMPLE.registrationId, OtpOperation.registration)).resolves.toBeUndefined();
      });
  });

  it('refuses a resend for an unknown registration with the server message', async () => {
    await pact
      .addInteraction()
      .given(ProviderState.signedOut)
      .uponReceiving('a resend of the OTP of an unknown registration')
      .withRequest('POST', '/api/v1/util/resendotp', (b) => b.jsonBody({ id: 'reg-unknown', operationType: 1 }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('We could not find that request. Please start again.')))
      .executeTest(async (server) => {
        useClient(server);
        const error = await resendOtp('reg-unknown', OtpOperation.registration).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).messages).toEqual(['We could not find that request. Please start again.']);
      });
  });
});

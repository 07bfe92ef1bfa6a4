// BVN verification: submitting the BVN, confirming its OTP, and resending that OTP (operation type 6).
import { describe, expect, it } from 'vitest';
import { confirmBvn, resendBvnOtp, submitBvn } from '../src/api/identity.ts';
import { ApiError } from '../src/api/errors.ts';
import { Scenario } from '../fixtures/scenarios.ts';
import { authHeader, EXAMPLE, failEnvelope, newPact, provided, refused, signedInSession, useClient } from './pact.ts';

const pact = newPact();
const BVN = '22212345678';
/** Submitted but never confirmed by any interaction, so it is never linked to another customer. */
const SUBMITTED = '22211111111';
/** No interaction submits this one, so no OTP can be waiting for it whatever ran before. */
const NEVER_SUBMITTED = '22200000000';
const accepted = { success: true };

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).messages;
};

describe('BVN submission', () => {
  it('accepts a BVN and sends its OTP', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a BVN from a customer who has not verified one')
      .withRequest('POST', '/api/v1/user/bvn', (b) => b.headers(authHeader).jsonBody({ bvn: SUBMITTED }))
      .willRespondWith(200, (b) => b.jsonBody(accepted))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(submitBvn(SUBMITTED)).resolves.toBeUndefined();
      });
  });

  it('refuses a second BVN once one is verified', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a BVN from a customer whose BVN is already verified')
      .withRequest('POST', '/api/v1/user/bvn', (b) => b.headers(authHeader).jsonBody({ bvn: BVN }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('Your BVN has already been verified')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await refusal(submitBvn(BVN))).toEqual(['Your BVN has already been verified']);
      });
  });
});

describe('BVN confirmation', () => {
  it('confirms the BVN with the OTP', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser, { pendingBvn: BVN })
      .uponReceiving('the OTP for a submitted BVN')
      .withRequest('PUT', '/api/v1/user/bvn', (b) => b.headers(authHeader).jsonBody({ id: BVN, token: provided('otp') }))
      .willRespondWith(200, (b) => b.jsonBody(accepted))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(confirmBvn(BVN, EXAMPLE.otp)).resolves.toBeUndefined();
      });
  });

  it('refuses a wrong OTP with the server message', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser, { pendingBvn: BVN })
      .uponReceiving('a wrong OTP for a submitted BVN')
      .withRequest('PUT', '/api/v1/user/bvn', (b) => b.headers(authHeader).jsonBody({ id: BVN, token: '000000' }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('The OTP you entered is incorrect or has expired')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await refusal(confirmBvn(BVN, '000000'))).toEqual(['The OTP you entered is incorrect or has expired']);
      });
  });
});

describe('BVN OTP resend', () => {
  it('sends the OTP again with operation type 6', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser, { pendingBvn: BVN })
      .uponReceiving('a resend of the OTP for a submitted BVN')
      .withRequest('POST', '/api/v1/util/resendotp', (b) => b.jsonBody({ id: BVN, operationType: 6 }))
      .willRespondWith(200, (b) => b.jsonBody(accepted))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(resendBvnOtp(BVN)).resolves.toBeUndefined();
      });
  });

  it('refuses a resend when no BVN is waiting for its OTP', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a resend of a BVN OTP that was never sent')
      .withRequest('POST', '/api/v1/util/resendotp', (b) => b.jsonBody({ id: NEVER_SUBMITTED, operationType: 6 }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('We could not find that request. Please start again.')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await refusal(resendBvnOtp(NEVER_SUBMITTED))).toEqual(['We could not find that request. Please start again.']);
      });
  });
});

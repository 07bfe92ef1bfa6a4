// Interest rates per product and the payment OTP resend (operation 4 with a transaction, 5 without).
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/errors.ts';
import { getProductInterest, OtpOperation, resendOtp } from '../src/api/util.ts';
import { Scenario } from '../fixtures/scenarios.ts';
import { authHeader, eachLike, EXAMPLE, failEnvelope, integer, like, newPact, okEnvelope, provided, refused, signedInSession, useClient } from './pact.ts';

const pact = newPact();

describe('product interest', () => {
  it('lists the Stash lock periods in Naira with their rates', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a request for the Stash interest rates in Naira')
      .withRequest('GET', '/api/v1/util/productinterest/', (b) => b.headers(authHeader).query({ code: '0103', ccy: '1' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(okEnvelope({ interest: eachLike({ tenor: { code: like('90'), name: like('90 days'), minDays: integer(90), maxDays: integer(179) }, rate: like(10.5) }) })),
      )
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        const options = await getProductInterest('0103', '1');
        expect(options[0]).toEqual({ tenor: { code: '90', name: '90 days', minDays: 90, maxDays: 179 }, rate: 10.5 });
      });
  });

  it('lists none where nothing is on offer', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a request for the Stash interest rates in a currency without any')
      .withRequest('GET', '/api/v1/util/productinterest/', (b) => b.headers(authHeader).query({ code: '0103', ccy: '2' }))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ interest: [] })))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getProductInterest('0103', '2')).resolves.toEqual([]);
      });
  });
});

describe('payment OTP resend', () => {
  it('resends the OTP of a card payment (operation 4)', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { stash: 'awaiting its card OTP' })
      .uponReceiving('a request to resend the OTP of a card payment')
      .withRequest('POST', '/api/v1/util/resendotp', (b) => b.jsonBody({ id: provided('challengeId'), operationType: 4 }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server);
        await expect(resendOtp(EXAMPLE.challengeId, OtpOperation.paymentWithTransId)).resolves.toBeUndefined();
      });
  });

  it('resends the OTP of a card challenge without a transaction (operation 5)', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { challenge: 'without a transaction' })
      .uponReceiving('a request to resend the OTP of a challenge without a transaction')
      .withRequest('POST', '/api/v1/util/resendotp', (b) => b.jsonBody({ id: provided('challengeId'), operationType: 5 }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server);
        await expect(resendOtp(EXAMPLE.challengeId, OtpOperation.paymentWithoutTransId)).resolves.toBeUndefined();
      });
  });

  it('refuses to resend for an unknown challenge with the server message', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request to resend the OTP of an unknown card challenge')
      .withRequest('POST', '/api/v1/util/resendotp', (b) => b.jsonBody({ id: 'CHL-UNKNOWN', operationType: 4 }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('We could not find that request. Please start again.')))
      .executeTest(async (server) => {
        useClient(server);
        const error = await resendOtp('CHL-UNKNOWN', OtpOperation.paymentWithTransId).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).messages).toEqual(['We could not find that request. Please start again.']);
      });
  });
});

// Paying for a created product by its reference: linked card with OTP, or the myPurse wallet.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/errors.ts';
import { confirmCardPayment, payFromPurse, startCardPayment } from '../src/api/payments.ts';
import { Scenario } from '../fixtures/scenarios.ts';
import { anyId, authHeader, EXAMPLE, failEnvelope, newPact, okEnvelope, provided, refused, signedInSession, useClient } from './pact.ts';

const pact = newPact();
const PATH_CARD = '/api/v1/transfer/accountbycard';
const PATH_WALLET = '/api/v1/transfer/fundbypurse';

async function rejection(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).messages;
}

describe('card payment', () => {
  it('starts a card payment and returns the OTP challenge id', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { stash: 'awaiting payment' })
      .uponReceiving('a request to pay a stash with a linked card')
      .withRequest('POST', PATH_CARD, (b) => b.headers(authHeader).jsonBody({ cardId: provided('cardId'), transId: provided('reference') }))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ id: anyId('CHL-1') })))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(startCardPayment(EXAMPLE.cardId, EXAMPLE.reference)).resolves.toBe('CHL-1');
      });
  });

  it('refuses a card that is not the customer’s with the server message', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { stash: 'awaiting payment' })
      .uponReceiving('a request to pay a stash with an unknown card')
      .withRequest('POST', PATH_CARD, (b) => b.headers(authHeader).jsonBody({ cardId: 'card-unknown', transId: provided('reference') }))
      .willRespondWith(refused(404), (b) => b.jsonBody(failEnvelope('We could not find that card. Please choose another card.')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await rejection(startCardPayment('card-unknown', EXAMPLE.reference))).toEqual(['We could not find that card. Please choose another card.']);
      });
  });

  it('confirms a card payment with the OTP', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { stash: 'awaiting its card OTP' })
      .uponReceiving('a card payment confirmation with the right OTP')
      .withRequest('PUT', PATH_CARD, (b) => b.headers(authHeader).jsonBody({ token: provided('otp'), transId: provided('reference'), challengeId: provided('challengeId') }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(confirmCardPayment({ token: EXAMPLE.otp, transId: EXAMPLE.reference, challengeId: EXAMPLE.challengeId })).resolves.toBeUndefined();
      });
  });

  it('refuses a wrong OTP with the server message', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { stash: 'awaiting its card OTP' })
      .uponReceiving('a card payment confirmation with a wrong OTP')
      .withRequest('PUT', PATH_CARD, (b) => b.headers(authHeader).jsonBody({ token: '000000', transId: provided('reference'), challengeId: provided('challengeId') }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('The OTP you entered is incorrect or has expired')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        const confirm = confirmCardPayment({ token: '000000', transId: EXAMPLE.reference, challengeId: EXAMPLE.challengeId });
        expect(await rejection(confirm)).toEqual(['The OTP you entered is incorrect or has expired']);
      });
  });
});

describe('wallet payment', () => {
  it('pays a stash from the myPurse wallet', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { stash: 'awaiting payment', amount: '1000' })
      .uponReceiving('a request to pay a stash from the wallet')
      .withRequest('POST', PATH_WALLET, (b) => b.headers(authHeader).jsonBody({ transId: provided('reference') }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(payFromPurse(EXAMPLE.reference)).resolves.toBeUndefined();
      });
  });

  it('refuses when the wallet balance is too low, with the server message', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { stash: 'awaiting payment', amount: '50000000' })
      .uponReceiving('a request to pay a stash from a wallet without enough money')
      .withRequest('POST', PATH_WALLET, (b) => b.headers(authHeader).jsonBody({ transId: provided('reference') }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('Insufficient balance in your Vibe cash wallet to make this payment')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await rejection(payFromPurse(EXAMPLE.reference))).toEqual(['Insufficient balance in your Vibe cash wallet to make this payment']);
      });
  });

  it('refuses a transaction reference it does not know', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request to pay an unknown transaction from the wallet')
      .withRequest('POST', PATH_WALLET, (b) => b.headers(authHeader).jsonBody({ transId: 'STH-UNKNOWN' }))
      .willRespondWith(refused(404), (b) => b.jsonBody(failEnvelope('We could not find that transaction. Please start again.')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await rejection(payFromPurse('STH-UNKNOWN'))).toEqual(['We could not find that transaction. Please start again.']);
      });
  });
});

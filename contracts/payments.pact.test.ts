// The payments area: paying for a created product by its reference (a linked card with OTP, or the
// myPurse wallet), the sources the payment steps offer (linked cards, the virtual account) and the
// card-linking address.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { Scenario } from '../fixtures/scenarios.ts';
import { ApiError } from '../src/api/errors.ts';
import {
  ALREADY_PAID_STATUS,
  confirmCardPayment,
  getCardLinkUrl,
  getCards,
  getVirtualAccount,
  isAlreadyPaid,
  isPaid,
  payFromPurse,
  RECENT_PAYMENTS,
  startCardPayment,
} from '../src/api/payments.ts';
import { anyId, authHeader, eachLike, EXAMPLE, failEnvelope, HANDLED_ALIKE, ISO_DATE, like, newPact, okEnvelope, provided, regex, signedInReadsWithoutSession, signedInSession, useClient } from './pact.ts';

const pact = newPact();
const PATH_CARD = '/api/v1/transfer/accountbycard';
const PATH_WALLET = '/api/v1/transfer/fundbypurse';

const ALREADY_PAID = 'This transaction has already been paid';

/**
 * A pay call's refusal: any status a refusal may come with (pact.ts `refused`) except 409, which on the pay
 * calls says the transaction is already paid, and the client ends the payment as paid (isAlreadyPaid).
 */
const refused = (example = 400) => MatchersV3.matchStatus(example, HANDLED_ALIKE.filter((status) => status !== ALREADY_PAID_STATUS));

async function rejection(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(isAlreadyPaid(error), 'a refusal other than 409 is not taken for a payment made').toBe(false);
  return (error as ApiError).messages;
}

/** The refusal of a pay call whose transaction is already paid: 409 exactly, which the client reads as paid. */
async function alreadyPaid(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  expect(isAlreadyPaid(error)).toBe(true);
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

  it('answers 409 to a card payment of a stash already paid from the wallet', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { stash: 'paid from the wallet' })
      .uponReceiving('a request to pay a stash already paid from the wallet with a linked card')
      .withRequest('POST', PATH_CARD, (b) => b.headers(authHeader).jsonBody({ cardId: provided('cardId'), transId: provided('reference') }))
      .willRespondWith(ALREADY_PAID_STATUS, (b) => b.jsonBody(failEnvelope(ALREADY_PAID)))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await alreadyPaid(startCardPayment(EXAMPLE.cardId, EXAMPLE.reference));
      });
  });

  it('answers 409 to a card confirmation of a stash paid from the wallet after its OTP was sent', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { stash: 'paid from the wallet' })
      .uponReceiving('a card payment confirmation of a stash already paid from the wallet')
      .withRequest('PUT', PATH_CARD, (b) => b.headers(authHeader).jsonBody({ token: provided('otp'), transId: provided('reference'), challengeId: provided('challengeId') }))
      .willRespondWith(ALREADY_PAID_STATUS, (b) => b.jsonBody(failEnvelope(ALREADY_PAID)))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await alreadyPaid(confirmCardPayment({ token: EXAMPLE.otp, transId: EXAMPLE.reference, challengeId: EXAMPLE.challengeId }));
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

  it('answers 409 to a wallet payment of a stash already paid by card', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { stash: 'paid by card', amount: '1000' })
      .uponReceiving('a request to pay a stash already paid by card from the wallet')
      .withRequest('POST', PATH_WALLET, (b) => b.headers(authHeader).jsonBody({ transId: provided('reference') }))
      .willRespondWith(ALREADY_PAID_STATUS, (b) => b.jsonBody(failEnvelope(ALREADY_PAID)))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await alreadyPaid(payFromPurse(EXAMPLE.reference));
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

describe('paying for a purse', () => {
  it('pays a new purse from the wallet', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { purse: 'awaiting payment', amount: '1000' })
      .uponReceiving('a request to pay a new purse from the wallet')
      .withRequest('POST', '/api/v1/transfer/fundbypurse', (b) => b.headers(authHeader).jsonBody({ transId: provided('reference') }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(payFromPurse(EXAMPLE.reference)).resolves.toBeUndefined();
      });
  });

  it('refuses to pay a top-up of the wallet from the wallet itself', async () => {
    const message = 'Vibe cash is your wallet, so it cannot pay for itself. Please pay by card or bank transfer.';
    await pact
      .addInteraction()
      .given(Scenario.saver, { purse: 'a top-up of Vibe cash awaiting payment', amount: '1000' })
      .uponReceiving('a request to pay a top-up of the wallet from the wallet')
      .withRequest('POST', '/api/v1/transfer/fundbypurse', (b) => b.headers(authHeader).jsonBody({ transId: provided('reference') }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope(message)))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await rejection(payFromPurse(EXAMPLE.reference))).toEqual([message]);
      });
  });

  it('starts a card payment of a top-up of the wallet', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { purse: 'a top-up of Vibe cash awaiting payment' })
      .uponReceiving('a request to pay a top-up of the wallet with a linked card')
      .withRequest('POST', '/api/v1/transfer/accountbycard', (b) => b.headers(authHeader).jsonBody({ cardId: provided('cardId'), transId: provided('reference') }))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ id: anyId('CHL-2') })))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(startCardPayment(EXAMPLE.cardId, EXAMPLE.reference)).resolves.toBe('CHL-2');
      });
  });
});

describe('whether a transaction is paid', () => {
  it('reads the recent activity, where the transfer step looks for a paid transaction by its reference', async () => {
    // The reference comes from the state. Pact checks it by type only: a provider-state value cannot be
    // matched for equality inside an array (an arrayContaining variant ignores its generator), so the mock's
    // unit tests and the journeys check that a paid transaction is listed under its transId.
    const transaction = { descr: like('Stash funding from Vibe cash'), reference: provided('reference'), date: regex(ISO_DATE, '2026-10-30T09:00:00.000Z'), value: like(1000), type: like(1) };
    await pact
      .addInteraction()
      .given(Scenario.saver, { stash: 'paid from the wallet', amount: '1000' })
      .uponReceiving('a request for the recent activity after a stash was paid from the wallet')
      .withRequest('GET', '/api/v1/user/transaction', (b) => b.query({ pageNumber: '1', pageSize: String(RECENT_PAYMENTS) }).headers(authHeader))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope(eachLike(transaction))))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(isPaid(EXAMPLE.reference)).resolves.toBe(true);
        await expect(isPaid('STH-OTHER')).resolves.toBe(false);
      });
  });
});

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

describe('card linking', () => {
  it("returns the address of the card provider's page", async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a request for the card-linking address')
      .withRequest('GET', '/api/v1/user/card_url', (b) => b.headers(authHeader))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ authUrl: regex('^https?://\\S+$', 'https://cards.example.ng/link?ref=abc') })))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getCardLinkUrl()).resolves.toBe('https://cards.example.ng/link?ref=abc');
      });
  });
});

signedInReadsWithoutSession(pact, [
  { what: 'the linked cards', path: '/api/v1/user/card', read: getCards },
  { what: 'the card-linking address', path: '/api/v1/user/card_url', read: getCardLinkUrl },
  { what: 'the virtual account', path: '/api/v1/user/virtual_acct', read: getVirtualAccount },
]);

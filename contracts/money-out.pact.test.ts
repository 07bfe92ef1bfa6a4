// Money out: beneficiaries (list, resolve, add, delete), transfers to another customer, withdrawals with OTP.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/errors.ts';
import { addBeneficiary, confirmWithdrawal, deleteBeneficiary, getBeneficiaries, resolveBeneficiary, startWithdrawal, transferToBeneficiary } from '../src/api/money-out.ts';
import { resendWithdrawalOtp } from '../src/api/util.ts';
import { Scenario } from '../fixtures/scenarios.ts';
import { anyId, authHeader, eachLike, EXAMPLE, failEnvelope, like, newPact, okEnvelope, provided, refused, regex, signedInSession, useClient } from './pact.ts';

const pact = newPact();
const BENEFICIARY = '/api/v1/user/beneficiary';
const RESOLVE = '/api/v1/user/resolve_beneficiary';
const TRANSFER = '/api/v1/transfer/TransferToBeneficiary';
const WITHDRAW = '/api/v1/transfer/savingswithdraw';
/** A customer of the provider other than the signed-in one (the mock seeds it; README, demo data). */
const OTHER = { email: 'chidi.eze@example.com', phone: '+2348039990001' };
const KEY = 'c0ffee00-0000-4000-8000-000000000001';
const withKey = { ...authHeader, 'idempotency-key': regex('^[A-Za-z0-9-]{8,}$', KEY) };
const SAVED = { beneficiary: 'saved' };

async function rejection(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).messages;
}

describe('beneficiaries', () => {
  it('lists the saved beneficiaries', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, SAVED)
      .uponReceiving('a request for the saved beneficiaries')
      .withRequest('GET', BENEFICIARY, (b) => b.headers(authHeader))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope(eachLike({ id: anyId('ben-1'), name: like('Chidi Eze'), email: like(OTHER.email) }))))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getBeneficiaries()).resolves.toEqual([{ id: 'ben-1', name: 'Chidi Eze', email: OTHER.email }]);
      });
  });

  it('lists none for a customer who saved none', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a request for the saved beneficiaries of a customer with none')
      .withRequest('GET', BENEFICIARY, (b) => b.headers(authHeader))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope([])))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getBeneficiaries()).resolves.toEqual([]);
      });
  });

  for (const [kind, identifier, type] of [
    ['an e-mail', OTHER.email, '0'],
    ['a phone number', OTHER.phone, '1'],
  ] as const) {
    it(`resolves ${kind} to the customer it names`, async () => {
      await pact
        .addInteraction()
        .given(Scenario.saver)
        .uponReceiving(`a request to resolve a beneficiary by ${kind}`)
        .withRequest('POST', RESOLVE, (b) => b.headers(authHeader).jsonBody({ identifier, type }))
        .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ id: anyId('ben-1'), name: like('Chidi Eze') })))
        .executeTest(async (server) => {
          useClient(server, signedInSession());
          await expect(resolveBeneficiary(identifier)).resolves.toEqual({ id: 'ben-1', name: 'Chidi Eze' });
        });
    });
  }

  it('refuses an identifier that names no customer', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request to resolve an unknown beneficiary')
      .withRequest('POST', RESOLVE, (b) => b.headers(authHeader).jsonBody({ identifier: 'nobody@example.com', type: '0' }))
      .willRespondWith(refused(404), (b) => b.jsonBody(failEnvelope('We could not find a customer with that e-mail or phone number')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await rejection(resolveBeneficiary('nobody@example.com'))).toEqual(['We could not find a customer with that e-mail or phone number']);
      });
  });

  it('saves a resolved customer as a beneficiary', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, SAVED)
      .uponReceiving('a request to save a beneficiary')
      .withRequest('POST', BENEFICIARY, (b) => b.headers(authHeader).jsonBody({ id: provided('beneficiaryId') }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(addBeneficiary(EXAMPLE.beneficiaryId)).resolves.toBeUndefined();
      });
  });

  it('deletes a beneficiary named in the body', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, SAVED)
      .uponReceiving('a request to delete a beneficiary')
      .withRequest('DELETE', BENEFICIARY, (b) => b.headers(authHeader).jsonBody({ id: provided('beneficiaryId') }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(deleteBeneficiary(EXAMPLE.beneficiaryId)).resolves.toBeUndefined();
      });
  });
});

describe('beneficiary refusals', () => {
  it('refuses to save an id that names no customer', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request to save an unknown beneficiary')
      .withRequest('POST', BENEFICIARY, (b) => b.headers(authHeader).jsonBody({ id: 'no-such-customer' }))
      .willRespondWith(refused(404), (b) => b.jsonBody(failEnvelope('We could not find a customer with that e-mail or phone number')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await rejection(addBeneficiary('no-such-customer'))).toEqual(['We could not find a customer with that e-mail or phone number']);
      });
  });

  it('refuses to delete a beneficiary that is not saved', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request to delete a beneficiary that is not saved')
      .withRequest('DELETE', BENEFICIARY, (b) => b.headers(authHeader).jsonBody({ id: 'no-such-customer' }))
      .willRespondWith(refused(404), (b) => b.jsonBody(failEnvelope('We could not find that beneficiary')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await rejection(deleteBeneficiary('no-such-customer'))).toEqual(['We could not find that beneficiary']);
      });
  });
});

describe('transfer to a beneficiary', () => {
  it('sends money from the wallet to another customer by e-mail, once per key', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a transfer to another customer')
      .withRequest('POST', TRANSFER, (b) => b.headers(withKey).jsonBody({ beneficiaryId: OTHER.email, amount: 1000, saveBeneficiary: true }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(transferToBeneficiary({ beneficiaryId: OTHER.email, amount: 1000, saveBeneficiary: true }, KEY)).resolves.toBeUndefined();
      });
  });

  for (const [what, beneficiaryId, amount, message] of [
    ['more than the wallet holds', OTHER.email, 99_000_000, 'Insufficient balance in your Vibe cash wallet for this transfer'],
    ['an unknown recipient', 'nobody@example.com', 1000, 'We could not find a customer with that e-mail or phone number'],
  ] as const) {
    it(`refuses a transfer of ${what}`, async () => {
      await pact
        .addInteraction()
        .given(Scenario.saver)
        .uponReceiving(`a transfer of ${what}`)
        .withRequest('POST', TRANSFER, (b) => b.headers(withKey).jsonBody({ beneficiaryId, amount, saveBeneficiary: false }))
        .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope(message)))
        .executeTest(async (server) => {
          useClient(server, signedInSession());
          expect(await rejection(transferToBeneficiary({ beneficiaryId, amount, saveBeneficiary: false }, KEY))).toEqual([message]);
        });
    });
  }
});

describe('withdrawal', () => {
  const start = (pin: string, amount: number) => ({ pin, amount, reason: 'rent' as const, remark: 'House rent', accountId: EXAMPLE.walletId });
  const body = (pin: string, amount: number) => ({ ...start(pin, amount), accountId: provided('walletId') });

  it('starts a withdrawal from a purse and returns the OTP challenge id', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request to withdraw from a purse')
      .withRequest('POST', WITHDRAW, (b) => b.headers(withKey).jsonBody(body('1234', 1000)))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ id: anyId('WDR-1') })))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(startWithdrawal(start('1234', 1000), KEY)).resolves.toBe('WDR-1');
      });
  });

  for (const [what, pin, amount, message] of [
    ['with a wrong PIN', '9999', 1000, 'The PIN you entered is incorrect'],
    ['of more than the purse holds', '1234', 99_000_000, 'The amount is more than this account holds'],
  ] as const) {
    it(`refuses a withdrawal ${what}`, async () => {
      await pact
        .addInteraction()
        .given(Scenario.saver)
        .uponReceiving(`a request to withdraw ${what}`)
        .withRequest('POST', WITHDRAW, (b) => b.headers(withKey).jsonBody(body(pin, amount)))
        .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope(message)))
        .executeTest(async (server) => {
          useClient(server, signedInSession());
          expect(await rejection(startWithdrawal(start(pin, amount), KEY))).toEqual([message]);
        });
    });
  }

  it('confirms a withdrawal with the OTP (PUT, the challenge id as transId)', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { withdrawal: 'awaiting its OTP' })
      .uponReceiving('a withdrawal confirmation with the right OTP')
      .withRequest('PUT', WITHDRAW, (b) => b.headers(authHeader).jsonBody({ token: provided('otp'), transId: provided('challengeId') }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(confirmWithdrawal({ token: EXAMPLE.otp, transId: EXAMPLE.challengeId })).resolves.toBeUndefined();
      });
  });

  it('refuses a wrong OTP with the server message', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { withdrawal: 'awaiting its OTP' })
      .uponReceiving('a withdrawal confirmation with a wrong OTP')
      .withRequest('PUT', WITHDRAW, (b) => b.headers(authHeader).jsonBody({ token: '000000', transId: provided('challengeId') }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('The OTP you entered is incorrect or has expired')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await rejection(confirmWithdrawal({ token: '000000', transId: EXAMPLE.challengeId }))).toEqual(['The OTP you entered is incorrect or has expired']);
      });
  });

  it('resends the OTP of a withdrawal (operation type 5)', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { withdrawal: 'awaiting its OTP' })
      .uponReceiving('a request to resend the OTP of a withdrawal')
      .withRequest('POST', '/api/v1/util/resendotp', (b) => b.jsonBody({ id: provided('challengeId'), operationType: 5 }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(resendWithdrawalOtp(EXAMPLE.challengeId)).resolves.toBeUndefined();
      });
  });
});

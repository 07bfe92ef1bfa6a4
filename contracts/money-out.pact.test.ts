// The money-out area: beneficiaries (list, resolve, add, delete), transfers to another customer,
// withdrawals with OTP, and the withdrawal bank account: the one linked account or none, the banks to
// choose from, adding one (PIN checked, one at most) and deleting it by its id in the query.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/api/errors.ts';
import { addBankAccount, addBeneficiary, confirmWithdrawal, deleteBankAccount, deleteBeneficiary, getBankAccount, getBanks } from '../src/api/money-out.ts';
import { getBeneficiaries, resolveBeneficiary, startWithdrawal, transferToBeneficiary } from '../src/api/money-out.ts';
import { Scenario } from '../fixtures/scenarios.ts';
import { anyId, authHeader, eachLike, EXAMPLE, failEnvelope, like, newPact, okEnvelope, provided, refused, regex, signedInReadsWithoutSession, signedInSession, useClient } from './pact.ts';

const pact = newPact();
const BENEFICIARY = '/api/v1/user/beneficiary';
const RESOLVE = '/api/v1/user/resolve_beneficiary';
const TRANSFER = '/api/v1/transfer/TransferToBeneficiary';
const WITHDRAW = '/api/v1/transfer/savingswithdraw';
/** A customer of the provider other than the signed-in one: the state hook answers who (`counterpartEmail`, `counterpartPhone`). */
const OTHER = { email: EXAMPLE.counterpartEmail, phone: EXAMPLE.counterpartPhone };
const OTHER_ON_WIRE = { email: provided('counterpartEmail'), phone: provided('counterpartPhone') };
const KEY = 'c0ffee00-0000-4000-8000-000000000001';
const withKey = { ...authHeader, 'idempotency-key': regex('^[A-Za-z0-9-]{8,}$', KEY) };
const SAVED = { beneficiary: 'saved' };
const ADD = { accountNumber: '0123456789', bankCode: '058', pin: '1234' };

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

  for (const [kind, identifier, onWire, type] of [
    ['an e-mail', OTHER.email, OTHER_ON_WIRE.email, '0'],
    ['a phone number', OTHER.phone, OTHER_ON_WIRE.phone, '1'],
  ] as const) {
    it(`resolves ${kind} to the customer it names`, async () => {
      await pact
        .addInteraction()
        .given(Scenario.saver)
        .uponReceiving(`a request to resolve a beneficiary by ${kind}`)
        .withRequest('POST', RESOLVE, (b) => b.headers(authHeader).jsonBody({ identifier: onWire, type }))
        .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ id: anyId('ben-1'), name: like('Chidi Eze') })))
        .executeTest(async (server) => {
          useClient(server, signedInSession());
          await expect(resolveBeneficiary(identifier)).resolves.toEqual({ id: 'ben-1', name: 'Chidi Eze' });
        });
    });
  }

  it('refuses a lookup past the hourly limit with the server message', async () => {
    const LOOKUPS_USED_UP = 'You have looked up 60 customers in the last hour, the most we allow. Try again in 60 minutes.';
    await pact
      .addInteraction()
      .given(Scenario.saver, { beneficiaryLookups: 'used up' })
      .uponReceiving('a request to resolve a beneficiary from a customer who has looked up the most an hour')
      .withRequest('POST', RESOLVE, (b) => b.headers(authHeader).jsonBody({ identifier: OTHER_ON_WIRE.phone, type: '1' }))
      .willRespondWith(refused(429), (b) => b.jsonBody(failEnvelope(LOOKUPS_USED_UP)))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await rejection(resolveBeneficiary(OTHER.phone))).toEqual([LOOKUPS_USED_UP]);
      });
  });

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
      .withRequest('POST', TRANSFER, (b) => b.headers(withKey).jsonBody({ beneficiaryId: OTHER_ON_WIRE.email, amount: 1000, saveBeneficiary: true }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(transferToBeneficiary({ beneficiaryId: OTHER.email, amount: 1000, saveBeneficiary: true }, KEY)).resolves.toBeUndefined();
      });
  });

  for (const [what, beneficiaryId, onWire, amount, message] of [
    ['more than the wallet holds', OTHER.email, OTHER_ON_WIRE.email, 99_000_000, 'Insufficient balance in your Vibe cash wallet for this transfer'],
    ['an unknown recipient', 'nobody@example.com', 'nobody@example.com', 1000, 'We could not find a customer with that e-mail or phone number'],
  ] as const) {
    it(`refuses a transfer of ${what}`, async () => {
      await pact
        .addInteraction()
        .given(Scenario.saver)
        .uponReceiving(`a transfer of ${what}`)
        .withRequest('POST', TRANSFER, (b) => b.headers(withKey).jsonBody({ beneficiaryId: onWire, amount, saveBeneficiary: false }))
        .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope(message)))
        .executeTest(async (server) => {
          useClient(server, signedInSession());
          expect(await rejection(transferToBeneficiary({ beneficiaryId, amount, saveBeneficiary: false }, KEY))).toEqual([message]);
        });
    });
  }
});

describe('transfer without a confirmed BVN', () => {
  it('refuses a transfer from a customer whose BVN is not confirmed, with the server message', async () => {
    // Part 2 §5: a BVN is needed for peer-to-peer transfers. The mock answers 403 before it looks at the recipient.
    const message = 'Verify your BVN before you send money to another customer: Verify BVN is on your dashboard.';
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a transfer from a customer without a confirmed BVN')
      .withRequest('POST', TRANSFER, (b) => b.headers(withKey).jsonBody({ beneficiaryId: 'recipient@example.test', amount: 1000, saveBeneficiary: false }))
      .willRespondWith(refused(403), (b) => b.jsonBody(failEnvelope(message)))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await rejection(transferToBeneficiary({ beneficiaryId: 'recipient@example.test', amount: 1000, saveBeneficiary: false }, KEY))).toEqual([message]);
      });
  });
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

  it('refuses the OTP of a withdrawal whose bank account was removed since it started, with the server message', async () => {
    const message = 'The bank account this withdrawal was to be paid into has been removed or changed, so nothing was withdrawn. Please start the withdrawal again.';
    await pact
      .addInteraction()
      .given(Scenario.saver, { withdrawal: 'awaiting its OTP, its bank account since removed' })
      .uponReceiving('a withdrawal confirmation after its bank account was removed')
      .withRequest('PUT', WITHDRAW, (b) => b.headers(authHeader).jsonBody({ token: provided('otp'), transId: provided('challengeId') }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope(message)))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await rejection(confirmWithdrawal({ token: EXAMPLE.otp, transId: EXAMPLE.challengeId }))).toEqual([message]);
      });
  });
});

describe('withdrawal bank account', () => {
  it('gives the linked account: holder, number and bank', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for the bank account of a saver')
      .withRequest('GET', '/api/v1/user/bankaccount', (b) => b.headers(authHeader))
      .willRespondWith(200, (b) =>
        b.jsonBody(okEnvelope({ id: anyId('40211'), aName: like('Adaeze Okafor'), number: regex('^\\d{10,15}$', '0123456789'), bName: like('Zenith Bank') })),
      )
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getBankAccount()).resolves.toEqual({ id: '40211', aName: 'Adaeze Okafor', number: '0123456789', bName: 'Zenith Bank' });
      });
  });

  it('answers an empty object while none is linked', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a request for the bank account of a new customer')
      .withRequest('GET', '/api/v1/user/bankaccount', (b) => b.headers(authHeader))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({})))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getBankAccount()).resolves.toBeNull();
      });
  });
});

describe('banks', () => {
  it('lists the banks by code and name', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a request for the list of banks')
      .withRequest('GET', '/api/v1/util/bank', (b) => b.headers(authHeader))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope(eachLike({ code: regex('^\\d+$', '058'), name: like('Guaranty Trust Bank') }))))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getBanks()).resolves.toEqual([{ code: '058', name: 'Guaranty Trust Bank' }]);
      });
  });
});

describe('adding the withdrawal account', () => {
  it('adds one with the right PIN', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { bankAccount: 'none', pin: '1234' })
      .uponReceiving('a withdrawal account with the right PIN')
      .withRequest('POST', '/api/v1/user/bankaccount', (b) => b.headers(authHeader).jsonBody(ADD))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(addBankAccount(ADD)).resolves.toBeUndefined();
      });
  });

  it('refuses a wrong PIN with the server message', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { bankAccount: 'none', pin: '1234' })
      .uponReceiving('a withdrawal account with a wrong PIN')
      .withRequest('POST', '/api/v1/user/bankaccount', (b) => b.headers(authHeader).jsonBody({ ...ADD, pin: '9999' }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('The PIN you entered is incorrect')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await rejection(addBankAccount({ ...ADD, pin: '9999' }))).toEqual(['The PIN you entered is incorrect']);
      });
  });

  it('refuses a second account', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { pin: '1234' })
      .uponReceiving('a withdrawal account from a customer who has one')
      .withRequest('POST', '/api/v1/user/bankaccount', (b) => b.headers(authHeader).jsonBody(ADD))
      .willRespondWith(refused(409), (b) => b.jsonBody(failEnvelope('You already have a withdrawal account; delete it before adding another')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await rejection(addBankAccount(ADD))).toEqual(['You already have a withdrawal account; delete it before adding another']);
      });
  });
});

describe('deleting the withdrawal account', () => {
  it('deletes it by its id in the query', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request to delete the withdrawal account')
      .withRequest('DELETE', '/api/v1/user/bankaccount', (b) => b.headers(authHeader).query({ id: provided('bankAccountId') }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(deleteBankAccount(EXAMPLE.bankAccountId)).resolves.toBeUndefined();
      });
  });

  it('refuses an id that is not the customer’s account', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request to delete an unknown withdrawal account')
      .withRequest('DELETE', '/api/v1/user/bankaccount', (b) => b.headers(authHeader).query({ id: '000000' }))
      .willRespondWith(refused(404), (b) => b.jsonBody(failEnvelope('No such bank account')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await rejection(deleteBankAccount('000000'))).toEqual(['No such bank account']);
      });
  });
});

signedInReadsWithoutSession(pact, [
  { what: 'the withdrawal bank account', path: '/api/v1/user/bankaccount', read: getBankAccount },
  { what: 'the bank list', path: '/api/v1/util/bank', read: getBanks },
  { what: 'the saved beneficiaries', path: '/api/v1/user/beneficiary', read: getBeneficiaries },
]);

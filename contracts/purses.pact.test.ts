// The purses area: creating one (POST /user/my_purse), funding one (POST /transfer/FundExistingPurse)
// and the purse list. Paying for a purse is in payments.pact.test.ts.
import { describe, expect, it } from 'vitest';
import { Scenario } from '../fixtures/scenarios.ts';
import { ApiError } from '../src/api/errors.ts';
import { createPurse, fundPurse, getPurseAccounts, walletOf, WALLET_NAME_CLASS, type PurseRequest } from '../src/api/purses.ts';
import { ProductCode } from '../src/api/wire.ts';
import { anyId, arrayContaining, authHeader, eachLike, EXAMPLE, failEnvelope, like, newPact, okEnvelope, provided, refused, signedInReadsWithoutSession, signedInSession, useClient } from './pact.ts';

const pact = newPact();
const PATH_CREATE = '/api/v1/user/my_purse';
// The original sent /api/v1transfer/FundExistingPurse (no slash): a bug, fixed (README, deviations).
const PATH_FUND = '/api/v1/transfer/FundExistingPurse';
// Far enough ahead that the start is never in the past when the pact is verified.
const START = '2099-01-15';

const noWithdrawal: PurseRequest = {
  name: 'Detty December',
  ccyCode: '1',
  startDate: START,
  crFreq: '30',
  amount: 20000,
  autoWithdraw: false,
  drFreq: '0',
  drDate: '',
  drDateOpt: false,
  drPct: 0,
  isAutomated: true,
};
const pickedDate: PurseRequest = { ...noWithdrawal, crFreq: '7', autoWithdraw: true, drFreq: '001', drDate: '2099-03-01', drDateOpt: true, drPct: 45 };

async function rejection(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).messages;
}

describe('creating a purse', () => {
  it('creates a purse with automatic withdrawal on a picked date and returns its reference', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request to create a purse withdrawing 45% on a picked date')
      .withRequest('POST', PATH_CREATE, (b) => b.headers(authHeader).jsonBody(pickedDate))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ reference: like('PRS-1') })))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(createPurse(pickedDate)).resolves.toBe('PRS-1');
      });
  });

  it('creates a purse without automatic withdrawal', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a request to create a purse without automatic withdrawal')
      .withRequest('POST', PATH_CREATE, (b) => b.headers(authHeader).jsonBody(noWithdrawal))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ reference: like('PRS-2') })))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(createPurse(noWithdrawal)).resolves.toBe('PRS-2');
      });
  });

  it('refuses automatic withdrawal without a percentage, with the server message', async () => {
    const request = { ...noWithdrawal, autoWithdraw: true, drFreq: '30' as const };
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request to create a purse withdrawing automatically 0%')
      .withRequest('POST', PATH_CREATE, (b) => b.headers(authHeader).jsonBody(request))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('drPct: the percentage to withdraw must be from 1 to 100')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await rejection(createPurse(request))).toEqual(['drPct: the percentage to withdraw must be from 1 to 100']);
      });
  });

  it('refuses a withdrawal date without the pick-a-date option, with the server message', async () => {
    const request = { ...pickedDate, drFreq: '30' as const, drDateOpt: false };
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request to create a purse with a withdrawal date and a weekly frequency')
      .withRequest('POST', PATH_CREATE, (b) => b.headers(authHeader).jsonBody(request))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('drDate: a withdrawal date is only taken with the pick-a-date option')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await rejection(createPurse(request))).toEqual(['drDate: a withdrawal date is only taken with the pick-a-date option']);
      });
  });

  it("refuses the wallet's name, in another case, with the server message", async () => {
    const request = { ...noWithdrawal, name: 'VIBE CASH' };
    const message = 'name: Vibe cash is the name of your wallet; choose another name for this purse';
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving("a request to create a purse named like the wallet")
      .withRequest('POST', PATH_CREATE, (b) => b.headers(authHeader).jsonBody(request))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope(message)))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await rejection(createPurse(request))).toEqual([message]);
      });
  });

  it('refuses a start date in the past, with the server message', async () => {
    const request = { ...noWithdrawal, startDate: '2020-01-01' };
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request to create a purse starting in the past')
      .withRequest('POST', PATH_CREATE, (b) => b.headers(authHeader).jsonBody(request))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('startDate: the purse cannot start before today')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await rejection(createPurse(request))).toEqual(['startDate: the purse cannot start before today']);
      });
  });
});

describe('funding an existing purse', () => {
  it('starts a top-up of one of the customer’s purses and returns its reference', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request to fund an existing purse')
      .withRequest('POST', PATH_FUND, (b) => b.headers(authHeader).jsonBody({ accountNumber: provided('purseId'), amount: 5000 }))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ reference: like('FPS-1') })))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(fundPurse({ accountNumber: EXAMPLE.purseId, amount: 5000 })).resolves.toBe('FPS-1');
      });
  });

  it('refuses a purse that is not the customer’s, with the server message', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request to fund a purse the customer does not have')
      .withRequest('POST', PATH_FUND, (b) => b.headers(authHeader).jsonBody({ accountNumber: '9999999999', amount: 5000 }))
      .willRespondWith(refused(404), (b) => b.jsonBody(failEnvelope('We could not find that purse. Please choose one of your purses.')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await rejection(fundPurse({ accountNumber: '9999999999', amount: 5000 }))).toEqual(['We could not find that purse. Please choose one of your purses.']);
      });
  });
});

describe('purse accounts', () => {
  it('lists the purses of a saver with their balances', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for the purse accounts of a saver')
      .withRequest('GET', '/api/v1/user/accountbyproduct', (b) => b.headers(authHeader).query({ productCode: '0106' }))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope(eachLike({ id: anyId('3020145569'), name: like('TGIF'), availableBalance: like(1500) }))))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        const [purse] = await getPurseAccounts();
        expect(purse).toEqual({ id: '3020145569', name: 'TGIF', availableBalance: 1500 });
      });
  });

  it('lists the wallet among the purses, marked by its nameClass', async () => {
    // The client tells the wallet by nameClass 'vibe', never by its name (a customer's purse could share it).
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for the purse accounts of a saver, the wallet among them')
      .withRequest('GET', '/api/v1/user/accountbyproduct', (b) => b.headers(authHeader).query({ productCode: '0106' }))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope(arrayContaining({ id: anyId('3020145569'), name: like('Vibe cash'), availableBalance: like(450000), nameClass: WALLET_NAME_CLASS }))))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(walletOf(await getPurseAccounts())).toEqual({ id: '3020145569', name: 'Vibe cash', availableBalance: 450000, nameClass: 'vibe' });
      });
  });

  it('lists no purses for a customer without any', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a request for the purse accounts of a customer without purses')
      .withRequest('GET', '/api/v1/user/accountbyproduct', (b) => b.headers(authHeader).query({ productCode: '0106' }))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope([])))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getPurseAccounts()).resolves.toEqual([]);
      });
  });

  it('lists no purse accounts for a fresh user', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a request for the purse accounts of a new customer')
      .withRequest('GET', '/api/v1/user/accountbyproduct', (b) => b.headers(authHeader).query({ productCode: '0106' }))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope([])))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getPurseAccounts()).resolves.toEqual([]);
      });
  });
});

signedInReadsWithoutSession(pact, [
  { what: 'the purse accounts', path: '/api/v1/user/accountbyproduct', query: { productCode: ProductCode.purse }, read: getPurseAccounts },
]);

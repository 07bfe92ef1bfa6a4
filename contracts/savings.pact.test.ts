// The savings area: Stash creation and the Stash list, the core plan list, ending a Stash early, the
// plan calculators and creating a core plan: what the client sends, the fields it reads, and each
// failure the screens handle (a refusal's messages become the banner).
import { describe, expect, it } from 'vitest';
import { Scenario } from '../fixtures/scenarios.ts';
import { ApiError } from '../src/api/errors.ts';
import { createCorePlan, createStash, getCoreAccounts, getEstimate, getPlanFutureValue, getStashAccounts, getStashFutureValue, terminateStash } from '../src/api/savings.ts';
import { ProductCode } from '../src/api/wire.ts';
import type { CorePlanRequest, PlanSchedule } from '../src/api/savings.ts';
import { anyId, authHeader, eachLike, EXAMPLE, failEnvelope, integer, ISO_DATE, like, newPact, okEnvelope, provided, refused, regex, signedInReadsWithoutSession, signedInSession, useClient, wireCode, wireFlag } from './pact.ts';

const pact = newPact();

describe('stash', () => {
  it('creates a stash and returns its reference', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request to create a stash')
      .withRequest('POST', '/api/v1/user/stash', (b) => b.headers(authHeader).jsonBody({ amount: 250000, frequency: '90', ccyCode: '1' }))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ reference: like('STH0001') })))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(createStash({ amount: 250000, frequency: '90', ccyCode: '1' })).resolves.toBe('STH0001');
      });
  });

  it('refuses a lock period that is not on offer with the server message', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request to create a stash with an unknown lock period')
      .withRequest('POST', '/api/v1/user/stash', (b) => b.headers(authHeader).jsonBody({ amount: 5000, frequency: '7', ccyCode: '1' }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('Choose one of the lock periods on offer')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        const error = await createStash({ amount: 5000, frequency: '7', ccyCode: '1' }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).messages).toEqual(['Choose one of the lock periods on offer']);
      });
  });
});

describe('stash accounts', () => {
  it('lists the stashes of a saver', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for the stash accounts of a saver')
      .withRequest('GET', '/api/v1/user/accountbyproduct', (b) => b.headers(authHeader).query({ productCode: '0103' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          okEnvelope(
            eachLike({
              id: anyId('3020145567'),
              name: like('Stash'),
              daysLeft: integer(120),
              contribution: like(250000.5),
              maturityDate: regex(ISO_DATE, '2027-05-01'),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        const accounts = await getStashAccounts();
        expect(accounts[0]).toEqual({ id: '3020145567', name: 'Stash', daysLeft: 120, contribution: 250000.5, maturityDate: '2027-05-01' });
      });
  });

  it('lists none for a fresh user', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a request for the stash accounts of a new customer')
      .withRequest('GET', '/api/v1/user/accountbyproduct', (b) => b.headers(authHeader).query({ productCode: '0103' }))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope([])))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getStashAccounts()).resolves.toEqual([]);
      });
  });
});

describe('core plan accounts', () => {
  it('lists the core plans of a saver with their progress', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for the core savings accounts of a saver')
      .withRequest('GET', '/api/v1/user/accountbyproduct', (b) => b.headers(authHeader).query({ productCode: '0201' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          okEnvelope(
            eachLike({
              id: anyId('3020145568'),
              name: like("Adaeze's Home plan"),
              isGroup: wireFlag(false),
              tenureElapsed: integer(40),
              contribution: like(500000),
              target: like(2500000),
              currency: { code: wireCode('NGN') },
              interestAccrued: like(1200.5),
              maturityDate: regex(ISO_DATE, '2027-08-01'),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        const [plan] = await getCoreAccounts();
        expect(plan).toEqual({
          id: '3020145568',
          name: "Adaeze's Home plan",
          isGroup: false,
          tenureElapsed: 40,
          contribution: 500000,
          target: 2500000,
          currency: { code: 'NGN' },
          interestAccrued: 1200.5,
          maturityDate: '2027-08-01',
        });
      });
  });

  it('lists no core savings accounts for a fresh user', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a request for the core savings accounts of a new customer')
      .withRequest('GET', '/api/v1/user/accountbyproduct', (b) => b.headers(authHeader).query({ productCode: '0201' }))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope([])))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getCoreAccounts()).resolves.toEqual([]);
      });
  });
});

/** An account number no customer holds (a real provider never issues ten zeros). */
const NO_STASH = '0000000000';
// Far enough ahead that the provider never finds the start date in the past.
const SCHEDULE: PlanSchedule = { target: 120000, frequency: '30', startDate: '2030-01-01', endDate: '2031-01-01' };
const BACKWARDS: PlanSchedule = { ...SCHEDULE, startDate: '2031-01-01', endDate: '2030-01-01' };

async function refusal(promise: Promise<unknown>) {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).messages;
}

describe('ending a Stash early', () => {
  it('terminates a Stash by its account number with PUT, currency the number 1', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request to terminate a stash early')
      .withRequest('PUT', '/api/v1/user/Terminate_Savings_Plan', (b) => b.headers(authHeader).jsonBody({ productCode: '0103', accountNo: provided('stashAccountNo'), currency: 1 }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(terminateStash(EXAMPLE.stashAccountNo)).resolves.toBeUndefined();
      });
  });

  it('refuses a Stash the customer does not hold, with the server message', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a request to terminate a stash the customer does not hold')
      .withRequest('PUT', '/api/v1/user/Terminate_Savings_Plan', (b) => b.headers(authHeader).jsonBody({ productCode: '0103', accountNo: NO_STASH, currency: 1 }))
      .willRespondWith(refused(404), (b) => b.jsonBody(failEnvelope('We could not find that Stash. It may have ended already.')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await refusal(terminateStash(NO_STASH))).toEqual(['We could not find that Stash. It may have ended already.']);
      });
  });
});

describe('the plan calculators', () => {
  it('estimates the periodic amount from the target, frequency and dates', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for the monthly estimate of a core plan')
      .withRequest('GET', '/api/v1/util/estimate', (b) =>
        b.headers(authHeader).query({ ExpectedReturn: '120000', Frequency: '30', TargetDate: '2031-01-01', StartDate: '2030-01-01', Product: '0201' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ estimate: like(10000.5) })))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getEstimate(SCHEDULE)).resolves.toBe(10000.5);
      });
  });

  it('refuses an estimate whose end date is before its start date', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for the estimate of a core plan that ends before it starts')
      .withRequest('GET', '/api/v1/util/estimate', (b) =>
        b.headers(authHeader).query({ ExpectedReturn: '120000', Frequency: '30', TargetDate: '2030-01-01', StartDate: '2031-01-01', Product: '0201' }),
      )
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('TargetDate: The end date must be after the start date')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await refusal(getEstimate(BACKWARDS))).toEqual(['TargetDate: The end date must be after the start date']);
      });
  });

  it('answers the value of a core plan at maturity', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for the future value of a core plan')
      .withRequest('GET', '/api/v1/util/future_value', (b) =>
        b.headers(authHeader).query({ Principal: '120000', Tenor: '30', Product: '0201', Currency: '1', TargetDate: '2031-01-01', StartDate: '2030-01-01' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ value: like(126000.5) })))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getPlanFutureValue(SCHEDULE)).resolves.toBe(126000.5);
      });
  });

  it('refuses the future value of a plan that ends before it starts', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for the future value of a core plan that ends before it starts')
      .withRequest('GET', '/api/v1/util/future_value', (b) =>
        b.headers(authHeader).query({ Principal: '120000', Tenor: '30', Product: '0201', Currency: '1', TargetDate: '2030-01-01', StartDate: '2031-01-01' }),
      )
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('TargetDate: The end date must be after the start date')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await refusal(getPlanFutureValue(BACKWARDS))).toEqual(['TargetDate: The end date must be after the start date']);
      });
  });

  it('answers the value of a Stash at maturity', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for the future value of a Stash')
      .withRequest('GET', '/api/v1/util/future_value', (b) => b.headers(authHeader).query({ Principal: '50000', Tenor: '90', Product: '0103', Currency: '1' }))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ value: like(51232.88) })))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getStashFutureValue(50000, '90')).resolves.toBe(51232.88);
      });
  });

  it('refuses the future value of a Stash for a lock period not on offer', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for the future value of a Stash with a lock period not on offer')
      .withRequest('GET', '/api/v1/util/future_value', (b) => b.headers(authHeader).query({ Principal: '50000', Tenor: '45', Product: '0103', Currency: '1' }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('Choose one of the lock periods on offer')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await refusal(getStashFutureValue(50000, '45'))).toEqual(['Choose one of the lock periods on offer']);
      });
  });

});

describe('creating a core plan', () => {
  const plan: CorePlanRequest = { name: "Adaeze's Home plan", ccyCode: '1', ...SCHEDULE, earnInterest: true, amount: 10000.5, isAutomated: true };

  it('creates a plan with its image and answers the reference its payment is keyed by', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { upload: 'an image' })
      .uponReceiving('a request to create a core savings plan with an image')
      .withRequest('POST', '/api/v1/user/coreaccount', (b) => b.headers(authHeader).jsonBody({ ...plan, imageRef: provided('uploadRef') }))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ reference: regex('^[A-Za-z0-9_-]+$', 'CSP0001') })))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(createCorePlan({ ...plan, imageRef: 'UPL-PACT-1' })).resolves.toBe('CSP0001');
      });
  });

  it('refuses a plan that ends before it starts, naming the field', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request to create a core savings plan that ends before it starts')
      .withRequest('POST', '/api/v1/user/coreaccount', (b) => b.headers(authHeader).jsonBody({ ...plan, ...BACKWARDS }))
      .willRespondWith(refused(400), (b) => b.jsonBody({ ...failEnvelope('endDate: The end date must be after the start date'), data: { field: like('endDate') } }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await refusal(createCorePlan({ ...plan, ...BACKWARDS }))).toEqual(['endDate: The end date must be after the start date']);
      });
  });
});

signedInReadsWithoutSession(pact, [
  { what: 'the stash accounts', path: '/api/v1/user/accountbyproduct', query: { productCode: ProductCode.stash }, read: getStashAccounts },
  { what: 'the core savings accounts', path: '/api/v1/user/accountbyproduct', query: { productCode: ProductCode.core }, read: getCoreAccounts },
]);

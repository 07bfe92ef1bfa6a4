// The account area: portfolio, profile, next of kin, card removal, password and PIN change, referral.
import { describe, expect, it } from 'vitest';
import { changePassword, changePin, deleteCard, getNextOfKin, getPortfolio, getProfile, getReferralCode, saveNextOfKin, updateProfile } from '../src/api/account.ts';
import { ApiError, SessionExpiredError } from '../src/api/errors.ts';
import { WEB_PLATFORM } from '../src/api/identity.ts';
import { ProviderState, Scenario } from '../fixtures/scenarios.ts';
import { EXAMPLE, authHeader, failEnvelope, ISO_DATE, like, newPact, okEnvelope, provided, refused, regex, signedInReadsWithoutSession, signedInSession, useClient, wireAmount } from './pact.ts';

const pact = newPact();
const PASSWORD = 'Passw0rd!';
const KEY = 'c0ffee00-0000-4000-8000-000000000002';
/** A change of password or PIN carries an Idempotency-Key: sent again after a lost answer, it acts once. */
const withKey = { ...authHeader, 'idempotency-key': regex('^[A-Za-z0-9-]{8,}$', KEY) };

/** Runs a call expected to be refused and returns the messages it carried. */
async function refusal(call: Promise<unknown>) {
  const error = await call.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).messages;
}

describe('portfolio summary', () => {
  it('refuses an unknown token, and the client signs the customer out', async () => {
    await pact
      .addInteraction()
      .given(ProviderState.signedOut)
      .uponReceiving('a request for the portfolio summary with an unknown token')
      .withRequest('PUT', '/api/v1/user/portfolio_summary', (b) => b.headers({ Authorization: 'Bearer unknown-token' }))
      .willRespondWith(401, (b) => b.jsonBody(failEnvelope('Authorization token is invalid')))
      .executeTest(async (server) => {
        useClient(server, { name: 'Ada', token: 'unknown-token', refreshToken: '', expiresAt: Date.now() + 60_000 });
        await expect(getPortfolio()).rejects.toBeInstanceOf(SessionExpiredError);
      });
  });

  it('gives savings, investment and myPurse balances (PUT with no body)', async () => {
    const savings = { totalSavingsBal: wireAmount(250000.5), totalNaira: wireAmount(250000.5), totalNairaInterest: wireAmount(1200), totalDollar: wireAmount(0), totalDollarInterest: wireAmount(0) };
    const investment = { totalInvetmentBal: wireAmount(0), investmentNairaBal: wireAmount(0), investmentDollarBal: wireAmount(0) };
    const myPurse = { totalPurseBal: wireAmount(5000), purseNairaBal: wireAmount(5000), purseDollarBal: wireAmount(0) };
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for the portfolio summary of a saver')
      .withRequest('PUT', '/api/v1/user/portfolio_summary', (b) => b.headers(authHeader))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ savings, investment, myPurse })))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        const summary = await getPortfolio();
        expect(summary.investment.totalInvetmentBal).toBe(0);
        expect(summary.savings.totalSavingsBal).toBe(250000.5);
        expect(summary.myPurse.purseNairaBal).toBe(5000);
      });
  });
});

describe('profile', () => {
  it('reads the profile with the saved state', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for the profile of a saver')
      .withRequest('GET', '/api/v1/user/profile', (b) => b.headers(authHeader))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          okEnvelope({
            firstName: like('Adaeze'),
            lastName: like('Okafor'),
            email: like('adaeze@example.com'),
            phoneNumber: like('+2348031234567'),
            dateOfBirth: regex(ISO_DATE, '1990-04-12'),
          }),
        ),
      )
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getProfile()).resolves.toMatchObject({ firstName: 'Adaeze', dateOfBirth: '1990-04-12' });
      });
  });

  it('updates the address and state with the password', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a profile update with the right password')
      .withRequest('PUT', '/api/v1/user/profile', (b) => b.headers(authHeader).jsonBody({ address: '3 Marina Road', state: 'Kano', password: PASSWORD }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(updateProfile({ address: '3 Marina Road', state: 'Kano', password: PASSWORD })).resolves.toBeUndefined();
      });
  });

  it('updates the address of a customer who has chosen no state', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a profile update with no state chosen')
      .withRequest('PUT', '/api/v1/user/profile', (b) => b.headers(authHeader).jsonBody({ address: '3 Marina Road', state: '', password: PASSWORD }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(updateProfile({ address: '3 Marina Road', state: '', password: PASSWORD })).resolves.toBeUndefined();
      });
  });

  it('sends the uploaded pictures by their references', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { upload: 'an image' })
      .uponReceiving('a profile update with a profile picture and an ID card')
      .withRequest('PUT', '/api/v1/user/profile', (b) =>
        b.headers(authHeader).jsonBody({ address: '3 Marina Road', state: 'Kano', password: PASSWORD, profileImageRef: provided('uploadRef'), idCardRef: provided('uploadRef') }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        const update = { address: '3 Marina Road', state: 'Kano', password: PASSWORD, profileImageRef: EXAMPLE.uploadRef, idCardRef: EXAMPLE.uploadRef };
        await expect(updateProfile(update)).resolves.toBeUndefined();
      });
  });

  it('refuses a profile update with a wrong password', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a profile update with a wrong password')
      .withRequest('PUT', '/api/v1/user/profile', (b) => b.headers(authHeader).jsonBody({ address: '3 Marina Road', state: 'Kano', password: 'Wrong0ne!' }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('The password you entered is incorrect')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await refusal(updateProfile({ address: '3 Marina Road', state: 'Kano', password: 'Wrong0ne!' }))).toEqual(['The password you entered is incorrect']);
      });
  });
});

describe('next of kin', () => {
  const kin = { firstName: 'Chidi', lastName: 'Okafor', email: 'chidi@example.com', phoneNumber: '+2348031112222', state: 'Enugu', address: '5 Ogui Road' };

  it('reads the saved next of kin', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for the next of kin of a saver')
      .withRequest('GET', '/api/v1/user/nextofkin', (b) => b.headers(authHeader))
      .willRespondWith(200, (b) =>
        b.jsonBody(okEnvelope({ firstName: like(kin.firstName), lastName: like(kin.lastName), email: like(kin.email), phoneNumber: like(kin.phoneNumber), state: like(kin.state), address: like(kin.address) })),
      )
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getNextOfKin()).resolves.toEqual(kin);
      });
  });

  it('reads none for a new customer', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a request for the next of kin of a new customer')
      .withRequest('GET', '/api/v1/user/nextofkin', (b) => b.headers(authHeader))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({})))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getNextOfKin()).resolves.toBeNull();
      });
  });

  it('creates one with POST when there is none', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser, { password: PASSWORD })
      .uponReceiving('a first next of kin')
      .withRequest('POST', '/api/v1/user/nextofkin', (b) => b.headers(authHeader).jsonBody({ ...kin, password: PASSWORD }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(saveNextOfKin({ ...kin, password: PASSWORD }, false)).resolves.toBeUndefined();
      });
  });

  it('updates one with PUT when one exists', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a change to the next of kin')
      .withRequest('PUT', '/api/v1/user/nextofkin', (b) => b.headers(authHeader).jsonBody({ ...kin, password: PASSWORD }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(saveNextOfKin({ ...kin, password: PASSWORD }, true)).resolves.toBeUndefined();
      });
  });

  it('refuses a save with a wrong password', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a change to the next of kin with a wrong password')
      .withRequest('PUT', '/api/v1/user/nextofkin', (b) => b.headers(authHeader).jsonBody({ ...kin, password: 'Wrong0ne!' }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('The password you entered is incorrect')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await refusal(saveNextOfKin({ ...kin, password: 'Wrong0ne!' }, true))).toEqual(['The password you entered is incorrect']);
      });
  });

  it('refuses a first next of kin with a wrong password', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser, { password: PASSWORD })
      .uponReceiving('a first next of kin with a wrong password')
      .withRequest('POST', '/api/v1/user/nextofkin', (b) => b.headers(authHeader).jsonBody({ ...kin, password: 'Wrong0ne!' }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('The password you entered is incorrect')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await refusal(saveNextOfKin({ ...kin, password: 'Wrong0ne!' }, false))).toEqual(['The password you entered is incorrect']);
      });
  });
});

describe('debit card removal', () => {
  it('deletes a linked card by its id in the query', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request to delete a linked card')
      .withRequest('DELETE', '/api/v1/user/card', (b) => b.headers(authHeader).query({ id: provided('cardId') }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(deleteCard(EXAMPLE.cardId)).resolves.toBeUndefined();
      });
  });

  it('refuses to delete a card that is not the customer’s', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request to delete an unknown card')
      .withRequest('DELETE', '/api/v1/user/card', (b) => b.headers(authHeader).query({ id: 'card-unknown' }))
      .willRespondWith(refused(404), (b) => b.jsonBody(failEnvelope('No such card')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await refusal(deleteCard('card-unknown'))).toEqual(['No such card']);
      });
  });
});

describe('password change', () => {
  it('changes the password given the old one', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { password: PASSWORD })
      .uponReceiving('a password change with the right old password')
      .withRequest('PUT', '/api/v1/identity/password', (b) => b.headers(withKey).jsonBody({ oldPsswrd: PASSWORD, newPsswrd: 'N3w!Passw0rd', platform: WEB_PLATFORM }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(changePassword(PASSWORD, 'N3w!Passw0rd', KEY)).resolves.toBeUndefined();
      });
  });

  it('refuses a wrong old password with the server message', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { password: PASSWORD })
      .uponReceiving('a password change with a wrong old password')
      .withRequest('PUT', '/api/v1/identity/password', (b) => b.headers(withKey).jsonBody({ oldPsswrd: 'Wrong0ne!', newPsswrd: 'N3w!Passw0rd', platform: WEB_PLATFORM }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('Your old password is incorrect')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await refusal(changePassword('Wrong0ne!', 'N3w!Passw0rd', KEY))).toEqual(['Your old password is incorrect']);
      });
  });
});

describe('PIN change', () => {
  it('changes the PIN given the old one', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { pin: '1234' })
      .uponReceiving('a PIN change with the right old PIN')
      .withRequest('PUT', '/api/v1/user/pin', (b) => b.headers(withKey).jsonBody({ oldPin: '1234', newPin: '4321', platform: WEB_PLATFORM }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(changePin('1234', '4321', KEY)).resolves.toBeUndefined();
      });
  });

  it('refuses a wrong old PIN with the server message', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { pin: '1234' })
      .uponReceiving('a PIN change with a wrong old PIN')
      .withRequest('PUT', '/api/v1/user/pin', (b) => b.headers(withKey).jsonBody({ oldPin: '9999', newPin: '4321', platform: WEB_PLATFORM }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('Your old PIN is incorrect')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await refusal(changePin('9999', '4321', KEY))).toEqual(['Your old PIN is incorrect']);
      });
  });
});

describe('referral code', () => {
  it('answers the code itself as data', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a request for the referral code')
      .withRequest('GET', '/api/v1/user/referral', (b) => b.headers(authHeader))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope(regex('^[A-Za-z0-9]{5,}$', 'ADA7QX2K'))))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(getReferralCode()).resolves.toBe('ADA7QX2K');
      });
  });
});

signedInReadsWithoutSession(pact, [
  { what: 'the profile', path: '/api/v1/user/profile', read: getProfile },
  { what: 'the next of kin', path: '/api/v1/user/nextofkin', read: getNextOfKin },
  { what: 'the referral code', path: '/api/v1/user/referral', read: getReferralCode },
]);

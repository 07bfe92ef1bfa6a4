// The identity area: sign-in, session renewal, registration, password reset, the transaction PIN and
// BVN verification: what the client sends and the fields it reads back.
import { describe, expect, it } from 'vitest';
import { ApiError, SessionExpiredError } from '../src/api/errors.ts';
import { confirmBvn, createPassword, createPin, endSession, login, refresh, register, requestPasswordReset, resendBvnOtp, resetPassword, submitBvn } from '../src/api/identity.ts';
import { validateRegistrationOtp, validateResetToken, WEB_PLATFORM } from '../src/api/identity.ts';
import { DEMO, ProviderState, Scenario } from '../fixtures/scenarios.ts';
import { anyId, apiMessages, authHeader, EXAMPLE, failEnvelope, like, newPact, okEnvelope, provided, refused, signedInSession, useClient, wireDuration } from './pact.ts';

const pact = newPact();
const tokens = { name: like('Adaeze Okafor'), token: like('tok_abc'), refreshToken: like('ref_abc') };

describe('identity', () => {
  it('signs in with e-mail and password and keeps the tokens', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { password: DEMO.password })
      .uponReceiving('a sign-in with valid credentials')
      .withRequest('POST', '/api/v1/identity/login', (b) => b.jsonBody({ email: provided('email'), password: DEMO.password, platform: WEB_PLATFORM }))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope(tokens)))
      .executeTest(async (server) => {
        useClient(server);
        const before = Date.now();
        const session = await login({ email: EXAMPLE.email, password: DEMO.password });
        expect(session).toMatchObject({ name: 'Adaeze Okafor', token: 'tok_abc', refreshToken: 'ref_abc' });
        expect(session.expiresAt - before).toBeGreaterThanOrEqual(3_600_000);
      });
  });

  it('refuses a wrong password with the server message', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver, { password: DEMO.password })
      .uponReceiving('a sign-in with a wrong password')
      .withRequest('POST', '/api/v1/identity/login', (b) => b.jsonBody({ email: provided('email'), password: 'wrong-password', platform: WEB_PLATFORM }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('Invalid email or password')))
      .executeTest(async (server) => {
        useClient(server);
        const error = await login({ email: EXAMPLE.email, password: 'wrong-password' }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).messages[0]).toBe('Invalid email or password');
      });
  });

  it('renews an expired session with its refresh token', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a session refresh with a valid refresh token')
      .withRequest('POST', '/api/v1/identity/refresh', (b) => b.jsonBody({ token: provided('token'), refreshToken: provided('refreshToken') }))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope(tokens)))
      .executeTest(async (server) => {
        const store = useClient(server, { name: 'Adaeze Okafor', token: EXAMPLE.token, refreshToken: EXAMPLE.refreshToken, expiresAt: Date.now() - 1 });
        const renewed = await refresh();
        expect(renewed).toMatchObject({ token: 'tok_abc', refreshToken: 'ref_abc' });
        expect(store.current?.token).toBe('tok_abc');
      });
  });

  it('ends the session on the server at Log Out', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a Log Out with the session\'s tokens')
      .withRequest('POST', '/api/v1/identity/logout', (b) => b.jsonBody({ token: provided('token'), refreshToken: provided('refreshToken') }))
      .willRespondWith(200, (b) => b.jsonBody(accepted))
      .executeTest(async (server) => {
        useClient(server);
        await expect(endSession({ token: EXAMPLE.token, refreshToken: EXAMPLE.refreshToken })).resolves.toBeUndefined();
      });
  });

  it('refuses a Log Out that names no session, and the client says so to its caller', async () => {
    await pact
      .addInteraction()
      .given(ProviderState.signedOut)
      .uponReceiving('a Log Out without tokens')
      .withRequest('POST', '/api/v1/identity/logout', (b) => b.jsonBody({ token: '', refreshToken: '' }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('token: must not be empty')))
      .executeTest(async (server) => {
        useClient(server);
        // Log Out itself ignores the answer: the browser has forgotten the session either way.
        await expect(endSession({ token: '', refreshToken: '' })).rejects.toBeInstanceOf(ApiError);
      });
  });

  it('signs out when the refresh token is refused', async () => {
    await pact
      .addInteraction()
      .given(ProviderState.signedOut)
      .uponReceiving('a session refresh with an unknown refresh token')
      .withRequest('POST', '/api/v1/identity/refresh', (b) => b.jsonBody({ token: 'revoked-token', refreshToken: 'revoked-refresh' }))
      .willRespondWith(401, (b) => b.jsonBody(failEnvelope('Your session has ended. Please sign in again.')))
      .executeTest(async (server) => {
        const store = useClient(server, { name: 'Ada', token: 'revoked-token', refreshToken: 'revoked-refresh', expiresAt: Date.now() - 1 });
        await expect(refresh()).rejects.toBeInstanceOf(SessionExpiredError);
        expect(store.current).toBeNull();
      });
  });
});

/** The answer of calls whose body the client does not read: only `success` matters. */
const accepted = { success: true };

const newcomer = { firstName: 'Chiamaka', lastName: 'Eze', email: EXAMPLE.unusedEmail, phoneNumber: EXAMPLE.unusedPhone, dob: '1990-04-12' };
/** On the wire: an e-mail and a phone number nobody holds, from the state hook, so a second run against the same database registers again. */
const unusedContact = { email: provided('unusedEmail'), phoneNumber: provided('unusedPhone') };
const REGISTRATION_ID = EXAMPLE.registrationId;
const RESET_ID = EXAMPLE.resetId;
const NEW_PASSWORD = 'Harmattan#25';
const REGISTRATIONS_TOO_OFTEN = 'We have sent 10 sign-up codes to this phone number in the last hour, the most we send. Try again in 60 minutes.';
const RESETS_TOO_OFTEN = 'You have asked for 10 reset tokens in the last hour, the most we send. Try again in 60 minutes.';

describe('registration', () => {
  it('starts a registration and keeps its id', async () => {
    await pact
      .addInteraction()
      .given(ProviderState.signedOut)
      .uponReceiving('a registration with personal details and a referral code')
      .withRequest('POST', '/api/v1/identity/register', (b) => b.jsonBody({ ...newcomer, ...unusedContact, referral: 'VIBE2024', platform: WEB_PLATFORM }))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ id: anyId(REGISTRATION_ID) })))
      .executeTest(async (server) => {
        useClient(server);
        await expect(register({ ...newcomer, referral: 'VIBE2024' })).resolves.toBe(REGISTRATION_ID);
      });
  });

  it('refuses a registration past the hourly limit of codes to its phone, with the server message', async () => {
    await pact
      .addInteraction()
      .given(ProviderState.signedOut, { registrations: 'used up' })
      .uponReceiving('a registration with a phone number sent the most sign-up codes an hour')
      .withRequest('POST', '/api/v1/identity/register', (b) => b.jsonBody({ ...newcomer, ...unusedContact, referral: 'VIBE2024', platform: WEB_PLATFORM }))
      .willRespondWith(refused(429), (b) => b.jsonBody(failEnvelope(REGISTRATIONS_TOO_OFTEN)))
      .executeTest(async (server) => {
        useClient(server);
        expect(await register({ ...newcomer, referral: 'VIBE2024' }).catch(apiMessages)).toEqual([REGISTRATIONS_TOO_OFTEN]);
      });
  });

  it('refuses an e-mail address already registered, with the server message', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a registration with an e-mail address already in use')
      .withRequest('POST', '/api/v1/identity/register', (b) => b.jsonBody({ ...newcomer, email: provided('email'), platform: WEB_PLATFORM }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('An account with this email address already exists')))
      .executeTest(async (server) => {
        useClient(server);
        const error = await register({ ...newcomer, email: EXAMPLE.email }).catch(apiMessages);
        expect(error).toEqual(['An account with this email address already exists']);
      });
  });

  it('confirms the OTP sent to the phone', async () => {
    await pact
      .addInteraction()
      .given(ProviderState.registrationStarted)
      .uponReceiving('the registration OTP')
      .withRequest('POST', '/api/v1/identity/validateregistrationotp', (b) => b.jsonBody({ id: provided('registrationId'), token: provided('otp'), platform: WEB_PLATFORM }))
      .willRespondWith(200, (b) => b.jsonBody(accepted))
      .executeTest(async (server) => {
        useClient(server);
        await expect(validateRegistrationOtp(REGISTRATION_ID, EXAMPLE.otp)).resolves.toBeUndefined();
      });
  });

  it('refuses a wrong OTP with the server message', async () => {
    await pact
      .addInteraction()
      .given(ProviderState.registrationStarted)
      .uponReceiving('a wrong registration OTP')
      .withRequest('POST', '/api/v1/identity/validateregistrationotp', (b) => b.jsonBody({ id: provided('registrationId'), token: '000000', platform: WEB_PLATFORM }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('The OTP you entered is incorrect or has expired')))
      .executeTest(async (server) => {
        useClient(server);
        const error = await validateRegistrationOtp(REGISTRATION_ID, '000000').catch(apiMessages);
        expect(error).toEqual(['The OTP you entered is incorrect or has expired']);
      });
  });

  it('creates the password and starts a session that lasts expiresIn milliseconds', async () => {
    await pact
      .addInteraction()
      .given(ProviderState.registrationVerified)
      .uponReceiving('the first password of a confirmed registration')
      .withRequest('POST', '/api/v1/identity/createpassword', (b) => b.jsonBody({ id: provided('registrationId'), password: NEW_PASSWORD, platform: WEB_PLATFORM }))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ name: like('Chiamaka Eze'), token: like('tok_new'), refreshToken: like('ref_new'), expiresIn: wireDuration(3_600_000) })))
      .executeTest(async (server) => {
        const store = useClient(server);
        const at = 1_900_000_000_000;
        const session = await createPassword(REGISTRATION_ID, NEW_PASSWORD, () => at);
        expect(session).toEqual({ name: 'Chiamaka Eze', token: 'tok_new', refreshToken: 'ref_new', expiresAt: at + 3_600_000 });
        // The caller keeps the session; the client does not store it on its own.
        expect(store.current).toBeNull();
      });
  });

  it('refuses a password before the OTP is confirmed', async () => {
    await pact
      .addInteraction()
      .given(ProviderState.registrationStarted)
      .uponReceiving('a password for a registration whose OTP is not confirmed')
      .withRequest('POST', '/api/v1/identity/createpassword', (b) => b.jsonBody({ id: provided('registrationId'), password: NEW_PASSWORD, platform: WEB_PLATFORM }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('Please confirm the OTP sent to your phone first')))
      .executeTest(async (server) => {
        useClient(server);
        const error = await createPassword(REGISTRATION_ID, NEW_PASSWORD).catch(apiMessages);
        expect(error).toEqual(['Please confirm the OTP sent to your phone first']);
      });
  });
});

describe('password reset', () => {
  it('requests a reset token for an e-mail address and keeps the reset id', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a password reset request for a registered e-mail address')
      .withRequest('POST', '/api/v1/identity/resetpasswordtoken', (b) => b.jsonBody({ userId: provided('email'), platform: WEB_PLATFORM }))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ id: anyId(RESET_ID) })))
      .executeTest(async (server) => {
        useClient(server);
        await expect(requestPasswordReset(EXAMPLE.email)).resolves.toBe(RESET_ID);
      });
  });

  it('is answered for an e-mail address with no account exactly as for a registered one', async () => {
    await pact
      .addInteraction()
      .given(ProviderState.signedOut)
      .uponReceiving('a password reset request for an e-mail address no customer holds')
      .withRequest('POST', '/api/v1/identity/resetpasswordtoken', (b) => b.jsonBody({ userId: provided('unusedEmail'), platform: WEB_PLATFORM }))
      .willRespondWith(200, (b) => b.jsonBody(okEnvelope({ id: anyId(RESET_ID) })))
      .executeTest(async (server) => {
        useClient(server);
        await expect(requestPasswordReset(EXAMPLE.unusedEmail)).resolves.toBe(RESET_ID);
      });
  });

  it('refuses a request past the hourly limit with the server message', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser, { resetRequests: 'used up' })
      .uponReceiving('a password reset request from a customer who has asked for the most tokens an hour')
      .withRequest('POST', '/api/v1/identity/resetpasswordtoken', (b) => b.jsonBody({ userId: provided('email'), platform: WEB_PLATFORM }))
      .willRespondWith(refused(429), (b) => b.jsonBody(failEnvelope(RESETS_TOO_OFTEN)))
      .executeTest(async (server) => {
        useClient(server);
        expect(await requestPasswordReset(EXAMPLE.email).catch(apiMessages)).toEqual([RESETS_TOO_OFTEN]);
      });
  });

  it('confirms the reset token', async () => {
    await pact
      .addInteraction()
      .given(ProviderState.resetRequested)
      .uponReceiving('the password reset token')
      .withRequest('POST', '/api/v1/identity/validateresetpasswordtoken', (b) => b.jsonBody({ id: provided('resetId'), token: provided('otp'), platform: WEB_PLATFORM }))
      .willRespondWith(200, (b) => b.jsonBody(accepted))
      .executeTest(async (server) => {
        useClient(server);
        await expect(validateResetToken(RESET_ID, EXAMPLE.otp)).resolves.toBeUndefined();
      });
  });

  it('refuses a wrong reset token with the server message', async () => {
    await pact
      .addInteraction()
      .given(ProviderState.resetRequested)
      .uponReceiving('a wrong password reset token')
      .withRequest('POST', '/api/v1/identity/validateresetpasswordtoken', (b) => b.jsonBody({ id: provided('resetId'), token: '000000', platform: WEB_PLATFORM }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('The OTP you entered is incorrect or has expired')))
      .executeTest(async (server) => {
        useClient(server);
        const error = await validateResetToken(RESET_ID, '000000').catch(apiMessages);
        expect(error).toEqual(['The OTP you entered is incorrect or has expired']);
      });
  });

  it('sets the new password with the confirmed token', async () => {
    await pact
      .addInteraction()
      .given(ProviderState.resetValidated)
      .uponReceiving('a new password with a confirmed reset token')
      .withRequest('POST', '/api/v1/identity/resetpassword', (b) => b.jsonBody({ id: provided('resetId'), token: provided('otp'), password: NEW_PASSWORD, platform: WEB_PLATFORM }))
      .willRespondWith(200, (b) => b.jsonBody(accepted))
      .executeTest(async (server) => {
        useClient(server);
        await expect(resetPassword(RESET_ID, EXAMPLE.otp, NEW_PASSWORD)).resolves.toBeUndefined();
      });
  });

  it('refuses a new password before the token is confirmed', async () => {
    await pact
      .addInteraction()
      .given(ProviderState.resetRequested)
      .uponReceiving('a new password with an unconfirmed reset token')
      .withRequest('POST', '/api/v1/identity/resetpassword', (b) => b.jsonBody({ id: provided('resetId'), token: provided('otp'), password: NEW_PASSWORD, platform: WEB_PLATFORM }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('Please confirm your reset token first')))
      .executeTest(async (server) => {
        useClient(server);
        const error = await resetPassword(RESET_ID, EXAMPLE.otp, NEW_PASSWORD).catch(apiMessages);
        expect(error).toEqual(['Please confirm your reset token first']);
      });
  });
});

describe('PIN creation', () => {
  it('sets the first PIN of a new customer', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a first transaction PIN')
      .withRequest('POST', '/api/v1/user/pin', (b) => b.headers(authHeader).jsonBody({ pin: '2580', platform: WEB_PLATFORM }))
      .willRespondWith(200, (b) => b.jsonBody({ success: true }))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(createPin('2580')).resolves.toBeUndefined();
      });
  });

  it('refuses a second PIN with the server message', async () => {
    await pact
      .addInteraction()
      .given(Scenario.saver)
      .uponReceiving('a first transaction PIN from a customer who has one')
      .withRequest('POST', '/api/v1/user/pin', (b) => b.headers(authHeader).jsonBody({ pin: '2580', platform: WEB_PLATFORM }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('A PIN has already been set for this account')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        const error = await createPin('2580').catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).messages).toEqual(['A PIN has already been set for this account']);
      });
  });
});

/** Any BVN: a customer whose BVN is verified may submit no other. */
const BVN = '22212345678';
const BVN_TOO_OFTEN = 'You have submitted a BVN 10 times in the last hour, the most we check. Try again in 60 minutes.';
/** A BVN nobody has confirmed, as the provider's state answers it (its identity provider's test BVN). */
const freshBvn = provided('bvn');
/** No interaction submits this one, so no OTP can be waiting for it whatever ran before. */
const NEVER_SUBMITTED = '22200000000';

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
      .withRequest('POST', '/api/v1/user/bvn', (b) => b.headers(authHeader).jsonBody({ bvn: freshBvn }))
      .willRespondWith(200, (b) => b.jsonBody(accepted))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(submitBvn(EXAMPLE.bvn)).resolves.toBeUndefined();
      });
  });

  it('refuses a BVN past the hourly limit of submissions with the server message', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser, { bvnSubmissions: 'used up' })
      .uponReceiving('a BVN from a customer who has submitted one the most times an hour')
      .withRequest('POST', '/api/v1/user/bvn', (b) => b.headers(authHeader).jsonBody({ bvn: freshBvn }))
      .willRespondWith(refused(429), (b) => b.jsonBody(failEnvelope(BVN_TOO_OFTEN)))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await refusal(submitBvn(EXAMPLE.bvn))).toEqual([BVN_TOO_OFTEN]);
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
      .given(Scenario.freshUser, { pendingBvn: 'submitted' })
      .uponReceiving('the OTP for a submitted BVN')
      .withRequest('PUT', '/api/v1/user/bvn', (b) => b.headers(authHeader).jsonBody({ id: freshBvn, token: provided('otp') }))
      .willRespondWith(200, (b) => b.jsonBody(accepted))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(confirmBvn(EXAMPLE.bvn, EXAMPLE.otp)).resolves.toBeUndefined();
      });
  });

  it('refuses a wrong OTP with the server message', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser, { pendingBvn: 'submitted' })
      .uponReceiving('a wrong OTP for a submitted BVN')
      .withRequest('PUT', '/api/v1/user/bvn', (b) => b.headers(authHeader).jsonBody({ id: freshBvn, token: '000000' }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('The OTP you entered is incorrect or has expired')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await refusal(confirmBvn(EXAMPLE.bvn, '000000'))).toEqual(['The OTP you entered is incorrect or has expired']);
      });
  });
});

describe('BVN OTP resend', () => {
  it('sends the OTP again with operation type 6', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser, { pendingBvn: 'submitted' })
      .uponReceiving('a resend of the OTP for a submitted BVN')
      .withRequest('POST', '/api/v1/util/resendotp', (b) => b.headers(authHeader).jsonBody({ id: freshBvn, operationType: 6 }))
      .willRespondWith(200, (b) => b.jsonBody(accepted))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        await expect(resendBvnOtp(EXAMPLE.bvn)).resolves.toBeUndefined();
      });
  });

  it('refuses a resend when no BVN is waiting for its OTP', async () => {
    await pact
      .addInteraction()
      .given(Scenario.freshUser)
      .uponReceiving('a resend of a BVN OTP that was never sent')
      .withRequest('POST', '/api/v1/util/resendotp', (b) => b.headers(authHeader).jsonBody({ id: NEVER_SUBMITTED, operationType: 6 }))
      .willRespondWith(refused(400), (b) => b.jsonBody(failEnvelope('We could not find that request. Please start again.')))
      .executeTest(async (server) => {
        useClient(server, signedInSession());
        expect(await refusal(resendBvnOtp(NEVER_SUBMITTED))).toEqual(['We could not find that request. Please start again.']);
      });
  });
});

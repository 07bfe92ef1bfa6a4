// The mock's registration and reset rules, without HTTP: what a real backend would refuse, it refuses.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProviderState, Scenario } from '../fixtures/scenarios.ts';
import { Refusal } from './envelope.ts';
import {
  completeRegistration,
  confirmRegistrationOtp,
  confirmResetToken,
  EMAIL_TAKEN,
  finishPasswordReset,
  OTP_NOT_CONFIRMED,
  PHONE_TAKEN,
  seedOnboardingState,
  startPasswordReset,
  startRegistration,
  TOKEN_NOT_CONFIRMED,
  TOO_YOUNG,
  WEAK_PASSWORD,
} from './domain/identity.ts';
import { OTP_CODE, UNKNOWN_OTP_TARGET, WRONG_OTP } from './otp.ts';
import { createStore } from './store.ts';
import { isoDay } from '../src/lib/calendar.ts';

const details = { firstName: 'Chiamaka', lastName: 'Eze', email: 'chiamaka@example.test', phoneNumber: '+2348031234567', dob: '1990-04-12' };

afterEach(() => {
  vi.useRealTimers();
});

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof Refusal) return error.messages;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('registration', () => {
  it('becomes a fresh customer who can sign in with the password set', () => {
    const store = createStore();
    const { id } = startRegistration(store, details);
    expect(refusal(() => completeRegistration(store, id, 'Secret#123'))).toEqual([OTP_NOT_CONFIRMED]);
    expect(refusal(() => confirmRegistrationOtp(store, id, '000000'))).toEqual([WRONG_OTP]);
    confirmRegistrationOtp(store, id, OTP_CODE);
    expect(refusal(() => completeRegistration(store, id, 'weakpass'))).toEqual([WEAK_PASSWORD]);
    const user = completeRegistration(store, id, 'Secret#123');
    expect(store.findUserByEmail(details.email)).toMatchObject({ id: user.id, password: 'Secret#123', phoneNumber: details.phoneNumber, pin: null });
    expect(Object.values(user.todo).some(Boolean)).toBe(false);
    expect(store.state.registrations).toEqual([]);
  });

  it('refuses an e-mail or phone already registered, both at once if need be', () => {
    const store = createStore();
    const taken = store.addUser(Scenario.freshUser);
    const local = `0${taken.phoneNumber.slice(4)}`;
    expect(refusal(() => startRegistration(store, { ...details, email: taken.email.toUpperCase(), phoneNumber: local }))).toEqual([EMAIL_TAKEN, PHONE_TAKEN]);
  });

  it('refuses anyone under 18', () => {
    const store = createStore();
    const young = new Date();
    young.setFullYear(young.getFullYear() - 17);
    expect(refusal(() => startRegistration(store, { ...details, dob: isoDay(young) }))).toEqual([TOO_YOUNG]);
  });

  it('lets an abandoned attempt start again, beside it', () => {
    const store = createStore();
    const first = startRegistration(store, details);
    const second = startRegistration(store, details);
    expect(first.id).not.toBe(second.id);
    expect(store.state.registrations.map((r) => r.id)).toEqual([first.id, second.id]);
  });

  it('keeps the details trimmed, the e-mail in lower case, and a blank referral as none', () => {
    const store = createStore();
    const record = startRegistration(store, {
      firstName: '  Ngozi ',
      lastName: ' Adeyemi  ',
      email: '  Ngozi.Adeyemi@Example.TEST ',
      phoneNumber: ' +2348091112233 ',
      dob: '1991-03-09',
      referral: '   ',
    });
    expect(record).toEqual({
      id: expect.any(String) as string,
      firstName: 'Ngozi',
      lastName: 'Adeyemi',
      email: 'ngozi.adeyemi@example.test',
      phoneNumber: '+2348091112233',
      dob: '1991-03-09',
      referral: null,
      otpVerified: false,
      startedAt: expect.any(Number) as number,
    });
    expect(startRegistration(store, { ...details, referral: ' AB12CD34 ' }).referral).toBe('AB12CD34');
    expect(startRegistration(store, { ...details, email: 'no.referral@example.test', phoneNumber: '+2348020000001' }).referral).toBeNull();
    expect(startRegistration(store, { ...details, email: 'empty.referral@example.test', phoneNumber: '+2348020000002', referral: '' }).referral).toBeNull();
  });

  it("keeps every pending attempt, so nobody can cancel someone else's sign-up; the first to complete ends those with its e-mail or phone, however typed", () => {
    const store = createStore();
    const pendingIds = () => store.state.registrations.map((r) => r.id);
    const first = startRegistration(store, details);
    const other = startRegistration(store, { ...details, email: 'someone.else@example.test', phoneNumber: '+2348039998877' });
    // The same e-mail in another case and with spaces, from another phone.
    const again = startRegistration(store, { ...details, email: '  CHIAMAKA@Example.test ', phoneNumber: '+2348035550000' });
    // The same phone as that one in its local form, with another e-mail.
    const byPhone = startRegistration(store, { ...details, email: 'chiamaka.new@example.test', phoneNumber: '0803 555 0000' });
    expect(pendingIds()).toEqual([first.id, other.id, again.id, byPhone.id]);
    confirmRegistrationOtp(store, first.id, OTP_CODE);
    completeRegistration(store, first.id, 'Secret#123');
    // `again` shares first's e-mail; byPhone shares no detail with first, and stays.
    expect(pendingIds()).toEqual([other.id, byPhone.id]);
  });

  it('refuses what the sign-up form would not send, naming the field: an e-mail without @, a phone that is no Nigerian line, a long name', () => {
    const store = createStore();
    const refusedField = (changed: Partial<typeof details>) => {
      try {
        startRegistration(store, { ...details, ...changed });
      } catch (error) {
        return (error as Refusal).data;
      }
      return 'accepted';
    };
    expect(refusedField({ email: 'no-at-sign' })).toEqual({ field: 'email' });
    for (const phoneNumber of ['12345678', '803-1234', '+234 803 123 456', '+1 202 555 0100 12', 'call me']) expect(refusedField({ phoneNumber }), phoneNumber).toEqual({ field: 'phoneNumber' });
    expect(refusedField({ firstName: 'A'.repeat(51) })).toEqual({ field: 'firstName' });
    expect(refusedField({ lastName: 'B'.repeat(100_000) })).toEqual({ field: 'lastName' });
    for (const phoneNumber of ['+2348031234567', '2348031234567', '0803 123 4567', '(0803) 123-4567']) expect(refusedField({ phoneNumber, email: `${phoneNumber.replace(/\D/g, '')}@example.test` }), phoneNumber).toBe('accepted');
    // Four accepted attempts with the same phone number, each kept until one completes.
    expect(store.state.registrations).toHaveLength(4);
  });

  it('accepts someone whose 18th birthday is today and refuses someone a day younger', () => {
    // 5 March 2026 in local time: a single-digit month and day, as the cut-off date writes them.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 5, 9, 30) });
    const store = createStore();
    expect(refusal(() => startRegistration(store, { ...details, dob: '2008-03-06' }))).toEqual([TOO_YOUNG]);
    expect(startRegistration(store, { ...details, dob: '2008-03-05' }).dob).toBe('2008-03-05');
  });

  it('confirms and completes the registration its id names, each into a customer of their own', () => {
    const store = createStore();
    const otherDetails = { ...details, firstName: 'Bayo', email: 'bayo@example.test', phoneNumber: '+2348057654321' };
    const first = startRegistration(store, details);
    const second = startRegistration(store, otherDetails);
    expect(refusal(() => confirmRegistrationOtp(store, 'no-such-registration', OTP_CODE))).toEqual([UNKNOWN_OTP_TARGET]);
    expect(refusal(() => completeRegistration(store, 'no-such-registration', 'Secret#123'))).toEqual([UNKNOWN_OTP_TARGET]);
    confirmRegistrationOtp(store, second.id, OTP_CODE);
    expect(store.state.registrations.map((r) => [r.id, r.otpVerified])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
    const bayo = completeRegistration(store, second.id, 'Secret#123');
    expect(store.state.registrations.map((r) => r.id)).toEqual([first.id]);
    confirmRegistrationOtp(store, first.id, OTP_CODE);
    const chiamaka = completeRegistration(store, first.id, 'Other#456');
    expect(chiamaka.id).not.toBe(bayo.id);
    expect(store.findUser(bayo.id)).toMatchObject({ email: otherDetails.email, firstName: 'Bayo', password: 'Secret#123' });
    expect(store.findUser(chiamaka.id)).toMatchObject({ email: details.email, firstName: 'Chiamaka', password: 'Other#456' });
  });
});

describe('password reset', () => {
  it('sets the new password by phone number and ends the old sessions', () => {
    const store = createStore();
    const user = store.addUser(Scenario.saver);
    store.state.sessions.push({ token: 't', refreshToken: 'r', userId: user.id, expiresAt: Date.now() + 1000, refreshExpiresAt: Date.now() + 1000, spentRefreshTokens: [] });
    const { id } = startPasswordReset(store, user.phoneNumber);
    expect(refusal(() => finishPasswordReset(store, id, OTP_CODE, 'Newpass#1'))).toEqual([TOKEN_NOT_CONFIRMED]);
    confirmResetToken(store, id, OTP_CODE);
    finishPasswordReset(store, id, OTP_CODE, 'Newpass#1');
    expect(store.findUser(user.id)?.password).toBe('Newpass#1');
    expect(store.state.sessions.filter((s) => s.userId === user.id)).toEqual([]);
  });
  it('finds the customer by e-mail in any case and spacing, or by phone in any form, and refuses anyone else', () => {
    const store = createStore();
    const user = store.addUser(Scenario.saver);
    expect(startPasswordReset(store, `  ${user.email.toUpperCase()} `).userId).toBe(user.id);
    expect(startPasswordReset(store, ` 0${user.phoneNumber.slice(4)} `).userId).toBe(user.id);
    // Anyone else is answered alike, with a reset that names nobody and that no token confirms.
    for (const nobody of ['nobody@example.test', '+2348000000000']) {
      const phantom = startPasswordReset(store, nobody);
      expect(phantom.userId).toBeNull();
      expect(refusal(() => confirmResetToken(store, phantom.id, OTP_CODE))).toEqual([WRONG_OTP]);
    }
  });

  it('keeps one pending reset per customer, leaving other customers\' alone', () => {
    const store = createStore();
    const ada = store.addUser(Scenario.saver);
    const bayo = store.addUser(Scenario.saver);
    const first = startPasswordReset(store, ada.email);
    const bayos = startPasswordReset(store, bayo.email);
    const second = startPasswordReset(store, ada.email);
    expect(store.state.passwordResets.map((r) => r.id)).toEqual([bayos.id, second.id]);
    expect(refusal(() => confirmResetToken(store, first.id, OTP_CODE))).toEqual([UNKNOWN_OTP_TARGET]);
  });

  it('sets the password only with the confirmed token, once, ending only that customer\'s sessions', () => {
    const store = createStore();
    const ada = store.addUser(Scenario.saver);
    const bayo = store.addUser(Scenario.saver);
    const later = Date.now() + 60_000;
    store.state.sessions.push({ token: 'ta', refreshToken: 'ra', userId: ada.id, expiresAt: later, refreshExpiresAt: later, spentRefreshTokens: [] });
    store.state.sessions.push({ token: 'tb', refreshToken: 'rb', userId: bayo.id, expiresAt: later, refreshExpiresAt: later, spentRefreshTokens: [] });
    const reset = startPasswordReset(store, ada.email);
    const bayos = startPasswordReset(store, bayo.email);
    confirmResetToken(store, reset.id, OTP_CODE);
    expect(refusal(() => finishPasswordReset(store, reset.id, '654321', 'Newpass#1'))).toEqual([TOKEN_NOT_CONFIRMED]);
    finishPasswordReset(store, reset.id, OTP_CODE, 'Newpass#1');
    expect(store.findUser(ada.id)?.password).toBe('Newpass#1');
    expect(store.state.sessions.map((s) => s.token)).toEqual(['tb']);
    expect(store.state.passwordResets.map((r) => r.id)).toEqual([bayos.id]);
    expect(refusal(() => finishPasswordReset(store, reset.id, OTP_CODE, 'Again#2222'))).toEqual([UNKNOWN_OTP_TARGET]);
    expect(store.findUser(ada.id)?.password).toBe('Newpass#1');
  });

  it('refuses to finish a reset whose customer no longer exists', () => {
    const store = createStore();
    const ada = store.addUser(Scenario.saver);
    const { id } = startPasswordReset(store, ada.email);
    confirmResetToken(store, id, OTP_CODE);
    store.state.users = store.state.users.filter((u) => u.id !== ada.id);
    expect(refusal(() => finishPasswordReset(store, id, OTP_CODE, 'Newpass#1'))).toEqual([UNKNOWN_OTP_TARGET]);
  });
});

describe('onboarding provider states', () => {
  it('are null for any other state', () => {
    expect(seedOnboardingState(createStore(), Scenario.saver, {})).toBeNull();
    expect(seedOnboardingState(createStore(), undefined, {})).toBeNull();
  });

  it('seed a registration awaiting its OTP under the id the pact names, once, beside the others', () => {
    const store = createStore();
    const someone = startRegistration(store, details);
    expect(seedOnboardingState(store, ProviderState.registrationStarted, { registrationId: 'reg-1' })).toEqual({ registrationId: 'reg-1', otp: OTP_CODE });
    expect(seedOnboardingState(store, ProviderState.registrationStarted, { registrationId: 'reg-1' })).toEqual({ registrationId: 'reg-1', otp: OTP_CODE });
    expect(store.state.registrations.map((r) => [r.id, r.otpVerified])).toEqual([
      [someone.id, false],
      ['reg-1', false],
    ]);
    expect(refusal(() => completeRegistration(store, 'reg-1', 'Secret#123'))).toEqual([OTP_NOT_CONFIRMED]);
    confirmRegistrationOtp(store, 'reg-1', OTP_CODE);
    expect(completeRegistration(store, 'reg-1', 'Secret#123').email).toMatch(/^reg-1\.\w+@example\.test$/);
  });

  it('seed a registration under an id of their own when the pact names none', () => {
    const store = createStore();
    const seeded = seedOnboardingState(store, ProviderState.registrationStarted, {});
    expect(seeded).toEqual({ registrationId: expect.stringMatching(/^[0-9a-f-]{36}$/) as string, otp: OTP_CODE });
    expect(store.state.registrations.map((r) => r.id)).toEqual([seeded?.registrationId]);
  });

  it('seed a registration with its OTP confirmed, a new person each time', () => {
    const store = createStore();
    for (const registrationId of ['reg-a', 'reg-b']) {
      expect(seedOnboardingState(store, ProviderState.registrationVerified, { registrationId })).toEqual({ registrationId, otp: OTP_CODE });
    }
    // Nothing left to confirm: the password comes next.
    expect(refusal(() => confirmRegistrationOtp(store, 'reg-a', OTP_CODE))).toEqual([UNKNOWN_OTP_TARGET]);
    const a = completeRegistration(store, 'reg-a', 'Secret#123');
    const b = completeRegistration(store, 'reg-b', 'Secret#123');
    expect(a.id).not.toBe(b.id);
    expect(b.email).toMatch(/^reg-b\.\w+@example\.test$/);
  });

  it('seed a reset awaiting its token for the customer the pact names', () => {
    const store = createStore();
    expect(seedOnboardingState(store, ProviderState.resetRequested, { resetId: 'reset-1', email: 'Reset.Me@example.test' })).toEqual({
      resetId: 'reset-1',
      otp: OTP_CODE,
      email: 'reset.me@example.test',
    });
    expect(refusal(() => finishPasswordReset(store, 'reset-1', OTP_CODE, 'Newpass#1'))).toEqual([TOKEN_NOT_CONFIRMED]);
    confirmResetToken(store, 'reset-1', OTP_CODE);
    finishPasswordReset(store, 'reset-1', OTP_CODE, 'Newpass#1');
    expect(store.findUserByEmail('reset.me@example.test')?.password).toBe('Newpass#1');
  });

  it('seed a reset with its token confirmed, for a new customer when the pact names none', () => {
    const store = createStore();
    const seeded = seedOnboardingState(store, ProviderState.resetValidated, {});
    expect(seeded).toEqual({ resetId: expect.stringMatching(/^[0-9a-f-]{36}$/) as string, otp: OTP_CODE, email: expect.stringMatching(/@example\.test$/) as string });
    const { resetId = '', email = '' } = seeded ?? {};
    expect(refusal(() => confirmResetToken(store, resetId, OTP_CODE))).toEqual([UNKNOWN_OTP_TARGET]);
    finishPasswordReset(store, resetId, OTP_CODE, 'Newpass#1');
    expect(store.findUserByEmail(email)?.password).toBe('Newpass#1');
  });

  it('seed one reset per customer and per id, replacing the customer of an e-mail seeded before', () => {
    const store = createStore();
    const other = store.addUser(Scenario.saver);
    const others = startPasswordReset(store, other.email);
    seedOnboardingState(store, ProviderState.resetRequested, { resetId: 'reset-1', email: 'ada@example.test' });
    // The same customer again: replaced, with a new reset instead of the first.
    seedOnboardingState(store, ProviderState.resetRequested, { resetId: 'reset-2', email: 'ada@example.test' });
    const ada = store.findUserByEmail('ada@example.test');
    expect(store.state.passwordResets.map((r) => [r.id, r.userId])).toEqual([
      [others.id, other.id],
      ['reset-2', ada?.id],
    ]);
    // The same id for another customer: the id now names that customer's reset.
    const seeded = seedOnboardingState(store, ProviderState.resetValidated, { resetId: 'reset-2' });
    const newcomer = store.findUserByEmail(seeded?.email ?? '');
    expect(store.state.passwordResets.map((r) => [r.id, r.userId])).toEqual([
      [others.id, other.id],
      ['reset-2', newcomer?.id],
    ]);
    finishPasswordReset(store, 'reset-2', OTP_CODE, 'Newpass#1');
    expect(newcomer?.password).toBe('Newpass#1');
    expect(store.findUserByEmail('ada@example.test')?.password).not.toBe('Newpass#1');
  });
});

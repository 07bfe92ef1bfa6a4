// The mock's registration and reset rules, without HTTP: what a real backend would refuse, it refuses.
import { describe, expect, it } from 'vitest';
import { Scenario } from '../fixtures/scenarios.ts';
import { Refusal } from './envelope.ts';
import {
  completeRegistration,
  confirmRegistrationOtp,
  confirmResetToken,
  EMAIL_TAKEN,
  finishPasswordReset,
  OTP_NOT_CONFIRMED,
  PHONE_TAKEN,
  startPasswordReset,
  startRegistration,
  TOKEN_NOT_CONFIRMED,
  TOO_YOUNG,
  WEAK_PASSWORD,
} from './onboarding.ts';
import { OTP_CODE, WRONG_OTP } from './otp.ts';
import { createStore } from './store.ts';

const details = { firstName: 'Chiamaka', lastName: 'Eze', email: 'chiamaka@example.test', phoneNumber: '+2348031234567', dob: '1990-04-12' };

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
    expect(refusal(() => startRegistration(store, { ...details, dob: young.toISOString().slice(0, 10) }))).toEqual([TOO_YOUNG]);
  });

  it('lets an abandoned attempt start again', () => {
    const store = createStore();
    const first = startRegistration(store, details);
    const second = startRegistration(store, details);
    expect(store.state.registrations.map((r) => r.id)).toEqual([second.id]);
    expect(first.id).not.toBe(second.id);
  });
});

describe('password reset', () => {
  it('sets the new password by phone number and ends the old sessions', () => {
    const store = createStore();
    const user = store.addUser(Scenario.saver);
    store.state.sessions.push({ token: 't', refreshToken: 'r', userId: user.id, expiresAt: Date.now() + 1000, refreshExpiresAt: Date.now() + 1000 });
    const { id } = startPasswordReset(store, user.phoneNumber);
    expect(refusal(() => finishPasswordReset(store, id, OTP_CODE, 'Newpass#1'))).toEqual([TOKEN_NOT_CONFIRMED]);
    confirmResetToken(store, id, OTP_CODE);
    finishPasswordReset(store, id, OTP_CODE, 'Newpass#1');
    expect(store.findUser(user.id)?.password).toBe('Newpass#1');
    expect(store.state.sessions.filter((s) => s.userId === user.id)).toEqual([]);
  });
});

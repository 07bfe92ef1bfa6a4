// The mock's bearer sessions and one-time codes, without HTTP: issue, expiry, rotation, consumption.
import type { Request } from 'express';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authenticate, issueSession, REFRESH_TTL_MS, revokeSession, TOKEN_TTL_MS } from './auth.ts';
import { Refusal } from './envelope.ts';
import { checkOtp, OTP_CODE, resend, sendOtp, UNKNOWN_OTP_TARGET, WRONG_OTP } from './otp.ts';
import { createStore } from './store.ts';

const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof Refusal) return { status: error.status, messages: error.messages };
    throw error;
  }
  throw new Error('expected a refusal');
};

/** A request carrying `authorization` (or none), as far as authenticate reads one. */
const withAuth = (authorization?: string) => ({ header: (name: string) => (name.toLowerCase() === 'authorization' ? authorization : undefined) }) as unknown as Request;

describe('sessions', () => {
  it('issue opaque tokens for an hour and a refresh token for a week', () => {
    const store = createStore();
    const session = issueSession(store, 'U1');
    expect(session).toEqual({ token: expect.stringMatching(/^tok_[\w-]{24}$/) as string, refreshToken: expect.stringMatching(/^ref_[\w-]{24}$/) as string, userId: 'U1', expiresAt: T0 + TOKEN_TTL_MS, refreshExpiresAt: T0 + REFRESH_TTL_MS, spentRefreshTokens: [] });
    expect(TOKEN_TTL_MS).toBe(60 * 60 * 1000);
    expect(REFRESH_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(issueSession(store, 'U1').token).not.toBe(session.token);
    expect(store.state.sessions).toHaveLength(2);
  });

  it('take fixed tokens, replacing a session that held either of them, and leave the others', () => {
    const store = createStore();
    const other = issueSession(store, 'U2');
    issueSession(store, 'U1', { token: 'tok_fixed', refreshToken: 'ref_a' });
    issueSession(store, 'U1', { token: 'tok_b', refreshToken: 'ref_a' });
    issueSession(store, 'U1', { token: 'tok_b', refreshToken: 'ref_c' });
    expect(store.state.sessions.map((s) => [s.token, s.refreshToken])).toEqual([
      [other.token, other.refreshToken],
      ['tok_b', 'ref_c'],
    ]);
  });

  it('end one session on revoke and keep the rest', () => {
    const store = createStore();
    const a = issueSession(store, 'U1');
    const b = issueSession(store, 'U1');
    revokeSession(store, a);
    expect(store.state.sessions).toEqual([b]);
  });

  it('authenticate a bearer token, in any case of the scheme, until it expires', () => {
    const store = createStore();
    const session = issueSession(store, 'U1', { token: 'tok_live' });
    expect(authenticate(store, withAuth('Bearer tok_live'))).toEqual({ ok: true, session });
    expect(authenticate(store, withAuth('bearer   tok_live'))).toEqual({ ok: true, session });
    vi.setSystemTime(T0 + TOKEN_TTL_MS - 1);
    expect(authenticate(store, withAuth('Bearer tok_live')).ok).toBe(true);
    vi.setSystemTime(T0 + TOKEN_TTL_MS);
    expect(authenticate(store, withAuth('Bearer tok_live'))).toEqual({ ok: false, message: 'Authorization token has expired' });
  });

  it('refuse a missing, malformed or unknown token, each with its message', () => {
    const store = createStore();
    issueSession(store, 'U1', { token: 'tok_live' });
    for (const header of [undefined, '', 'tok_live', 'Basic tok_live', 'Bearer', 'Bearer tok_live extra', 'xBearer tok_live']) {
      expect(authenticate(store, withAuth(header)), String(header)).toEqual({ ok: false, message: 'Authorization token is missing' });
    }
    expect(authenticate(store, withAuth('Bearer tok_other'))).toEqual({ ok: false, message: 'Authorization token is invalid' });
  });
});

describe('one-time codes', () => {
  it('are sent afresh for an id and operation, replacing only the earlier code of both', () => {
    const store = createStore();
    sendOtp(store, 'R1', 1);
    sendOtp(store, 'R1', 4, 'U1');
    sendOtp(store, 'R2', 1);
    vi.setSystemTime(T0 + 5_000);
    sendOtp(store, 'R1', 1);
    expect(store.state.otps).toEqual([
      { id: 'R1', operationType: 4, userId: 'U1', sentAt: T0, resends: 0, failures: 0, sentTo: 'U1' },
      { id: 'R2', operationType: 1, userId: null, sentAt: T0, resends: 0, failures: 0, sentTo: 'code:R2' },
      { id: 'R1', operationType: 1, userId: null, sentAt: T0 + 5_000, resends: 0, failures: 0, sentTo: 'code:R1' },
    ]);
  });

  it('confirm once: a wrong code leaves it waiting, the right one is used up', () => {
    const store = createStore();
    sendOtp(store, 'CH1', 4, 'U1');
    sendOtp(store, 'CH2', 4, 'U1');
    expect(refusal(() => checkOtp(store, 'CH1', '000000', [4]))).toEqual({ status: 400, messages: [WRONG_OTP] });
    expect(checkOtp(store, 'CH1', OTP_CODE, [4, 5])).toMatchObject({ id: 'CH1', operationType: 4, userId: 'U1' });
    expect(refusal(() => checkOtp(store, 'CH1', OTP_CODE, [4]))).toEqual({ status: 400, messages: [UNKNOWN_OTP_TARGET] });
    expect(store.state.otps.map((o) => o.id)).toEqual(['CH2']);
  });

  it('are not confirmed for another operation or an id never sent one', () => {
    const store = createStore();
    sendOtp(store, 'CH1', 4);
    expect(refusal(() => checkOtp(store, 'CH1', OTP_CODE, [5, 6]))).toEqual({ status: 400, messages: [UNKNOWN_OTP_TARGET] });
    expect(refusal(() => checkOtp(store, 'CH9', OTP_CODE, [4]))).toEqual({ status: 400, messages: [UNKNOWN_OTP_TARGET] });
    expect(store.state.otps).toHaveLength(1);
  });

  it('are resent by id and operation, counting the resends', () => {
    const store = createStore();
    sendOtp(store, 'CH1', 4);
    sendOtp(store, 'CH1', 5);
    vi.setSystemTime(T0 + 30_000);
    resend(store, 'CH1', 5);
    resend(store, 'CH1', 5);
    expect(store.state.otps).toEqual([
      { id: 'CH1', operationType: 4, userId: null, sentAt: T0, resends: 0, failures: 0, sentTo: 'code:CH1' },
      { id: 'CH1', operationType: 5, userId: null, sentAt: T0 + 30_000, resends: 2, failures: 0, sentTo: 'code:CH1' },
    ]);
    expect(refusal(() => resend(store, 'CH1', 6))).toEqual({ status: 400, messages: [UNKNOWN_OTP_TARGET] });
    expect(refusal(() => resend(store, 'CH2', 4))).toEqual({ status: 400, messages: [UNKNOWN_OTP_TARGET] });
  });
});

describe('ledger arithmetic', () => {
  it('adds and subtracts in whole kobo, so no float error creeps in', async () => {
    const { plus } = await import('./money.ts');
    expect(plus(0.1, 0.2)).toBe(0.3);
    expect(plus(100, -0.01)).toBe(99.99);
    expect(refusal(() => plus(Number.MAX_SAFE_INTEGER, 1))).toEqual({ status: 400, messages: ['amount: must be at most 100000000'] });
  });

  it('refuses an amount it cannot hold exactly, naming the field', async () => {
    const { ledgerAmount } = await import('./money.ts');
    expect(ledgerAmount(5000.5)).toBe(5000.5);
    expect(refusal(() => ledgerAmount(0.004))).toEqual({ status: 400, messages: ['amount: must have at most two decimal places (whole kobo)'] });
    expect(refusal(() => ledgerAmount(0, 'target'))).toEqual({ status: 400, messages: ['target: must be more than zero'] });
    expect(() => ledgerAmount(-1, 'target')).toThrow(expect.objectContaining({ status: 400, data: { field: 'target' } }));
  });
});

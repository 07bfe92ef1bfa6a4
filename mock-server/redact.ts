// What GET /__mock/db shows: the whole state with every secret replaced, so that nothing read there
// (passwords, PINs, tokens, the ids that stand for an OTP already sent, request bodies kept for replays)
// lets anyone act as a customer. redact.test.ts walks the whole view for them.
import type { DbState } from './store.ts';

export const REDACTED = '[redacted]';

/** Null stays null (a PIN not set yet is worth seeing); anything else is hidden. */
const hide = <T>(value: T) => (value === null || value === undefined ? value : REDACTED);

export function redactedState(state: DbState): Record<keyof DbState, unknown[]> {
  const copy = structuredClone(state);
  return {
    ...copy,
    users: copy.users.map((u) => ({ ...u, password: hide(u.password), pin: hide(u.pin) })),
    sessions: copy.sessions.map((s) => ({ ...s, token: REDACTED, refreshToken: REDACTED, spentRefreshTokens: s.spentRefreshTokens.map(() => REDACTED) })),
    // An OTP's id with the mock's fixed code confirms the registration, reset or payment it was sent for.
    otps: copy.otps.map((o) => ({ ...o, id: REDACTED })),
    registrations: copy.registrations.map((r) => ({ ...r, id: REDACTED })),
    passwordResets: copy.passwordResets.map((r) => ({ ...r, id: REDACTED, validatedToken: hide(r.validatedToken) })),
    payments: copy.payments.map((p) => ({ ...p, challengeId: hide(p.challengeId) })),
    cardLinks: copy.cardLinks.map((l) => ({ ...l, ref: REDACTED })),
    // A withdrawal's challenge id stands for its OTP; an idempotent answer's body carries the PIN.
    withdrawals: copy.withdrawals.map((w) => ({ ...w, challengeId: REDACTED })),
    replays: copy.replays.map((r) => ({ ...r, key: REDACTED, body: REDACTED, answer: REDACTED })),
    // A reset naming nobody is counted under the e-mail or phone typed, which is nobody's business.
    requests: copy.requests.map((r) => ({ ...r, key: REDACTED })),
    bvns: copy.bvns.map((b) => ({ ...b, bvn: `*******${b.bvn.slice(-4)}` })),
  };
}

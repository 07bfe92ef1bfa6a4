// Idempotency-Key (docs/contracts.md, wire format): a request that may have gone through with its answer
// lost is sent again with the same key, and acts once. route.ts runs every call defined `idempotent`
// (the transfer, the withdrawal start, the password and PIN changes) through once().
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import type { UserRecord } from '../fixtures/builders.ts';
import { Refusal } from './envelope.ts';
import type { Store } from './store.ts';

export const KEY_REUSED = 'This request was already sent with different details. Please start again.';

/** How long an Idempotency-Key is remembered: a retry a day later still moves nothing. */
export const REPLAY_KEPT_MS = 24 * 60 * 60_000;

/**
 * A request's fields as the call reads them, keys sorted (the same request however it was serialised),
 * kept as a digest: a password or PIN change's secrets are not held in the clear.
 */
const digestOf = (value: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v)))
    .digest('hex');

/**
 * Runs `act` once per Idempotency-Key header for a day: a replay with the same
 * key and the same request (`input`, as the call reads it, however serialised) answers what the first
 * one did and moves nothing; the same key with another request is refused. Without the header every
 * request acts (the original client sent none).
 */
export function once<T>(store: Store, req: Request, user: UserRecord, call: string, input: unknown, act: () => T): T {
  const key = req.get('idempotency-key');
  if (!key) return act();
  const now = Date.now();
  const state = store.state;
  state.replays = state.replays.filter((r) => now - r.at < REPLAY_KEPT_MS);
  const body = digestOf(input);
  const seen = state.replays.find((r) => r.userId === user.id && r.key === key && r.call === call);
  if (seen) {
    if (seen.body !== body) throw new Refusal(422, [KEY_REUSED]);
    return seen.answer as T;
  }
  const answer = act();
  state.replays.push({ userId: user.id, key, call, body, answer, at: now });
  return answer;
}

// Shared set-up for the consumer contracts: one pact file, the real client pointed at Pact's mock.
import { resolve } from 'node:path';
import { MatchersV3, PactV4, type V3MockServer as V4MockServer } from '@pact-foundation/pact';
import { configureHttp, type Session } from '../src/api/http.ts';
import { memorySession } from '../src/api/memory-session.ts';

export const CONSUMER = 'vibe-savings-web';
export const PROVIDER = 'vibe-savings-api';
export const PACT_DIR = resolve(import.meta.dirname, 'pacts');

export const { like, eachLike, integer, decimal, regex, boolean, string, atLeastOneLike } = MatchersV3;

export function newPact() {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });
}

/** A session that is valid for another hour; provider verification swaps in a real token. */
export const signedInSession = (): Session => ({ name: 'Adaeze Okafor', token: 'valid-token', refreshToken: 'valid-refresh', expiresAt: Date.now() + 3_600_000 });

/** Points the real client at Pact's mock server. Returns the session store it uses. */
export function useClient(mockServer: V4MockServer, session: Session | null = null) {
  const store = memorySession(session);
  configureHttp({ baseURL: mockServer.url, session: store });
  return store;
}

/** The bearer header any authenticated request carries (its value is replaced during verification). */
export const authHeader = { Authorization: regex('^Bearer \\S+$', 'Bearer valid-token') };

export const okEnvelope = (data: unknown) => ({ success: true, data });
export const failEnvelope = (message: string) => ({ success: false, messages: eachLike(message) });

/**
 * The statuses a refusal may come with: the client reads `success: false` and the messages, whatever
 * the status (the original never read it), except 401, which renews the session. A failure
 * interaction matches any of them, so a correct API that refuses with 409 or 422 (or 200) passes.
 */
export const HANDLED_ALIKE = [200, ...Array.from({ length: 200 }, (_, i) => 400 + i).filter((status) => status !== 401)];
export const refused = (example = 400) => MatchersV3.matchStatus(example, HANDLED_ALIKE);

/** An id as the client takes it, text or a number (a regex matches a number by its digits). */
export const anyId = (example: string) => regex('^[A-Za-z0-9_-]+$', example);

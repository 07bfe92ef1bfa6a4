// Shared set-up for the consumer contracts: one pact file, the real client pointed at Pact's mock.
import { setTimeout as pause } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { MatchersV3, PactV4, type V3MockServer as V4MockServer } from '@pact-foundation/pact';
// pact-js's own dependency (same FFI it runs on); its public export is the only way to ask a mock server by port.
import { getFfiLib } from '@pact-foundation/pact-core';
import { configureHttp, type Session } from '../src/api/config.ts';
import { ApiError, SessionExpiredError } from '../src/api/errors.ts';
import { memorySession } from '../src/api/memory-session.ts';
import type { AnswerName } from '../fixtures/provider-states.ts';
import { ProviderState } from '../fixtures/scenarios.ts';
import { CONSUMER, PACT_DIR, PROVIDER, recordInteraction } from './pact-files.ts';

export { CONSUMER, PACT_DIR, PROVIDER };
export const PACT_NAME = `${CONSUMER}-${PROVIDER}`;

export const { like, eachLike, integer, decimal, number, regex, boolean, string, atLeastOneLike, fromProviderState, arrayContaining } = MatchersV3;

const LOG_LEVEL = 'warn';
/** How long a passing test waits for the mock server to record what it already answered. */
const BOOKKEEPING_LIMIT_MS = 2_000;

/**
 * The mock server answers a request before it records the match (pact-reference#535: the record
 * travels through an async channel), so on a busy machine executeTest can read "expected but not
 * received" for a request the client has had its answer to. Once the test's own code has passed,
 * wait until the mock server has caught up, or the limit, before executeTest checks it.
 */
async function untilRecorded(port: number) {
  const ffi = getFfiLib(LOG_LEVEL);
  const deadline = Date.now() + BOOKKEEPING_LIMIT_MS;
  while (!ffi.pactffiMockServerMatched(port) && Date.now() < deadline) await pause(5);
}

type TestFn = (server: V4MockServer) => Promise<unknown>;

/**
 * Wraps every builder of the interaction chain: `uponReceiving` also writes the description to the
 * manifest (before the test runs, so a failing test cannot hide its interaction), and
 * `executeTest` runs the test, then waits for the mock server's bookkeeping.
 */
function instrument<T extends object>(builder: T): T {
  return new Proxy(builder, {
    get(target, key) {
      const member: unknown = Reflect.get(target, key);
      if (typeof member !== 'function') return member;
      return (...args: unknown[]) => {
        if (key === 'uponReceiving') recordInteraction(PACT_DIR, PACT_NAME, String(args[0]));
        if (key === 'executeTest') {
          const test = args[0] as TestFn;
          args[0] = async (server: V4MockServer) => {
            const value = await test(server);
            await untilRecorded(server.port);
            return value;
          };
        }
        const result: unknown = (member as (...a: unknown[]) => unknown).apply(target, args);
        return typeof result === 'object' && result !== null && !(result instanceof Promise) ? instrument(result) : result;
      };
    },
  });
}

export function newPact(): PactV4 {
  return instrument(new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: LOG_LEVEL }));
}

/** A session that is valid for another hour; provider verification sends the state's own token instead. */
export const signedInSession = (): Session => ({ name: 'Adaeze Okafor', token: 'valid-token', refreshToken: 'valid-refresh', expiresAt: Date.now() + 3_600_000 });

/** Points the real client at Pact's mock server. Returns the session store it uses. */
export function useClient(mockServer: V4MockServer, session: Session | null = null) {
  const store = memorySession(session);
  configureHttp({ baseURL: mockServer.url, session: store });
  return store;
}

/**
 * The bearer header any authenticated request carries. Verification takes the token from the provider
 * state's answer (`{ token }`), so each state signs in its own customer; the consumer checks the shape.
 */
export const authHeader = {
  Authorization: { ...fromProviderState('Bearer ${token}', 'Bearer valid-token'), 'pact:matcher:type': 'regex', regex: '^Bearer \\S+$' },
};

export const okEnvelope = (data: unknown) => ({ success: true, data });
/** What a refusal's messages are (for `.catch(apiMessages)`); anything else thrown passes through, to fail the comparison. */
export const apiMessages = (error: unknown) => (error instanceof ApiError ? error.messages : error);

export const failEnvelope = (message: string) => ({ success: false, messages: eachLike(message) });

/**
 * The statuses a refusal may come with: the client reads `success: false` and the messages, whatever
 * the status (the original never read it), except 401, which renews the session. A refusal is 200 or
 * a client error (409, 422, ...), never a server error: a 500 with the right body is a crash, not a
 * refusal, and fails verification.
 */
export const HANDLED_ALIKE = [200, ...Array.from({ length: 100 }, (_, i) => 400 + i).filter((status) => status !== 401)];
export const refused = (example = 400) => MatchersV3.matchStatus(example, HANDLED_ALIKE);

const ID_OR_CODE = '^[A-Za-z0-9_-]+$';
/** An id as the client takes it, text or a number (a regex matches a number by its digits). */
export const anyId = (example: string) => regex(ID_OR_CODE, example);
/** A code the client reads as text or a number (`wireText`, src/api/wire.ts, or a union of both), matched the same way. */
export const wireCode = (example: string | number) => ({ 'pact:matcher:type': 'regex', regex: ID_OR_CODE, value: example });

/**
 * An amount (or other number) where the client also reads a digit string (`wireNumber`, src/api/wire.ts;
 * the wire sheet's amounts came as "250000.50"): a number or digits, matched by the regex of its text.
 */
export const wireAmount = (example: number) => ({ 'pact:matcher:type': 'regex', regex: '^-?\\d+(\\.\\d+)?$', value: example });
/** The same, where the client refuses a negative (a duration). */
export const wireDuration = (example: number) => ({ 'pact:matcher:type': 'regex', regex: '^\\d+(\\.\\d+)?$', value: example });
/** A flag where the client also reads "true" or "false" (`wireBoolean`). */
export const wireFlag = (example: boolean) => ({ 'pact:matcher:type': 'regex', regex: '^(true|false)$', value: example });

/** A day, optionally with its time and zone, as the dashboard's transactions and the public groups carry it. */
export const ISO_DATE = '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})?)?$';

/** A signed-in read: what the interaction calls it, where the client sends it, and the client function that reads it. */
export interface SignedInRead {
  what: string;
  path: string;
  query?: Record<string, string>;
  read: () => Promise<unknown>;
}

/**
 * Every signed-in read refuses a bearer token it does not know, and the client signs the customer
 * out: the failure each of these screens meets and handles. For a backend team, it proves that no
 * customer's data answers without a valid session. Each area's contract file lists its own reads.
 */
export function signedInReadsWithoutSession(pact: PactV4, reads: SignedInRead[]) {
  describe('signed-in reads without a valid session', () => {
    for (const { what, path, query, read } of reads) {
      it(`refuses ${what} to an unknown token and signs the customer out`, async () => {
        await pact
          .addInteraction()
          .given(ProviderState.signedOut)
          .uponReceiving(`a request for ${what} with an unknown token`)
          .withRequest('GET', path, (b) => {
            b.headers({ Authorization: 'Bearer unknown-token' });
            if (query) b.query(query);
          })
          .willRespondWith(401, (b) => b.jsonBody(failEnvelope('Authorization token is invalid')))
          .executeTest(async (server) => {
            // Without a refresh token the client cannot renew after the 401, so it signs out at once.
            const store = useClient(server, { name: 'Ada', token: 'unknown-token', refreshToken: '', expiresAt: Date.now() + 60_000 });
            await expect(read()).rejects.toBeInstanceOf(SessionExpiredError);
            expect(store.current).toBeNull();
          });
      });
    }
  });
}

/**
 * Values the provider generates (references, challenge ids, OTPs, ids of pending registrations and
 * resets, the card to pay with, session tokens): the consumer test runs with these examples, and
 * verification sends what the provider-state hook answered under the same name. The mock seeds
 * its own; a real API's hook supplies its own.
 */
export const EXAMPLE = {
  /** The e-mail of the customer the state created (unique to the set-up). */
  email: 'saver-1@example.test',
  /** An e-mail and a phone number nobody holds yet (`nobody is signed in`). */
  unusedEmail: 'chiamaka.eze@example.test',
  unusedPhone: '+2348031234567',
  /** Another customer of the provider, to transfer to (`a saver`). */
  counterpartEmail: 'counterpart@example.test',
  counterpartPhone: '+2348039990001',
  /** The account number of the customer's first Stash (`a saver`). */
  stashAccountNo: '3020145567',
  reference: 'STH-PACT-1',
  challengeId: 'CHL-PACT-1',
  otp: '123456',
  cardId: 'card-1',
  registrationId: 'reg-3f2a9c',
  resetId: 'reset-81d0b7',
  token: 'expired-token',
  refreshToken: 'refresh-token',
  groupId: 'G100000000001',
  groupCode: 'K7QF3XMZ',
  groupStart: '2030-01-08',
  beneficiaryId: 'ben-1',
  /** The customer's default purse, Vibe cash (money-out states answer it). */
  walletId: '1000000001',
  /** An image the customer uploaded (provider state param `upload: 'an image'`). */
  uploadRef: 'UPL-PACT-1',
  purseId: '3020145570',
  /** A BVN nobody has confirmed (`a fresh user`). */
  bvn: '22211111111',
  /** The withdrawal account of a saver (the state hook answers it whenever one exists). */
  bankAccountId: '482913',
} as const satisfies Partial<Record<AnswerName, string>>;
export type Provided = keyof typeof EXAMPLE;
export const provided = (name: Provided) => fromProviderState(`\${${name}}`, EXAMPLE[name]);

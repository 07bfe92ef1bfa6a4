// The single wrapper around redaxios: base URL, bearer auth, refresh, envelope, validation, timeout.
import redaxios, { type Options } from 'redaxios';
import { type Struct, type StructError, array, boolean, optional, string, type, unknown, validate } from 'superstruct';
import { current, refresh, type Session } from './config.ts';
import { ApiError, ContractError, NetworkError, SessionExpiredError } from './errors.ts';

export const SESSION_LIFETIME_MS = 3_600_000;
export const DEFAULT_TIMEOUT_MS = 20_000;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API call, defined once: the screens, the Pact consumer tests and the mock server all use it.
 * `request` validates the body (or the query for GET/DELETE-with-query), `response` validates `data`.
 */
export interface Call<Req, Res> {
  name: string;
  method: Method;
  path: string;
  auth: boolean;
  request: Struct<Req, unknown> | null;
  /** Where the request travels: JSON body, or query string. */
  requestIn: 'body' | 'query';
  response: Struct<Res, unknown>;
  /** Sent with an Idempotency-Key (docs/contracts.md): sent again with the same key, it acts once. */
  idempotent?: true;
}

export function defineCall<Req, Res>(call: {
  name: string;
  method: Method;
  path: string;
  auth: boolean;
  request?: Struct<Req, unknown> | null;
  requestIn?: 'body' | 'query';
  response: Struct<Res, unknown>;
  idempotent?: true;
}): Call<Req, Res> {
  return { request: null, requestIn: call.method === 'GET' ? 'query' : 'body', ...call };
}

/** The envelope every endpoint answers with. `type()` tolerates extra fields a newer server adds. */
export const Envelope = type({
  success: boolean(),
  data: optional(unknown()),
  messages: optional(array(string())),
});

const now = () => (current().now ?? Date.now)();

/** Names the first failing field of a superstruct error as a dotted path. */
export function fieldOf(error: StructError): string {
  const failure = error.failures()[0] ?? error;
  return failure.path.length ? failure.path.join('.') : '(root)';
}

interface RawResponse {
  status: number;
  data: unknown;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- transport is indifferent to the payload type
type AnyCall = Call<any, any>;

/** Per-request extras: a payment's idempotency key (README, wire format), the same on every retry of it. */
export interface SendOptions {
  idempotencyKey?: string;
}

async function transport(call: AnyCall, payload: unknown, token: string | null, extra: SendOptions = {}): Promise<RawResponse> {
  const cfg = current();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), cfg.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const baseFetch = cfg.fetch ?? globalThis.fetch.bind(globalThis);
  try {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (extra.idempotencyKey) headers['idempotency-key'] = extra.idempotencyKey;
    const options: Options = {
      url: call.path,
      method: call.method,
      headers,
      validateStatus: () => true,
      // redaxios passes no signal of its own; the timeout rides on this fetch.
      fetch: (input, init) => baseFetch(input, { ...init, signal: controller.signal }),
    };
    if (cfg.baseURL) options.baseURL = cfg.baseURL;
    if (call.requestIn === 'query') {
      if (payload) options.params = payload as Record<string, string>;
    } else if (payload !== undefined) {
      options.data = payload;
    }
    const res = await redaxios<unknown>(options);
    return { status: res.status, data: res.data };
  } catch {
    // validateStatus accepts every status, so a rejection here is a transport failure.
    throw new NetworkError(call.name, controller.signal.aborted ? 'timeout' : 'unreachable');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Superstruct prints the values it refuses, and a body like {"toString": 1} cannot be printed: it
 * throws a TypeError. That is a broken answer like any other, so it becomes a ContractError.
 */
function checked<T>(call: AnyCall, field: string, check: () => T): T {
  try {
    return check();
  } catch (error) {
    throw new ContractError(call.name, field, `the answer cannot be read (${error instanceof Error ? error.message : String(error)})`);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see AnyCall
function unwrap<Res>(call: Call<any, Res>, raw: RawResponse): Res {
  if (typeof raw.data !== 'object' || raw.data === null) {
    throw new ContractError(call.name, '(body)', `expected a JSON envelope, got ${raw.data === '' ? 'an empty body' : typeof raw.data} (status ${raw.status})`);
  }
  const [envelopeError, envelope] = checked(call, '(body)', () => validate(raw.data, Envelope));
  if (envelopeError) throw new ContractError(call.name, fieldOf(envelopeError), envelopeError.message);
  if (!envelope.success || raw.status >= 400) {
    throw new ApiError(call.name, raw.status, envelope.messages?.length ? envelope.messages : []);
  }
  // Coercion lets an answer carry an id or code as a number where the client keeps text (see wire.ts).
  const [dataError, data] = checked(call, 'data', () => validate(envelope.data, call.response, { coerce: true }));
  if (dataError) {
    const field = fieldOf(dataError);
    throw new ContractError(call.name, field === '(root)' ? 'data' : `data.${field}`, dataError.message);
  }
  return data;
}

export const RefreshRequest = type({ token: string(), refreshToken: string() });
export const SessionTokens = type({ name: string(), token: string(), refreshToken: string() });

/** Defined here rather than in identity.ts because http.ts itself must call it. */
export const refreshCall = defineCall({
  name: 'identity.refresh',
  method: 'POST',
  path: '/api/v1/identity/refresh',
  auth: false,
  request: RefreshRequest,
  response: SessionTokens,
});

/** Renews the session; concurrent callers share one request. A failure signs the user out. */
export function refreshSession(): Promise<Session> {
  if (refresh.running) return refresh.running;
  const cfg = current();
  const stale = cfg.session.get();
  const attempt = (async () => {
    try {
      if (!stale?.refreshToken) throw new SessionExpiredError(refreshCall.name);
      const raw = await transport(refreshCall, { token: stale.token, refreshToken: stale.refreshToken }, null);
      const tokens = unwrap(refreshCall, raw);
      const renewed: Session = { ...tokens, expiresAt: now() + SESSION_LIFETIME_MS };
      cfg.session.set(renewed);
      return renewed;
    } catch (error) {
      // Only a refusal (a 4xx, or no refresh token) proves the session is gone. A dropped connection, a
      // server error (5xx) or an answer that is not the API's keeps it: the caller shows the failure and
      // the customer can try again, signed in, with every draft where it was.
      const refused = error instanceof SessionExpiredError || (error instanceof ApiError && error.status >= 400 && error.status < 500);
      if (!refused) throw error;
      cfg.session.clear();
      cfg.onSignedOut?.();
      throw new SessionExpiredError(refreshCall.name);
    }
  })();
  refresh.running = attempt;
  const release = () => {
    if (refresh.running === attempt) refresh.running = null;
  };
  attempt.then(release, release);
  return attempt;
}

async function tokenFor(call: AnyCall): Promise<string | null> {
  if (!call.auth) return null;
  const session = current().session.get();
  if (!session) {
    current().onSignedOut?.();
    throw new SessionExpiredError(call.name);
  }
  if (refresh.running || session.expiresAt <= now()) return (await refreshSession()).token;
  return session.token;
}

/** Sends one call and returns its validated `data`; every failure is one of the errors in errors.ts. */
export async function send<Req, Res>(call: Call<Req, Res>, payload?: Req, extra?: SendOptions): Promise<Res> {
  let token = await tokenFor(call);
  let raw = await transport(call, payload, token, extra);
  if (raw.status === 401 && call.auth) {
    // A token replaced while this request was in flight (another call renewed the session) is no
    // reason to renew again: retry with the current one. Only a 401 for the current token (revoked,
    // clock skew) renews, once; a renewal already running is shared.
    const latest = current().session.get();
    token = latest && latest.token !== token && !refresh.running ? latest.token : (await refreshSession()).token;
    raw = await transport(call, payload, token, extra);
  }
  return unwrap(call, raw);
}

/**
 * A removal answered "not there" (404) is done: what the customer asked for is so. Its first try went
 * through and the answer was lost, or another tab removed it first. Any other failure stays one.
 */
export const doneIfGone = (removal: Promise<void>): Promise<void> =>
  removal.catch((error: unknown) => {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  });

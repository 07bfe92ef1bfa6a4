// The mock's handlers, keyed by the client's call registry (src/api/registry.ts), and how each is served:
// auth, request validation, envelope, and a 500 for bugs.
import type { NextFunction, Request, Response, Router } from 'express';
import { validate, type Struct } from 'superstruct';
import type { UserRecord } from '../fixtures/builders.ts';
import { fieldOf, type Call, type Method } from '../src/api/http.ts';
import { contactCall, uploadFileCall } from '../src/api/util.ts';
import { registeredCalls, type AnyCall, type ApiArea, type ApiCalls } from '../src/api/registry.ts';
import { authenticate } from './auth.ts';
import { fail, ok, Refusal } from './envelope.ts';
import { once } from './replays.ts';
import type { SessionRecord, Store } from './store.ts';

export interface HandlerContext<Req> {
  req: Request;
  input: Req;
  store: Store;
  /** Present on authenticated calls. */
  user: UserRecord;
  session: SessionRecord;
  /** Where this server is reached (the card provider's page is built from it). */
  origin: () => string;
}

export type Handler<Req, Res> = (ctx: HandlerContext<Req>) => Res | { status: number; data: Res };

export function logHandlerError(call: string, error: unknown) {
  console.error(`[mock] ${call} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
}

export interface HandleOptions {
  /**
   * For calls that share a method and path and differ by payload (a start and a confirm): this
   * handler takes the request only when `when` holds; otherwise the next one registered does.
   */
  when?: (raw: Record<string, unknown>) => boolean;
  /**
   * Further methods the same handler answers: where the spec's table and the wire sheet name different
   * methods for one call, the real API evidently took the sheet's and the spec documents the other.
   */
  alsoMethods?: Method[];
}

/** A call's handler: the function alone, or with the options it is served with. */
export type HandlerFor<C> = C extends Call<infer Req, infer Res> ? Handler<Req, Res> | ({ handle: Handler<Req, Res> } & HandleOptions) : never;
/** One area's handlers: exactly one for each of its calls, by the name the registry gives it. */
export type AreaHandlers<Calls extends Record<string, AnyCall>> = { [Name in keyof Calls]: HandlerFor<Calls[Name]> };
/** Every area's handlers: a call without a handler, or a handler without a call, fails the type check. */
export type ApiHandlers = { [Area in ApiArea]: AreaHandlers<ApiCalls[Area]> };

/** Every call of the registry with its handler and options, in the registry's order. */
function entries(handlers: ApiHandlers) {
  return registeredCalls().map(({ area, name, call }) => {
    const entry = (handlers[area] as Record<string, HandlerFor<AnyCall>>)[name]!;
    const { handle: handler, ...options } = typeof entry === 'function' ? { handle: entry } : entry;
    return { call, handler, options };
  });
}

/** The calls served and the methods each answers (`npm run coverage` reads it). */
export const servedCalls = (handlers: ApiHandlers) => entries(handlers).map(({ call, options }) => ({ call, methods: [call.method, ...(options.alsoMethods ?? [])] }));

/** Serves every call of the registry with its handler. */
export function serveCalls(router: Router, store: Store, handlers: ApiHandlers, origin: () => string) {
  for (const { call, handler, options } of entries(handlers)) handle(router, store, call, handler, options, origin);
}

/** Serves one call: auth, request validation, the handler (once per key, for an idempotent call), and the envelope. */
export function handle<Req, Res>(router: Router, store: Store, call: Call<Req, Res>, handler: Handler<Req, Res>, options: HandleOptions = {}, origin: () => string = () => '') {
  const methods = [call.method, ...(options.alsoMethods ?? [])];
  const answer = (req: Request, res: Response, next: NextFunction) => {
    if (options.when) {
      const raw: unknown = call.requestIn === 'query' ? req.query : req.body;
      if (!options.when(typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {})) return next();
    }
    // The request log (MOCK_REQUEST_LOG) names the call that took the request.
    res.locals.call = call.name;
    try {
      let user: UserRecord | undefined;
      let session: SessionRecord | undefined;
      if (call.auth) {
        const auth = authenticate(store, req);
        if (!auth.ok) return fail(res, 401, [auth.message]);
        session = auth.session;
        user = store.findUser(session.userId);
        if (!user) return fail(res, 401, ['Authorization token is invalid']);
      }
      let input: unknown = call.requestIn === 'query' ? { ...req.query } : req.body;
      if (call.request) {
        const checked = check(input ?? {}, call.request);
        if ('field' in checked) return fail(res, 400, [`${checked.field}: ${checked.detail}`], { field: checked.field });
        const { value } = checked;
        const long = tooLongText(value, LONG_TEXT[call.name] ?? []);
        if (long) return fail(res, 400, [`${long}: must be at most ${TEXT_MAX} characters`], { field: long });
        input = value;
      }
      const act = () => handler({ req, input: input as Req, store, user: user!, session: session!, origin });
      // A call defined `idempotent` acts once per Idempotency-Key (replays.ts).
      const result = call.idempotent && user ? once(store, req, user, call.name, input, act) : act();
      const { status, data } = isWithStatus(result) ? result : { status: 200, data: result };
      // The mock holds itself to the client's contract: a response the client would reject is a mock bug.
      const [contractError] = validate(data, call.response);
      if (contractError) throw new Error(`response breaks ${call.name} at data.${fieldOf(contractError)}: ${contractError.message}`);
      return ok(res, data, status);
    } catch (error) {
      if (error instanceof Refusal) return fail(res, error.status, error.messages, error.data);
      logHandlerError(call.name, error);
      return fail(res, 500, ['Something went wrong on our side. Please try again.']);
    }
  };
  for (const method of methods) {
    router[method.toLowerCase() as Lowercase<Method>](call.path, answer);
  }
}

/**
 * What a failure says, without the value it refused (a password, a PIN) or the pattern's source: the
 * rule in words a client can show. "Expected a string, but received: 12345678" → "Expected a string".
 */
export const withoutValue = (message: string) =>
  message
    .replace(/,? but received[\s\S]*$/, '')
    .replace(/ matching `\/[\s\S]*\/`/, ' in the form this field takes');

/**
 * Validates a request with its call's schema: the coerced value, or the first failing field and why.
 * Superstruct prints the values it refuses, and a body like {"toString": 1} cannot be printed: that
 * is a request the call does not take (400), not a handler bug.
 */
function check<T>(input: unknown, struct: Struct<T, unknown>): { value: T } | { field: string; detail: string } {
  try {
    const [error, value] = validate(input, struct, { coerce: true });
    if (!error) return { value };
    return { field: fieldOf(error), detail: withoutValue(error.failures()[0]?.message ?? error.message) };
  } catch {
    return { field: '(root)', detail: 'The request is not in a form this call takes' };
  }
}

/**
 * The longest text a request may carry in any field: the client's longest free text (the withdrawal
 * remark's maxLength). Fields with a larger cap of their own (an upload's content, a contact message)
 * are named in LONG_TEXT and checked by their schema or their handler.
 */
export const TEXT_MAX = 500;
const LONG_TEXT: Record<string, string[]> = { [uploadFileCall.name]: ['content'], [contactCall.name]: ['message'] };

/** The dotted path of the first text longer than TEXT_MAX in `value`, other than the `allowed` top-level fields. */
export function tooLongText(value: unknown, allowed: string[], path: string[] = []): string | null {
  if (typeof value === 'string') return value.length > TEXT_MAX && !(path.length === 1 && allowed.includes(path[0]!)) ? path.join('.') || '(root)' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = tooLongText(child, allowed, [...path, key]);
    if (found) return found;
  }
  return null;
}

function isWithStatus<Res>(value: unknown): value is { status: number; data: Res } {
  return typeof value === 'object' && value !== null && 'status' in value && 'data' in value && Object.keys(value).length === 2;
}

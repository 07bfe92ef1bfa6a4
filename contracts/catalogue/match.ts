// Finds the catalogue call that a client definition, a pact interaction or a mock handler stands for,
// and names every way it departs from the catalogue (method, path, auth, query, body, response).
import type { Call } from '../../src/api/http.ts';
import { wireCalls } from './catalogue.ts';
import { bodyFields, describeJson, describeStruct, topLevel, type Described, type Field } from './shape.ts';
import type { CallEntry } from './types.ts';

/** `unit` and `answer` come from probes of the client functions (probes.ts), the rest from structs and pacts. */
export type Aspect = 'path' | 'method' | 'auth' | 'query' | 'body' | 'response' | 'unit' | 'answer';

export interface Mismatch {
  aspect: Aspect;
  message: string;
}

/** A request as something in the project makes it, and what it reads from the answer. */
export interface Observed {
  /** 'call user.summary' or 'pact "a request for the balance summary"'. */
  source: string;
  method: string;
  path: string;
  /** Undefined where the source cannot tell (a pact without headers). */
  auth?: boolean;
  query: string[];
  /** Values the query pins (a product code): they tell variants apart. */
  queryValues: string[];
  body: Field[];
  /** What is read from `data`; undefined where nothing answers (a failure interaction). */
  response?: Described;
}

export interface Verdict {
  observed: Observed;
  entry: CallEntry | null;
  mismatches: Mismatch[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any call, whatever its payload
export type AnyCall = Call<any, any>;

export function observeCall(call: AnyCall): Observed {
  const inQuery = call.requestIn === 'query';
  const top = topLevel(call.request);
  return {
    source: `call ${call.name}`,
    method: call.method,
    path: call.path,
    auth: call.auth,
    query: inQuery ? top.names : [],
    queryValues: inQuery ? top.values : [],
    body: inQuery ? [] : bodyFields(call.request),
    response: describeStruct(call.response),
  };
}

export interface PactInteraction {
  description: string;
  request: { method: string; path: string; query?: Record<string, string[]>; headers?: Record<string, unknown>; body?: { content?: unknown } };
  response: { status: number; body?: { content?: unknown } };
}

const envelopeOf = (i: PactInteraction) => (i.response.body?.content ?? {}) as { success?: unknown; data?: unknown };

/** A pact interaction answers success (2xx and `success: true`). */
export const isSuccess = (i: PactInteraction) => i.response.status < 400 && envelopeOf(i).success === true;

export function observePact(i: PactInteraction): Observed {
  const headers = Object.keys(i.request.headers ?? {}).map((h) => h.toLowerCase());
  const query = i.request.query ?? {};
  return {
    source: `pact "${i.description}"`,
    method: i.request.method.toUpperCase(),
    path: i.request.path,
    auth: headers.includes('authorization'),
    query: Object.keys(query),
    queryValues: Object.values(query).flat(),
    body: describeJson(i.request.body?.content).fields,
    ...(isSuccess(i) ? { response: describeJson(envelopeOf(i).data) } : {}),
  };
}

const names = (fields: string[] | undefined) => (fields ?? []).map((f) => f.replace(/\?$/, ''));
const required = (fields: string[] | undefined) => (fields ?? []).filter((f) => !f.endsWith('?'));
/** `f` is covered when the catalogue names it, or names something inside it. */
const covered = (f: string, catalogue: string[]) => catalogue.some((c) => c === f || c.startsWith(`${f}.`) || c.startsWith(`${f}[]`));
const catalogueFields = (e: CallEntry) => ('fields' in e.response ? e.response.fields : []);

function jaccard(a: string[], b: string[]) {
  if (!a.length && !b.length) return 1;
  const setB = new Set(b);
  const common = a.filter((x) => setB.has(x)).length;
  return common / new Set([...a, ...b]).size;
}

function score(e: CallEntry, o: Observed): number {
  // The fields weigh more than the method, so a call sent with the wrong method still finds its entry.
  let s = e.method === o.method ? 2 : 0;
  // Calls sharing a method, path and fields differ by whether they carry the session (resendotp).
  if (o.auth !== undefined && o.auth === e.auth) s += 1;
  if (e.variant) s += Object.values(e.variant).some((v) => o.queryValues.includes(v)) ? 3 : o.queryValues.length ? -3 : 0;
  s += 4 * jaccard(names(e.body), o.body.map((f) => f.name));
  s += 4 * jaccard(e.query ?? [], o.query);
  if (o.response?.fields.length) s += jaccard(catalogueFields(e), o.response.fields.map((f) => f.name));
  return s;
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const next = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = row[j]!;
      row[j] = next;
    }
  }
  return row[b.length]!;
}

/** The catalogue entry `o` stands for: same path, then the best fit of method, variant and fields. */
export function entryFor(o: Observed): CallEntry | null {
  const candidates = wireCalls.filter((e) => e.path === o.path);
  return candidates.sort((a, b) => score(b, o) - score(a, o))[0] ?? null;
}

function compareResponse(e: CallEntry, got: Described): Mismatch[] {
  const want = e.response;
  if (got.shape === 'unread') return [];
  if (want.shape === 'unread') return [{ aspect: 'response', message: `reads data as ${got.shape}, but the sheet reads only success and messages` }];
  if (want.shape !== got.shape) return [{ aspect: 'response', message: `data is ${got.shape === 'array' ? 'an array' : `a ${got.shape}`}, the sheet says ${want.shape === 'array' ? 'an array' : `a ${want.shape}`}` }];
  const known = catalogueFields(e);
  return got.fields.filter((f) => !covered(f.name, known)).map((f) => ({ aspect: 'response', message: `reads data field '${f.name}', which the sheet does not list (${known.join(', ') || 'none'})` }));
}

/** Every way `o` departs from entry `e`. */
export function compare(e: CallEntry, o: Observed): Mismatch[] {
  const out: Mismatch[] = [];
  if (e.method !== o.method) out.push({ aspect: 'method', message: `method ${o.method}, the sheet says ${e.method}${e.alsoAccept ? ` (${e.alsoAccept.source}: the mock accepts it too)` : ''}` });
  if (o.auth !== undefined && o.auth !== e.auth) out.push({ aspect: 'auth', message: o.auth ? 'sends a bearer token, the sheet sends none' : 'sends no bearer token, the sheet does' });
  const wantQuery = e.query ?? [];
  for (const q of o.query.filter((q) => !wantQuery.includes(q))) out.push({ aspect: 'query', message: `query parameter '${q}' is not the sheet's (${wantQuery.join(', ') || 'none'})` });
  for (const q of wantQuery.filter((q) => !o.query.includes(q))) out.push({ aspect: 'query', message: `query parameter '${q}' is missing` });
  const sent = o.body.map((f) => f.name);
  const wantBody = names(e.body);
  for (const f of sent.filter((f) => !covered(f, wantBody))) out.push({ aspect: 'body', message: `body field '${f}' is not the sheet's (${wantBody.join(', ') || 'no body'})` });
  for (const f of required(e.body).filter((f) => !sent.some((s) => s === f || f.startsWith(`${s}.`)))) out.push({ aspect: 'body', message: `body field '${f}' is missing` });
  if (o.response) out.push(...compareResponse(e, o.response));
  return out;
}

/** Finds the entry and compares; a path the catalogue lacks is itself the mismatch. */
export function check(o: Observed): Verdict {
  const entry = entryFor(o);
  if (!entry) {
    const nearest = [...new Set(wireCalls.map((e) => e.path))].sort((a, b) => distance(a, o.path) - distance(b, o.path))[0];
    return { observed: o, entry: null, mismatches: [{ aspect: 'path', message: `${o.method} ${o.path} is no path of the catalogue (nearest: ${nearest})` }] };
  }
  return { observed: o, entry, mismatches: compare(entry, o) };
}

// A bounded, seeded fuzz of the mock over loopback: malformed methods, bodies, types, tokens and paths
// built around every call the client defines (src/api). Under /api the mock answers only envelopes,
// nothing answers a 5xx or a handler error, the server still answers afterwards, nothing is polluted,
// and the demo customer's balances have not moved.
import { readdirSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { DEMO, Scenario } from '../fixtures/scenarios.ts';
import type { Call } from '../src/api/http.ts';
import { prng } from './prng.ts';
import { rawRequest, type RawAnswer } from './raw-request.ts';
import { mockServer } from './test-server.ts';

// A longer or different run on demand: MOCK_FUZZ_REQUESTS=40000 MOCK_FUZZ_SEED=7 npx vitest run mock-server/fuzz.test.ts
const REQUESTS = Number(process.env.MOCK_FUZZ_REQUESTS ?? 4000);
const LANES = 4;
const PER_LANE = Math.ceil(REQUESTS / LANES);
const SEED = Number(process.env.MOCK_FUZZ_SEED ?? 15_2026);

const served = mockServer();
const { store } = served.mock;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- calls of every payload type
type AnyCall = Call<any, any>;
const isCall = (value: unknown): value is AnyCall =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value && typeof (value as { path: unknown }).path === 'string';

/** Every call defined in src/api, by importing its modules (the one definition the mock also handles). */
async function definedCalls(): Promise<AnyCall[]> {
  const files = readdirSync(new URL('../src/api/', import.meta.url)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const modules = await Promise.all(files.map((f) => import(/* @vite-ignore */ new URL(`../src/api/${f}`, import.meta.url).href) as Promise<Record<string, unknown>>));
  return modules.flatMap((m) => Object.values(m).filter(isCall));
}

/** The field names a call's request schema names (type() and object() structs keep them in `schema`). */
const fieldsOf = (call: AnyCall): string[] => {
  const schema: unknown = call.request?.schema;
  return typeof schema === 'object' && schema !== null && !Array.isArray(schema) ? Object.keys(schema) : [];
};

const SCALARS: unknown[] = [
  '', ' ', 'a', '123456', '0', '-1', '1e309', 'NaN', 'null', 'true', '<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd', '\u0000', '\ud800', '𝓤𝓷𝓲𝓬𝓸𝓭𝓮', 'x'.repeat(6000),
  0, -0, 1, -1, 0.004, 1.5, 1e21, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, true, false, null, DEMO.email, '2026-01-01', 'NGN', '1', '0103', '30', 'STH1', 'CHL1',
];
const INVALID_JSON = ['{', '{"email": ', 'nul', '[1,2,]', '{"a":1}}', "{'a':1}", '\u0000', '"text"', 'true', '1e309', '{"a":1e309}', '\ufeff{}', '{"a":"\\ud800"}'];
/** Percent-encodes text; a lone surrogate goes as the bytes a careless client would send. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'PROPFIND', 'MKCOL', 'PURGE', 'SEARCH', 'COPY', 'LOCK', 'TRACE'];

describe('fuzz', () => {
  it(`answers ${REQUESTS} malformed requests with envelopes, no 5xx, and moves no money`, async () => {
    const calls = await definedCalls();
    expect(calls.length).toBeGreaterThan(20);
    const demoWallet = () => store.owned('accounts', store.findUserByEmail(DEMO.email)!.id).map((a) => [a.id, a.contribution]);
    const post = (path: string, body: unknown) => rawRequest(served.base, 'POST', path, { 'content-type': 'application/json' }, JSON.stringify(body));
    const signIn = async (email: string, password: string) =>
      (JSON.parse((await post('/api/v1/identity/login', { email, password, platform: { source: 'web', id: 'fuzz' } })).text) as { data: { token: string } }).data.token;
    const summary = async (token: string) => JSON.parse((await rawRequest(served.base, 'GET', '/api/v1/user/summary', { authorization: `Bearer ${token}` }, undefined)).text) as unknown;

    const demoToken = await signIn(DEMO.email, DEMO.password);
    const saver = JSON.parse((await post('/__mock/users', { scenario: Scenario.saver })).text) as { email: string; password: string };
    const saverToken = await signIn(saver.email, saver.password);
    const expired = await signIn(saver.email, saver.password);
    store.state.sessions.find((s) => s.token === expired)!.expiresAt = Date.now() - 1;
    const before = { summary: await summary(demoToken), wallet: demoWallet() };

    const tokens = [null, null, 'Bearer', 'Bearer garbage', `Bearer ${'a'.repeat(4000)}`, 'Basic ZGVtbzpQYXNzdzByZCE=', `Bearer ${expired}`, `bearer ${demoToken}`, `Bearer ${demoToken}`, `Bearer ${saverToken}`, `Bearer ${saverToken}`];

    const problems: string[] = [];
    const statuses = new Map<number, number>();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const started = performance.now();
    let sent = 0;

    async function lane(seed: number) {
      const random = prng(seed);
      const { pick } = random;
      const value = (depth: number): unknown => {
        const r = random();
        if (depth <= 0 || r < 0.6) return pick(SCALARS);
        if (r < 0.8) return Array.from({ length: Math.floor(random() * 4) }, () => value(depth - 1));
        return Object.fromEntries(Array.from({ length: Math.floor(random() * 4) }, () => [pick(['a', 'id', 'amount', 'token', 'constructor', 'toString']), value(depth - 1)]));
      };
      const fields = (call: AnyCall) => Object.fromEntries(fieldsOf(call).filter(() => random() < 0.85).map((k) => [k, value(2)]));
      const pathOf = (call: AnyCall): string => {
        const query = () =>
          `?${fieldsOf(call)
            .map((k) => pick([`${k}=${encode(String(pick(SCALARS)).slice(0, 100))}`, `${k}[]=1&${k}[]=2`, `${k}[a][b]=1`, `${k}=`]))
            .join('&')}`;
        const p = call.path;
        const r = random();
        if (r < 0.6) return call.requestIn === 'query' ? p + query() : p;
        return pick([
          p.toUpperCase(),
          p.replace('/api/', '/API/'),
          p.replace(/\/(\w+)$/, (_m, last: string) => `/${last.toUpperCase()}`),
          `${p}/../../__mock/reset`,
          '/api/v1/%2e%2e/%2e%2e/__mock/reset',
          '/api/v1/..%2f..%2f__mock%2fdb',
          `${p}%00`,
          `${p}/${'a'.repeat(7000)}`,
          '/api/v1/us%C3%A9r/summary',
          '/api/v1/%E0%A4%A',
          `${p}?${'x=1&'.repeat(500)}`,
          `/${p}`,
          p.replace('/v1/', '//v1/'),
          `${p};jsessionid=1`,
          `${p}#fragment`,
          `${p}?__proto__[polluted]=1&constructor[prototype][polluted]=1`,
          '/api',
          '/api/',
          '/__MOCK/RESET',
          '/__mock/RESET',
        ]);
      };
      const bodyOf = (call: AnyCall): { text?: string; type?: string } => {
        const r = random();
        if (r < 0.45) return { text: JSON.stringify(fields(call)), type: 'application/json' };
        if (r < 0.55) return { text: JSON.stringify(value(3)), type: 'application/json' };
        if (r < 0.65) return { text: pick(INVALID_JSON), type: 'application/json' };
        if (r < 0.7) return { text: `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},${JSON.stringify(fields(call)).slice(1)}`, type: 'application/json' };
        if (r < 0.74) {
          const depth = 30 + Math.floor(random() * 200);
          return { text: `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`, type: 'application/json' };
        }
        if (r < 0.78) return { text: 'email=a%40b.co&password=x&amount=1', type: 'application/x-www-form-urlencoded' };
        if (r < 0.82) return { text: JSON.stringify(fields(call)), type: 'text/plain' };
        if (r < 0.85) return { text: JSON.stringify(fields(call)), type: 'application/json; charset=utf-16' };
        if (r < 0.87) return { text: JSON.stringify({ ...fields(call), pad: 'x'.repeat(110 * 1024) }), type: 'application/json' };
        return {};
      };

      for (let i = 0; i < PER_LANE; i += 1) {
        const call = pick(calls);
        const method = random() < 0.6 ? call.method : pick(METHODS);
        const path = pathOf(call);
        const { text, type } = method === 'GET' || method === 'HEAD' ? (random() < 0.9 ? {} : bodyOf(call)) : bodyOf(call);
        const headers: Record<string, string> = {};
        if (type) headers['content-type'] = type;
        const token = pick(tokens);
        if (token) headers.authorization = token;
        let answer: RawAnswer;
        try {
          answer = await rawRequest(served.base, method, path, headers, text);
        } catch (failure) {
          problems.push(`${method} ${path.slice(0, 80)}: no answer (${(failure as Error).message})`);
          continue;
        }
        sent += 1;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const where = `${method} ${path.slice(0, 80)} [${(text ?? '').slice(0, 60)}] -> ${answer.status}`;
        if (answer.status >= 500) problems.push(`${where}: ${answer.text.slice(0, 200)}`);
        if (!/^\/api(\/|$|\?)/.test(path) || method === 'HEAD') continue;
        let envelope: unknown;
        try {
          envelope = JSON.parse(answer.text);
        } catch {
          problems.push(`${where}: not JSON: ${answer.text.slice(0, 120)}`);
          continue;
        }
        const { success, data, messages } = (envelope ?? {}) as { success?: unknown; data?: unknown; messages?: unknown };
        const isEnvelope = typeof success === 'boolean' && data !== undefined && Array.isArray(messages) && messages.every((m) => typeof m === 'string');
        if (!isEnvelope) problems.push(`${where}: not an envelope: ${answer.text.slice(0, 120)}`);
      }
    }

    let failures: string[] = [];
    try {
      await Promise.all(Array.from({ length: LANES }, (_, i) => lane(SEED + i)));
    } finally {
      failures = error.mock.calls.map((args) => args.map(String).join(' ').slice(0, 300));
      warn.mockRestore();
      error.mockRestore();
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`[fuzz] ${sent} requests in ${seconds}s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);

    expect(problems).toEqual([]);
    expect(sent).toBe(PER_LANE * LANES);
    expect(failures, 'no handler failed').toEqual([]);
    expect((await rawRequest(served.base, 'GET', '/__mock/health')).status).toBe(200);
    expect(await summary(demoToken)).toEqual(before.summary);
    expect(demoWallet()).toEqual(before.wallet);
    expect(store.findUserByEmail(saver.email), 'no request reached the reset').toBeDefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, Math.max(180_000, REQUESTS * 20));
});

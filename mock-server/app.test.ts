// The mock behaves like an honest backend: auth, validation, envelopes, and it never crashes.
import type { Server } from 'node:http';
import express from 'express';
import { object, string } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineCall } from '../src/api/http.ts';
import { DEMO, Scenario } from '../fixtures/scenarios.ts';
import { createMockApi } from './app.ts';
import { TOKEN_TTL_MS } from './auth.ts';
import { listen } from './listen.ts';
import { handle } from './route.ts';

let server: Server;
let base = '';
const mock = createMockApi({ controls: true });

beforeAll(async () => {
  const app = express();
  // A deliberately broken handler, to prove a bug becomes a 500 envelope rather than a crash.
  const broken = defineCall({ name: 'test.broken', method: 'POST', path: '/api/v1/test/broken', auth: false, request: object({ x: string() }), response: string() });
  const router = express.Router();
  router.use('/api/v1/test', express.json());
  handle(router, mock.store, broken, () => {
    throw new Error('boom');
  });
  app.use(router);
  app.use(mock.router);
  ({ server, url: base } = await listen(app));
});
afterAll(() => server.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const json = async (res: Response) => ({ status: res.status, body: (await res.json()) as { success: boolean; data: unknown; messages: string[] } });
const platform = { source: 'web', id: 'test' };
const signIn = async (email: string = DEMO.email, password: string = DEMO.password) =>
  (await json(await post('/api/v1/identity/login', { email, password, platform }))).body.data as { token: string; refreshToken: string; name: string };

describe('identity', () => {
  it('signs the demo customer in', async () => {
    const tokens = await signIn();
    expect(tokens.name).toBe('Adaeze Okafor');
    expect(tokens.token).toMatch(/^tok_/);
  });

  it('refuses a wrong password with a message', async () => {
    const { status, body } = await json(await post('/api/v1/identity/login', { email: DEMO.email, password: 'nope!', platform }));
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, data: null, messages: ['Invalid email or password'] });
  });

  it('rotates tokens on refresh and refuses the old refresh token afterwards', async () => {
    const first = await signIn();
    const renewed = await json(await post('/api/v1/identity/refresh', { token: first.token, refreshToken: first.refreshToken }));
    expect(renewed.status).toBe(200);
    const again = await json(await post('/api/v1/identity/refresh', { token: first.token, refreshToken: first.refreshToken }));
    expect(again.status).toBe(401);
    expect(again.body.success).toBe(false);
  });
});

describe('auth', () => {
  it('answers 401 with the envelope without a token', async () => {
    const { status, body } = await json(await fetch(`${base}/api/v1/user/summary`));
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, messages: ['Authorization token is missing'] });
  });

  it('answers 401 for an unknown token', async () => {
    const { status, body } = await json(await fetch(`${base}/api/v1/user/summary`, { headers: { authorization: 'Bearer nope' } }));
    expect(status).toBe(401);
    expect(body.messages).toEqual(['Authorization token is invalid']);
  });

  it('honours a token for an hour and no longer', async () => {
    const { token } = await signIn();
    const ok = await fetch(`${base}/api/v1/user/summary`, { headers: { authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + TOKEN_TTL_MS + 1 });
    try {
      const expired = await json(await fetch(`${base}/api/v1/user/summary`, { headers: { authorization: `Bearer ${token}` } }));
      expect(expired.status).toBe(401);
      expect(expired.body.messages).toEqual(['Authorization token has expired']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('bad input never crashes it', () => {
  it('names the invalid field in a 400 envelope', async () => {
    const { status, body } = await json(await post('/api/v1/identity/login', { email: DEMO.email, platform }));
    expect(status).toBe(400);
    expect(body.data).toEqual({ field: 'password' });
    expect(body.messages[0]).toMatch(/^password: /);
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const { status, body } = await json(await post('/api/v1/identity/login', '{"email": '));
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const { status, body } = await json(await fetch(`${base}/api/v1/no/such/thing`));
    expect(status).toBe(404);
    expect(body.success).toBe(false);
  });

  it('turns a handler bug into a 500 envelope and a log line', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { status, body } = await json(await post('/api/v1/test/broken', { x: 'y' }));
    expect(status).toBe(500);
    expect(body.success).toBe(false);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('test.broken failed'));
    log.mockRestore();
  });
});

describe('control routes', () => {
  it('creates a fresh user that can sign in and sees zero balances', async () => {
    const created = (await (await post('/__mock/users', { scenario: Scenario.freshUser })).json()) as { email: string; password: string };
    const { token } = await signIn(created.email, created.password);
    const summary = await json(await fetch(`${base}/api/v1/user/summary`, { headers: { authorization: `Bearer ${token}` } }));
    expect(summary.body.data).toEqual({ totAmt: 0, totDollar: 0, totNaira: 0 });
  });

  it('refuses an unknown scenario', async () => {
    expect((await post('/__mock/users', { scenario: 'a millionaire' })).status).toBe(400);
  });

  it('seeds provider states and returns a usable token', async () => {
    const { token } = (await (await post('/__mock/provider-states', { state: Scenario.saver, params: {}, action: 'setup' })).json()) as { token: string };
    expect((await fetch(`${base}/api/v1/user/summary`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  it('refuses a provider state it does not know, or a parameter it would ignore', async () => {
    expect((await post('/__mock/provider-states', { state: 'a savre', params: {}, action: 'setup' })).status).toBe(400);
    const misspelt = await post('/__mock/provider-states', { state: Scenario.saver, params: { emial: 'a@example.test' }, action: 'setup' });
    expect(misspelt.status).toBe(400);
    expect(await misspelt.text()).toContain('emial');
  });

  it('reset forgets created users', async () => {
    const created = (await (await post('/__mock/users', { scenario: Scenario.freshUser })).json()) as { email: string; password: string };
    await post('/__mock/reset', {});
    const { status } = await json(await post('/api/v1/identity/login', { email: created.email, password: created.password, platform }));
    expect(status).toBe(400);
  });

  it('is absent when the controls are off', async () => {
    const app = express();
    app.use(createMockApi({ controls: false }).router);
    const bare = await listen(app);
    try {
      expect((await fetch(`${bare.url}/__mock/reset`, { method: 'POST' })).status).toBe(404);
      expect((await fetch(`${bare.url}/__mock/health`)).status).toBe(404);
    } finally {
      bare.server.close();
    }
  });
});

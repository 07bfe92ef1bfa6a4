// The mock cannot be abused: control routes answer only their own origin, secrets never leave it,
// bodies are bounded, and the card provider's address never comes from the request.
import { describe, expect, it, vi } from 'vitest';
import { DEMO, Scenario } from '../fixtures/scenarios.ts';
import { rawRequest } from './raw-request.ts';
import { mockServer } from './test-server.ts';

const served = mockServer();
const json = { 'content-type': 'application/json' };
const platform = { source: 'web', id: 'test' };

const post = (path: string, body: unknown, headers: Record<string, string> = json) =>
  fetch(`${served.base}${path}`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });

async function signIn(email: string = DEMO.email, password: string = DEMO.password) {
  const res = await post('/api/v1/identity/login', { email, password, platform });
  return res.status === 200 ? ((await res.json()) as { data: { token: string; refreshToken: string } }).data : null;
}

async function createCustomer(body: Record<string, unknown> = { scenario: Scenario.freshUser }) {
  const res = await post('/__mock/users', body);
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; email: string; password: string };
}

/** Whether a customer created before `act` survives it (a reset forgets every created customer). */
async function survives(act: () => Promise<unknown>) {
  const customer = await createCustomer();
  await act();
  return (await signIn(customer.email, customer.password)) !== null;
}

describe('control routes answer only their own origin', () => {
  it('match paths case-sensitively', async () => {
    let status = 0;
    expect(await survives(async () => ({ status } = await rawRequest(served.base, 'POST', '/__MOCK/RESET', json, '{}')))).toBe(true);
    expect(status).toBe(404);
    expect(await survives(() => rawRequest(served.base, 'POST', '/__mock/Reset', json, '{}'))).toBe(true);
  });

  it('take only JSON bodies, so a plain cross-origin form or no-cors fetch cannot reach them', async () => {
    const forms: Record<string, string>[] = [{ 'content-type': 'application/x-www-form-urlencoded' }, { 'content-type': 'text/plain' }, { 'content-type': 'multipart/form-data; boundary=x' }, {}];
    for (const headers of forms) {
      let status = 0;
      expect(await survives(async () => ({ status } = await rawRequest(served.base, 'POST', '/__mock/reset', headers, headers['content-type'] ? 'a=1' : undefined)))).toBe(true);
      expect(status, JSON.stringify(headers)).toBe(415);
    }
  });

  it('refuse another origin, a cross-site browser request, a preflight and a foreign Host', async () => {
    const evil = 'http://evil.example';
    const cases: { method: string; path: string; headers: Record<string, string> }[] = [
      { method: 'POST', path: '/__mock/reset', headers: { ...json, origin: evil } },
      { method: 'POST', path: '/__mock/reset', headers: { ...json, origin: 'null' } },
      { method: 'POST', path: '/__mock/reset', headers: { ...json, 'sec-fetch-site': 'cross-site' } },
      { method: 'POST', path: '/__mock/reset', headers: { ...json, host: 'evil.example' } },
      { method: 'GET', path: '/__mock/db', headers: { origin: evil } },
      { method: 'GET', path: '/__mock/db', headers: { 'sec-fetch-site': 'same-site' } },
    ];
    for (const { method, path, headers } of cases) {
      let status = 0;
      expect(await survives(async () => ({ status } = await rawRequest(served.base, method, path, headers, method === 'POST' ? '{}' : undefined)))).toBe(true);
      expect(status, JSON.stringify(headers)).toBe(403);
    }
    const preflight = await rawRequest(served.base, 'OPTIONS', '/__mock/reset', { origin: evil, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' });
    expect(preflight.status).toBe(403);
    expect(Object.keys(preflight.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
  });

  it('still answer the mock’s own origin, a same-origin page and a test’s request context (no Origin)', async () => {
    expect(await survives(() => post('/__mock/reset', {}, { ...json, origin: served.base }))).toBe(false);
    expect(await survives(() => post('/__mock/reset', {}, { ...json, 'sec-fetch-site': 'same-origin', origin: served.base }))).toBe(false);
    expect((await rawRequest(served.base, 'GET', '/__mock/health', { 'sec-fetch-site': 'none' })).status).toBe(200);
    expect((await post('/__mock/provider-states', { state: Scenario.saver, params: {}, action: 'setup' })).status).toBe(200);
  });

  it('leave /api case-sensitive too: /API is no way in', async () => {
    const body = JSON.stringify({ email: DEMO.email, password: DEMO.password, platform });
    for (const path of ['/API/v1/identity/login', '/api/V1/identity/login', '/api/v1/IDENTITY/LOGIN']) {
      const res = await rawRequest(served.base, 'POST', path, json, body);
      expect(res.status, path).toBe(404);
      expect(res.text).not.toContain('tok_');
    }
  });
});

describe('/__mock/db', () => {
  it('shows the state at the documented paths with every secret redacted', async () => {
    const customer = await createCustomer({ scenario: Scenario.saver, password: 'Unguessable#1', pin: '9731' });
    const session = await signIn(customer.email, 'Unguessable#1');
    const registration = (await (await post('/api/v1/identity/register', { firstName: 'Ngozi', lastName: 'Obi', email: 'ngozi.obi@example.test', phoneNumber: '+2348160000001', dob: '1990-01-01', platform })).json()) as {
      data: { id: string };
    };
    const reset = (await (await post('/api/v1/identity/resetpasswordtoken', { userId: customer.email, platform })).json()) as { data: { id: string } };
    expect(registration.data?.id, JSON.stringify(registration)).toBeTruthy();
    expect(reset.data.id).toBeTruthy();

    const whole = await fetch(`${served.base}/__mock/db`);
    expect(whole.status).toBe(200);
    const users = await fetch(`${served.base}/__mock/db/users`);
    expect(users.status).toBe(200);
    const sessions = await fetch(`${served.base}/__mock/db/sessions`);
    for (const text of [await whole.text(), await users.text(), await sessions.text()]) {
      for (const secret of ['Unguessable#1', DEMO.password, session!.token, session!.refreshToken, registration.data.id, reset.data.id]) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/"pin":"\d/);
    }
    const listed = (await (await fetch(`${served.base}/__mock/db/users?id=${customer.id}`)).json()) as { email: string; password: string; pin: string }[];
    expect(listed).toEqual([expect.objectContaining({ email: customer.email, password: '[redacted]', pin: '[redacted]' })]);
  });

  it('answers the journeys’ queries, not JSONP, and nothing at the old leaking path', async () => {
    const customer = await createCustomer({ scenario: Scenario.saver });
    const accounts = (await (await fetch(`${served.base}/__mock/db/accounts?userId=${customer.id}`)).json()) as { userId: string }[];
    expect(accounts.length).toBeGreaterThan(0);
    expect(accounts.every((a) => a.userId === customer.id)).toBe(true);
    const jsonp = await fetch(`${served.base}/__mock/db/users?callback=steal`);
    expect((await jsonp.text()).startsWith('[')).toBe(true);
    expect((await fetch(`${served.base}/__mock/db/db`)).status).toBe(404);
    expect((await fetch(`${served.base}/__mock/db/USERS`)).status).toBe(404);
    expect((await post('/__mock/db/users', { email: 'x@example.test' })).status).toBe(405);
  });
});

describe('POST /__mock/users', () => {
  it('refuses an e-mail that exists instead of replacing its customer', async () => {
    for (const email of [DEMO.email, DEMO.email.toUpperCase()]) {
      const res = await post('/__mock/users', { scenario: Scenario.freshUser, email, password: 'Other#Pass1' });
      expect(res.status).toBe(409);
      expect(((await res.json()) as { error: string }).error).toMatch(/already exists/);
    }
    expect(await signIn()).not.toBeNull();
    expect(await signIn(DEMO.email, 'Other#Pass1')).toBeNull();
  });
});

describe('bodies are bounded', () => {
  it('refuses a contact message over 5,000 characters, naming the field', async () => {
    const res = await post('/api/v1/util/contact', { name: 'Ada', email: 'ada@example.test', message: 'x'.repeat(5001) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, data: { field: 'message' } });
    expect((await post('/api/v1/util/contact', { name: 'Ada', email: 'ada@example.test', message: 'x'.repeat(5000) })).status).toBe(200);
  });

  it('answers a body over 100 kB with a 413 envelope and one log line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const big = JSON.stringify({ name: 'Ada', email: 'ada@example.test', message: 'x'.repeat(101 * 1024) });
      const api = await post('/api/v1/util/contact', big);
      expect(api.status).toBe(413);
      expect(await api.json()).toMatchObject({ success: false, data: null });
      const control = await post('/__mock/users', JSON.stringify({ scenario: Scenario.freshUser, pad: 'x'.repeat(101 * 1024) }));
      expect(control.status).toBe(413);
      expect(((await control.json()) as { error: string }).error).toMatch(/too large/);
      const lines = [...warn.mock.calls, ...error.mock.calls].map((args) => args.map(String).join(' '));
      expect(lines).toHaveLength(2);
      for (const line of lines) expect(line).not.toContain('\n');
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });

  it('answers deeply nested JSON with a 400 envelope, not a 500', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      for (const body of ['['.repeat(20_000) + ']'.repeat(20_000), `{"email":${'['.repeat(20_000)}${']'.repeat(20_000)}}`]) {
        const res = await post('/api/v1/identity/login', body);
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ success: false, messages: [expect.stringMatching(/nested/)] });
      }
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe('the card provider’s address', () => {
  it('comes from the configured origin, never from the Host header', async () => {
    const session = await signIn();
    const res = await rawRequest(served.base, 'GET', '/api/v1/user/card_url', { authorization: `Bearer ${session!.token}`, host: 'evil.example' });
    expect(res.status).toBe(200);
    const { authUrl } = (JSON.parse(res.text) as { data: { authUrl: string } }).data;
    expect(new URL(authUrl).origin).toBe(served.base);
  });
});

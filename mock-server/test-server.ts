// For the mock's HTTP tests: one mock API per test file on a free loopback port, closed afterwards.
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll } from 'vitest';
import { Scenario } from '../fixtures/scenarios.ts';
import { createMockApi, type MockApi } from './app.ts';
import { listen } from './listen.ts';

/** An answer of the mock: its status, the envelope (success, messages, data), and the headers. */
export interface Answer {
  status: number;
  success: boolean;
  messages: string[];
  data: unknown;
  headers: Headers;
}

/** What a request carries: a body as JSON (a string as it is), a bearer token, another content type, an Idempotency-Key. */
export interface Sent {
  body?: unknown;
  token?: string | null;
  contentType?: string;
  key?: string;
}

/** One request to a started mock. */
export async function request(base: string, method: string, path: string, { body, token, contentType = 'application/json', key }: Sent = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(key ? { 'idempotency-key': key } : {}) };
  const res = await fetch(`${base}${path}`, { method, headers, ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }) });
  const envelope = (await res.json()) as { success: boolean; data: unknown; messages: string[] };
  return { status: res.status, success: envelope.success, messages: envelope.messages, data: envelope.data, headers: res.headers };
}

/** Starts the mock before the file's tests; `base` is its address once they run. */
export function mockServer() {
  const served: { mock: MockApi; base: string } = { mock: createMockApi({ controls: true, origin: () => served.base }), base: '' };
  let server: Server;
  beforeAll(async () => {
    const app = express();
    app.use(served.mock.router);
    ({ server, url: served.base } = await listen(app));
  });
  afterAll(() => server.close());
  return served;
}

const json = { 'content-type': 'application/json' };

/** A new customer of `scenario` on a started mock, signed in: its id, credentials and bearer token. */
export async function signedInCustomer(base: string, scenario: string = Scenario.saver, options: Record<string, string> = {}) {
  const created = (await (await fetch(`${base}/__mock/users`, { method: 'POST', headers: json, body: JSON.stringify({ ...options, scenario }) })).json()) as {
    id: string;
    email: string;
    password: string;
  };
  const body = JSON.stringify({ email: created.email, password: created.password, platform: { source: 'web', id: 'test' } });
  const login = (await (await fetch(`${base}/api/v1/identity/login`, { method: 'POST', headers: json, body })).json()) as { data: { token: string } };
  return { ...created, token: login.data.token };
}

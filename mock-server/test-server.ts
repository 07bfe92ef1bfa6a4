// For the mock's HTTP tests: one mock API per test file on a free loopback port, closed afterwards.
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll } from 'vitest';
import { createMockApi, type MockApi } from './app.ts';
import { listen } from './listen.ts';

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

// Provider verification: replays every pact in contracts/pacts against the mock (default) or any API.
//   npm run verify:provider                              # starts the mock in-process and verifies it
//   npm run verify:provider -- --base-url <url> [--token <t>] [--states-url <url>]
// --states-url receives POST {state, params, action} per interaction and may answer {token}; that token
// (or --token) replaces the bearer token of authenticated requests.
import { readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import express from 'express';
import { ProviderState, providerStateNames } from '../fixtures/scenarios.ts';
import { createMockApi } from '../mock-server/app.ts';
import { listen } from '../mock-server/listen.ts';
import { PACT_DIR, PROVIDER } from '../contracts/pact.ts';

process.env.PACT_DO_NOT_TRACK = 'true';
const { values } = parseArgs({ options: { 'base-url': { type: 'string' }, token: { type: 'string' }, 'states-url': { type: 'string' } } });

let server: Server | null = null;
let baseUrl = values['base-url'];
let statesUrl = values['states-url'];
if (!baseUrl) {
  const app = express();
  app.use(createMockApi({ controls: true }).router);
  ({ server, url: baseUrl } = await listen(app));
  statesUrl = `${baseUrl}/__mock/provider-states`;
}

let token: string | null = null;
async function setState(state: string, params: unknown) {
  // Each interaction starts from its own state: a token only where the state signs someone in.
  token = state === ProviderState.signedOut ? null : (values.token ?? null);
  if (!statesUrl) return undefined;
  const res = await fetch(statesUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ state, params: params ?? {}, action: 'setup' }) });
  if (!res.ok) throw new Error(`provider state "${state}" failed: ${res.status} ${await res.text()}`);
  const body = (await res.json().catch(() => ({}))) as { token?: string };
  if (body.token && state !== ProviderState.signedOut) token = body.token;
  return undefined;
}

const stateHandlers: VerifierOptions['stateHandlers'] = Object.fromEntries(providerStateNames.map((name) => [name, (params?: unknown) => setState(name, params)]));
const pactUrls = readdirSync(PACT_DIR).filter((f) => f.endsWith('.json')).map((f) => join(PACT_DIR, f));
if (!pactUrls.length) {
  console.error(`No pact files in ${PACT_DIR}: run the consumer contracts first (npm run test:contracts).`);
  process.exit(1);
}

try {
  await new Verifier({
    provider: PROVIDER,
    providerBaseUrl: baseUrl,
    pactUrls,
    stateHandlers,
    logLevel: 'warn',
    requestFilter: (req, _res, next) => {
      // The contract's example token becomes a real one for the seeded state; with nobody signed in it stays as written.
      if (token && req.headers.authorization) req.headers.authorization = `Bearer ${token}`;
      next();
    },
  }).verifyProvider();
  console.log(`Provider verification passed: ${pactUrls.length} pact file(s) against ${baseUrl}`);
} catch (error) {
  console.error(`Provider verification failed against ${baseUrl}: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  server?.close();
}

// `npm run verify:provider -- --broker-url …` against a stand-in Pact Broker (the HAL resources the Pact
// core reads): it asks for the pacts by consumer version selectors with pending and WIP pacts, sends the
// token from PACT_BROKER_TOKEN, verifies against the API, and publishes the result with the provider's
// version and branch.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { COMMITTED_PACT_DIR, pactFiles } from '../contracts/pact-files.ts';
import { createMockApi } from '../mock-server/app.ts';
import { listen } from '../mock-server/listen.ts';

const pact = JSON.parse(readFileSync(pactFiles(COMMITTED_PACT_DIR)[0]!, 'utf8')) as { interactions: { description: string }[] };
const seen: { method: string; url: string; auth?: string; body: unknown }[] = [];
const servers: Server[] = [];
let broker = '';
let api = '';

beforeAll(async () => {
  const app = express();
  app.use(express.json({ type: () => true }));
  app.use((req, _res, next) => {
    seen.push({ method: req.method, url: req.url, auth: req.headers.authorization, body: req.body as unknown });
    next();
  });
  const link = (href: string, templated = false) => ({ href: `${broker}${href}`, ...(templated ? { templated } : {}) });
  app.get('/', (_req, res) => void res.json({ _links: { 'pb:provider-pacts-for-verification': link('/pacts/provider/{provider}/for-verification', true) } }));
  app.get('/pacts/provider/:provider/for-verification', (req, res) => void res.json({ _links: { self: link(req.url) } }));
  app.post('/pacts/provider/:provider/for-verification', (_req, res) =>
    void res.json({ _embedded: { pacts: [{ shortDescription: 'main', verificationProperties: { pending: false, notices: [] }, _links: { self: link('/pacts/main') } }] } }),
  );
  // One interaction of the committed pact, with the links a broker adds.
  const served = { ...pact, interactions: pact.interactions.filter((i) => i.description === 'a request for the balance summary') };
  app.get('/pacts/main', (_req, res) => void res.json({ ...served, _links: { 'pb:publish-verification-results': link('/results'), 'pb:provider': link('/pacticipants/api') } }));
  app.get('/pacticipants/api', (_req, res) => void res.json({ _links: { 'pb:branch-version': link('/pacticipants/api/branches/{branch}/versions/{version}', true) } }));
  app.all('*', (_req, res) => void res.status(201).json({}));
  const b = await listen(app);
  broker = b.url;
  const provider = express();
  let address = '';
  provider.use(createMockApi({ controls: true, origin: () => address }).router);
  const a = await listen(provider);
  api = address = a.url;
  servers.push(b.server, a.server);
});
afterAll(() => servers.forEach((s) => s.close()));

/** Runs the CLI without blocking this process, which serves the broker and the API. */
const cli = (args: string[], env: Record<string, string>) =>
  new Promise<{ status: number | null; output: string }>((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/verify-provider.ts', ...args], { env: { ...process.env, PACT_DO_NOT_TRACK: 'true', ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (status) => done({ status, output }));
  });

it('fetches by selectors with pending and WIP pacts, verifies, and publishes with version and branch', { timeout: 60_000 }, async () => {
  const args = ['--broker-url', broker, '--base-url', api, '--states-url', `${api}/__mock/provider-states`, '--enable-pending', '--include-wip-since', '2026-01-01'];
  const run = await cli([...args, '--provider-version', 'abc123', '--provider-branch', 'main', '--publish'], { PACT_BROKER_TOKEN: 'broker-token' });
  expect(run.status, run.output).toBe(0);
  expect(seen.every((r) => r.auth === 'Bearer broker-token')).toBe(true);
  expect(seen.find((r) => r.method === 'POST' && r.url.endsWith('/for-verification'))?.body).toMatchObject({
    consumerVersionSelectors: [{ mainBranch: true }, { deployedOrReleased: true }],
    includePendingStatus: true,
    includeWipPactsSince: '2026-01-01',
    providerVersionBranch: 'main',
  });
  expect(seen.some((r) => r.method === 'PUT' && r.url === '/pacticipants/api/branches/main/versions/abc123')).toBe(true);
  expect(seen.find((r) => r.url === '/results')?.body).toMatchObject({ providerApplicationVersion: 'abc123', success: true });
});

// The verifier fails loudly: against the mock, every way a provider state can go wrong fails the
// interaction that needed it, by name, and no value from one interaction reaches another.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Scenario } from '../fixtures/scenarios.ts';
import { createMockApi } from '../mock-server/app.ts';
import { listen } from '../mock-server/listen.ts';
import { pactFileProblems } from '../contracts/pact-files.ts';
import { formatReport, passed, verifyPacts, type Report } from './verify-pacts.ts';

process.env.PACT_DO_NOT_TRACK = 'true';

let server: Server;
let baseUrl: string;
const dirs: string[] = [];

beforeAll(async () => {
  const app = express();
  // State hooks that go wrong in each way a real API's hook might.
  app.post('/states/failing', (_req, res) => {
    res.status(500).json({ error: 'database unavailable' });
  });
  app.post('/states/tokenless', (_req, res) => {
    res.json({});
  });
  let calls = 0;
  app.post('/states/first-only', (req, res, next) => {
    calls += 1;
    if (calls === 1) {
      req.url = '/__mock/provider-states';
      next();
    } else res.json({});
  });
  app.use(createMockApi({ controls: true }).router);
  ({ server, url: baseUrl } = await listen(app));
});
afterAll(() => {
  server.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A signed-in read of the balance summary: its bearer token comes from the provider state. */
const summaryRead = (description: string, state: string) => ({
  type: 'Synchronous/HTTP',
  description,
  providerStates: [{ name: state }],
  request: {
    method: 'GET',
    path: '/api/v1/user/summary',
    headers: { Authorization: ['Bearer valid-token'] },
    generators: { header: { Authorization: { type: 'ProviderState', expression: 'Bearer ${token}' } } },
  },
  response: { status: 200, body: { content: { success: true }, contentType: 'application/json', encoded: false } },
});
type Interaction = ReturnType<typeof summaryRead>;

/** A folder with one pact file and the manifest of what the consumer tests define (by default, its interactions). */
function pactDir(interactions: Interaction[], defined = interactions.map((i) => i.description)) {
  const dir = mkdtempSync(join(tmpdir(), 'verify-test-'));
  dirs.push(dir);
  const pact = { consumer: { name: 'web' }, provider: { name: 'api' }, interactions, metadata: { pactSpecification: { version: '4.0' } } };
  writeFileSync(join(dir, 'web-api.json'), JSON.stringify(pact));
  writeFileSync(join(dir, 'web-api.interactions.txt'), defined.map((d) => `${d}\n`).join(''));
  return dir;
}

const verify = (interactions: Interaction[], hook = '/__mock/provider-states') =>
  verifyPacts({ pactDir: pactDir(interactions), baseUrl, statesUrl: `${baseUrl}${hook}` });

/** Each failed interaction's line in the closing list, with the reasons under it. */
const failures = (report: Report) => report.results.filter((r) => !passed(r)).map((r) => `${r.description}: ${r.problems.join('; ')}`);

describe('provider verification', () => {
  it("passes when the state hook signs someone in, with that state's own token in the request", async () => {
    // The mock knows no session 'valid-token': the read passes only if the injected token was sent.
    const report = await verify([summaryRead('the summary of a saver', Scenario.saver), summaryRead('the summary of a new customer', Scenario.freshUser)]);
    expect(failures(report)).toEqual([]);
    expect(report.results).toHaveLength(2);
    expect(report.problems).toEqual([]);
  });

  it('fails an interaction whose state the provider does not know, naming both', async () => {
    const report = await verify([summaryRead('the summary of a misspelt saver', 'a savre')]);
    expect(failures(report)).toEqual([expect.stringMatching(/^the summary of a misspelt saver: state "a savre": the state hook answered 400/)]);
    expect(formatReport(report, baseUrl)).toMatch(/FAILED {2}the summary of a misspelt saver {2}\[given a savre\]/);
  });

  it('fails every interaction when the state hook answers 500', async () => {
    const report = await verify([summaryRead('the summary of a saver', Scenario.saver), summaryRead('the summary of a new customer', Scenario.freshUser)], '/states/failing');
    expect(failures(report)).toEqual([
      expect.stringMatching(/^the summary of a saver: state "a saver": the state hook answered 500: .*database unavailable/),
      expect.stringMatching(/^the summary of a new customer: state "a fresh user": the state hook answered 500/),
    ]);
  });

  it('fails an interaction when the state hook cannot be reached', async () => {
    const report = await verifyPacts({ pactDir: pactDir([summaryRead('the summary of a saver', Scenario.saver)]), baseUrl, statesUrl: 'http://127.0.0.1:9/states' });
    expect(failures(report)).toEqual([expect.stringMatching(/^the summary of a saver: state "a saver": fetch failed/)]);
  });

  it('fails an interaction whose state answers without the token its request needs', async () => {
    const report = await verify([summaryRead('the summary of a saver', Scenario.saver)], '/states/tokenless');
    expect(failures(report)).toEqual([expect.stringMatching(/^the summary of a saver: .*needs "token" from its provider state; state "a saver" answered without it/)]);
  });

  it("never lends one interaction's token to the next", async () => {
    const report = await verify([summaryRead('the first summary', Scenario.saver), summaryRead('the second summary', Scenario.saver)], '/states/first-only');
    expect(report.results.map(passed)).toEqual([true, false]);
    expect(failures(report)).toEqual([expect.stringMatching(/^the second summary: .*needs "token"/)]);
  });
});

describe('pact files', () => {
  const read = summaryRead('the summary of a saver', Scenario.saver);

  it('fails a folder without pact files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'verify-test-'));
    dirs.push(dir);
    expect(pactFileProblems(dir)).toEqual([`no pact files in ${dir}`]);
  });

  it('fails a pact with no interactions', async () => {
    const report = await verifyPacts({ pactDir: pactDir([]), baseUrl, statesUrl: `${baseUrl}/__mock/provider-states` });
    expect(report.problems).toEqual(['web-api.json has no interactions']);
    expect(formatReport(report, baseUrl)).toMatch(/Provider verification FAILED/);
  });

  it('fails a pact that lacks an interaction the consumer tests define, naming it', () => {
    expect(pactFileProblems(pactDir([read], [read.description, 'a request the failing test defined']))).toEqual([
      'web-api.json lacks "a request the failing test defined", which the consumer tests define (did its test fail?)',
    ]);
  });

  it('fails a pact holding an interaction no consumer test defines', () => {
    expect(pactFileProblems(pactDir([read], []))).toEqual(['web-api.json has "the summary of a saver", which no consumer test defines']);
  });

  it('fails a pact without its manifest', () => {
    const dir = pactDir([read]);
    rmSync(join(dir, 'web-api.interactions.txt'));
    expect(pactFileProblems(dir)).toEqual([expect.stringMatching(/^web-api.json has no web-api.interactions.txt beside it/)]);
  });
});

// Provider verification: replays every committed pact against the mock (default) or any API, one
// interaction at a time, and ends with the list of interactions passed and failed.
//   npm run verify:provider                                   # starts the mock in-process and verifies it
//   npm run verify:provider -- --base-url <url> --states-url <url> [--pact-dir <dir>] [--report <file.json>]
// --states-url receives POST {state, params, action: "setup"} before each interaction and answers the
// values its requests use ({ token } for a state that signs someone in); see the README.
import { writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { parseArgs } from 'node:util';
import express from 'express';
import { COMMITTED_PACT_DIR } from '../contracts/pact-files.ts';
import { createMockApi } from '../mock-server/app.ts';
import { listen } from '../mock-server/listen.ts';
import { formatReport, passed, reportPassed, verifyPacts } from './verify-pacts.ts';

process.env.PACT_DO_NOT_TRACK = 'true';
const { values } = parseArgs({
  options: { 'base-url': { type: 'string' }, 'states-url': { type: 'string' }, 'pact-dir': { type: 'string' }, report: { type: 'string' } },
});

/** The API under test and its state hook: the given ones, or the mock started here. */
async function target(): Promise<{ baseUrl: string; statesUrl: string; server?: Server }> {
  const baseUrl = values['base-url'];
  if (baseUrl) {
    const statesUrl = values['states-url'];
    if (statesUrl) return { baseUrl, statesUrl };
    console.error('--states-url is required with --base-url: every interaction names a provider state that your API must set up (see the README).');
    process.exit(2);
  }
  const app = express();
  let address = '';
  app.use(createMockApi({ controls: true, origin: () => address }).router);
  const { server, url } = await listen(app);
  address = url;
  return { baseUrl: url, statesUrl: `${url}/__mock/provider-states`, server };
}

const { baseUrl, statesUrl, server } = await target();
try {
  const report = await verifyPacts({ pactDir: values['pact-dir'] ?? COMMITTED_PACT_DIR, baseUrl, statesUrl });
  console.log(`\n${formatReport(report, baseUrl)}`);
  if (values.report) {
    const ok = report.results.filter(passed).length;
    writeFileSync(values.report, JSON.stringify({ passed: ok, failed: report.results.length - ok + report.problems.length }));
  }
  if (!reportPassed(report)) process.exitCode = 1;
} finally {
  server?.close();
}

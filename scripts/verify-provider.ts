// Provider verification: replays pacts against the mock (default) or any API, one interaction at a time,
// and ends with the list of interactions passed and failed; or, with --broker-url, verifies what a Pact
// Broker selects and can publish the results. `npm run verify:provider -- --help` lists the options.
import { writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { parseArgs } from 'node:util';
import express from 'express';
import { COMMITTED_PACT_DIR, PROVIDER } from '../contracts/pact-files.ts';
import { createMockApi } from '../mock-server/app.ts';
import { listen } from '../mock-server/listen.ts';
import { DEFAULT_SELECTORS, formatReport, passed, reportPassed, verifyFromBroker, verifyPacts } from './verify-pacts.ts';

const USAGE = `Usage: npm run verify:provider -- [options]

Verifies the API against the pacts. With no options: the committed pacts (contracts/pacts/, checked
against their manifest of interactions) against the mock, started here.

The API under test:
  --base-url <url>          the API to verify (default: the mock, started here)
  --states-url <url>        its provider-state hook: receives POST {state, params, action: "setup"} and
                            answers the values the pacts inject (required with --base-url;
                            contracts/PROVIDER-STATES.md specifies every state)

Pacts from files:
  --pact-dir <dir>          verify every *.json pact of this folder, as a broker serves them (a manifest
                            <pact>.interactions.txt beside one is checked when present)
  --report <file.json>      also write {passed, failed} counts to this file

Pacts from a Pact Broker (verified by the Pact core in one run):
  --broker-url <url>        fetch the pacts for --provider from this broker; credentials from the
                            environment: PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD
  --provider <name>         the provider's name in the broker (default: ${PROVIDER})
  --consumer-version-selectors <json>
                            which consumer versions (default: ${JSON.stringify(DEFAULT_SELECTORS)},
                            the consumer's main branch and every version deployed or released)
  --enable-pending          pacts not yet verified by this provider report failures without failing the run
  --include-wip-since <date>
                            also verify work-in-progress pacts published since this day (YYYY-MM-DD)
  --provider-version <v>    this provider's version (its commit), required with --publish
  --provider-branch <name>  this provider's branch
  --publish                 publish the verification results to the broker

  --help                    print this help and exit`;

function usageError(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const values = (() => {
  try {
    return parseArgs({
      options: {
        'base-url': { type: 'string' },
        'states-url': { type: 'string' },
        'pact-dir': { type: 'string' },
        report: { type: 'string' },
        'broker-url': { type: 'string' },
        provider: { type: 'string', default: PROVIDER },
        'consumer-version-selectors': { type: 'string' },
        'enable-pending': { type: 'boolean', default: false },
        'include-wip-since': { type: 'string' },
        'provider-version': { type: 'string' },
        'provider-branch': { type: 'string' },
        publish: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    return usageError((error as Error).message);
  }
})();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const brokerUrl = values['broker-url'];
if (!brokerUrl) {
  for (const option of ['consumer-version-selectors', 'include-wip-since', 'provider-version', 'provider-branch'] as const) {
    if (values[option] !== undefined) usageError(`--${option} applies only with --broker-url.`);
  }
  if (values.publish || values['enable-pending']) usageError('--publish and --enable-pending apply only with --broker-url.');
} else if (values['pact-dir']) usageError('Give either --pact-dir or --broker-url, not both.');
if (values.publish && !values['provider-version']) usageError('--publish needs --provider-version (the commit of the provider verified).');
if (values['base-url'] && !values['states-url']) {
  usageError('--states-url is required with --base-url: every interaction names a provider state that your API must set up (contracts/PROVIDER-STATES.md).');
}

function selectors() {
  const text = values['consumer-version-selectors'];
  if (text === undefined) return undefined;
  try {
    const list: unknown = JSON.parse(text);
    if (Array.isArray(list) && list.every((s) => typeof s === 'object' && s !== null)) return list as typeof DEFAULT_SELECTORS;
  } catch {
    // Reported below.
  }
  return usageError(`--consumer-version-selectors must be a JSON array of selector objects, e.g. '${JSON.stringify(DEFAULT_SELECTORS)}'.`);
}
const consumerVersionSelectors = selectors();

/** The API under test and its state hook: the given ones, or the mock started here. */
async function target(): Promise<{ baseUrl: string; statesUrl: string; server?: Server }> {
  const baseUrl = values['base-url'];
  const statesUrl = values['states-url'];
  if (baseUrl && statesUrl) return { baseUrl, statesUrl };
  const app = express();
  let address = '';
  app.use(createMockApi({ controls: true, origin: () => address }).router);
  const { server, url } = await listen(app);
  address = url;
  return { baseUrl: url, statesUrl: `${url}/__mock/provider-states`, server };
}

process.env.PACT_DO_NOT_TRACK = 'true';
const { baseUrl, statesUrl, server } = await target();
try {
  if (brokerUrl) {
    const options = {
      brokerUrl,
      provider: values.provider,
      baseUrl,
      statesUrl,
      consumerVersionSelectors,
      enablePending: values['enable-pending'],
      includeWipPactsSince: values['include-wip-since'],
      publish: values.publish,
      providerVersion: values['provider-version'],
      providerBranch: values['provider-branch'],
    };
    await verifyFromBroker(options).then(
      () => console.log(`Provider verification of the pacts from ${brokerUrl} passed.`),
      (error: unknown) => {
        console.error(`Provider verification of the pacts from ${brokerUrl} FAILED: ${error instanceof Error ? error.message.slice(0, 2000) : String(error)}`);
        process.exitCode = 1;
      },
    );
  } else {
    const pactDir = values['pact-dir'] ?? COMMITTED_PACT_DIR;
    const report = await verifyPacts({ pactDir, baseUrl, statesUrl, requireManifest: !values['pact-dir'] });
    console.log(`\n${formatReport(report, baseUrl)}`);
    if (values.report) {
      const ok = report.results.filter(passed).length;
      writeFileSync(values.report, JSON.stringify({ passed: ok, failed: report.results.length - ok + report.problems.length }));
    }
    if (!reportPassed(report)) process.exitCode = 1;
  }
} finally {
  server?.close();
}

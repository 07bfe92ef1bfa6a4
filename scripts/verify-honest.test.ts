// The pacts hold a provider to what the client needs, no more: a refusal must come as 200 or a 4xx with
// its message (a 500 fails), and a date may come as a day or an ISO date-time (what an ASP.NET API
// sends). Each case verifies one committed interaction, as a broker serves it (no manifest), against
// the mock with one behaviour altered in front of it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express, { type RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMITTED_PACT_DIR, pactFiles, pactFileProblems, readPact } from '../contracts/pact-files.ts';
import { createMockApi } from '../mock-server/app.ts';
import { listen } from '../mock-server/listen.ts';
import { brokerVerifierOptions, passed, verifyPacts } from './verify-pacts.ts';

process.env.PACT_DO_NOT_TRACK = 'true';

/** A provider that answers every refusal (4xx but 401) with 500 and the same body: a crash that says the right words. */
const crashOnRefusal: RequestHandler = (_req, res, next) => {
  const status = res.status.bind(res);
  res.status = (code: number) => status(code >= 400 && code < 500 && code !== 401 ? 500 : code);
  next();
};

/** A provider that serialises every `maturityDate` as an ISO date-time without a zone (ASP.NET's DateTime). */
const dateTimes: RequestHandler = (_req, res, next) => {
  const json = res.json.bind(res);
  res.json = (body: unknown) => json(JSON.parse(JSON.stringify(body), (key, value: unknown) => (key === 'maturityDate' && typeof value === 'string' ? `${value.slice(0, 10)}T00:00:00` : value)));
  next();
};

/** A provider that sends amounts as digit strings and flags as "true"/"false", as the wire sheet's API did. */
const AMOUNTS = /^(total\w*|\w+Bal|expiresIn)$/;
const wireForms: RequestHandler = (_req, res, next) => {
  const json = res.json.bind(res);
  res.json = (body: unknown) =>
    json(JSON.parse(JSON.stringify(body), (key, value: unknown) => (AMOUNTS.test(key) && typeof value === 'number' ? value.toFixed(2) : key === 'isGroup' ? String(value) : value)));
  next();
};

/**
 * A provider that writes codes in their other form (a tenor's code as a number, a core plan's currency
 * code as the number 566, a group's currency code as text) and money with decimals (a zero as 0.00).
 */
const otherForms: RequestHandler = (_req, res, next) => {
  res.json = (body: unknown) => {
    const text = JSON.stringify(body, (key, value: unknown) => {
      const code = (value as { code?: string | number } | null)?.code;
      if (key === 'tenor') return { ...(value as object), code: Number(code) };
      if (key === 'currency' && code !== undefined) return { code: code === 'NGN' ? 566 : String(code) };
      return value;
    });
    return res.type('json').send(text.replace(/"(totAmt|totDollar|totNaira)":0(?=[,}])/g, '"$1":0.00'));
  };
  next();
};

const servers: Server[] = [];
const dirs: string[] = [];
const bases: Record<'honest' | 'crashing' | 'dateTimes' | 'wireForms' | 'otherForms', string> = { honest: '', crashing: '', dateTimes: '', wireForms: '', otherForms: '' };

async function provider(alter?: RequestHandler) {
  const app = express();
  let address = '';
  if (alter) app.use('/api', alter);
  app.use(createMockApi({ controls: true, origin: () => address }).router);
  const { server, url } = await listen(app);
  address = url;
  servers.push(server);
  return url;
}

beforeAll(async () => {
  bases.honest = await provider();
  bases.crashing = await provider(crashOnRefusal);
  bases.dateTimes = await provider(dateTimes);
  bases.wireForms = await provider(wireForms);
  bases.otherForms = await provider(otherForms);
});
afterAll(() => {
  servers.forEach((s) => s.close());
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

const [committed] = pactFiles(COMMITTED_PACT_DIR);
const pact = readPact(committed!);

/** A folder holding the committed pact cut down to the named interactions, without a manifest. */
function servedPact(descriptions: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'pact-served-'));
  dirs.push(dir);
  const interactions = pact.interactions.filter((i) => descriptions.includes(i.description));
  expect(interactions.map((i) => i.description).sort()).toEqual([...descriptions].sort());
  writeFileSync(join(dir, 'pact.json'), JSON.stringify({ ...pact, interactions }));
  return dir;
}

const verifyAgainst = async (base: string, descriptions: string[]) => {
  const report = await verifyPacts({ pactDir: servedPact(descriptions), baseUrl: base, statesUrl: `${base}/__mock/provider-states` });
  expect(report.problems).toEqual([]);
  return report.results;
};

const REFUSALS = ['a request for the estimate of a core plan that ends before it starts', 'a sign-in with a wrong password'];
const MATURITY = ['a request for the stash accounts of a saver', 'a request for the core savings accounts of a saver'];

describe('refusals are 200 or a 4xx, never a 5xx', () => {
  it('passes a provider that refuses with a 4xx and the message', async () => {
    expect((await verifyAgainst(bases.honest, REFUSALS)).map(passed)).toEqual([true, true]);
  });

  it('fails a provider that answers a validation refusal with 500, naming the status', async () => {
    const results = await verifyAgainst(bases.crashing, REFUSALS);
    expect(results.map(passed)).toEqual([false, false]);
    expect(results[0]!.problems.join('\n')).toMatch(/status/i);
  });
});

describe('dates as the client reads them', () => {
  it('passes a provider that sends maturityDate as an ISO date-time (2030-01-01T00:00:00)', async () => {
    const sample = await fetch(`${bases.dateTimes}/__mock/provider-states`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'a saver', params: {}, action: 'setup' }),
    }).then((r) => r.json() as Promise<{ token: string }>);
    const listing = (await (await fetch(`${bases.dateTimes}/api/v1/user/accountbyproduct?productCode=0103`, { headers: { authorization: `Bearer ${sample.token}` } })).json()) as { data: { maturityDate: string }[] };
    expect(listing.data[0]!.maturityDate).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
    expect((await verifyAgainst(bases.dateTimes, MATURITY)).map(passed)).toEqual([true, true]);
  });
});

describe('amounts and flags in the wire sheet’s forms', () => {
  it('passes a provider that sends amounts as digit strings ("250000.50") and flags as "true"/"false"', async () => {
    const interactions = ['a request for the portfolio summary of a saver', 'a request for the core savings accounts of a saver', 'the first password of a confirmed registration'];
    expect((await verifyAgainst(bases.wireForms, interactions)).map(passed)).toEqual([true, true, true]);
  });
});

describe('codes and money in the other forms the client reads', () => {
  it('passes a provider that sends codes as numbers or text and a zero as 0.00', async () => {
    const interactions = [
      'a request for the Stash interest rates in Naira',
      'a request for the interest options of core plans in naira',
      'a request for the core savings accounts of a saver',
      'a request for the public savings groups',
      'a request for the group with a known code',
      'a request for the balance summary of a new customer',
    ];
    expect((await verifyAgainst(bases.otherForms, interactions)).map(passed)).toEqual(interactions.map(() => true));
  });
});

describe('pacts as a broker serves them', () => {
  it('checks a manifest when one is there, and needs one only for the committed pacts', () => {
    const dir = servedPact(REFUSALS);
    expect(pactFileProblems(dir, { requireManifest: false })).toEqual([]);
    expect(pactFileProblems(dir)).toEqual([expect.stringMatching(/has no pact.interactions.txt beside it/)]);
    writeFileSync(join(dir, 'pact.interactions.txt'), `${REFUSALS[0]}\n`);
    expect(pactFileProblems(dir, { requireManifest: false })).toEqual([`pact.json has "${REFUSALS[1]}", which no consumer test defines`]);
  });

  it('gives pact-js the broker, the selectors, pending and WIP pacts, and what to publish', () => {
    const options = brokerVerifierOptions(
      { brokerUrl: 'https://broker.example', provider: 'vibe-savings-api', baseUrl: 'http://api', statesUrl: 'http://api/states', enablePending: true, includeWipPactsSince: '2026-01-01', publish: true, providerVersion: 'abc123', providerBranch: 'main' },
      { PACT_BROKER_TOKEN: 'secret' },
    );
    expect(options).toMatchObject({
      pactBrokerUrl: 'https://broker.example',
      pactBrokerToken: 'secret',
      consumerVersionSelectors: [{ mainBranch: true }, { deployedOrReleased: true }],
      enablePending: true,
      includeWipPactsSince: '2026-01-01',
      publishVerificationResult: true,
      providerVersion: 'abc123',
      providerVersionBranch: 'main',
      providerStatesSetupUrl: 'http://api/states',
    });
    expect(brokerVerifierOptions({ brokerUrl: 'b', provider: 'p', baseUrl: 'u', statesUrl: 's' }, { PACT_BROKER_USERNAME: 'ci', PACT_BROKER_PASSWORD: 'pw' })).toMatchObject({
      pactBrokerUsername: 'ci',
      pactBrokerPassword: 'pw',
      publishVerificationResult: false,
    });
  });
});

describe('npm run verify:provider', { timeout: 60_000 }, () => {
  const cli = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/verify-provider.ts', ...args], { encoding: 'utf8' });

  it('prints every option with --help and exits 0', () => {
    const help = cli('--help');
    expect(help.status).toBe(0);
    const documented = [...readFileSync('scripts/verify-provider.ts', 'utf8').matchAll(/^ {8}'?([a-z-]+)'?: \{ type:/gm)].map((m) => m[1]);
    expect(documented.length).toBeGreaterThan(10);
    for (const option of documented) expect(help.stdout).toContain(`--${option}`);
  });

  it('answers an unknown option with the usage, not a stack trace', () => {
    const wrong = cli('--pact-folder', 'x');
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toMatch(/^Unknown option '--pact-folder'/);
    expect(wrong.stderr).toContain('Usage: npm run verify:provider');
    expect(wrong.stderr).not.toMatch(/\n\s+at /);
  });
});

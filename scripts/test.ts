// npm test: every check (types, lint, unit, contracts, pact drift, provider verification, OpenAPI, build and
// size, Lighthouse, journeys), each run even when an earlier one failed, then a row per step, the end of
// each failed step's output, and one summary line of counts.
// The contracts regenerate the pacts into reports/pacts; the drift check compares them with the committed
// ones, and provider verification replays the committed ones (what a backend team verifies against).
//
// The checks before Lighthouse run in two lanes side by side: none of them fills two cores for long (lint
// uses about one), so together they take about two thirds of their time one after another. A lane runs its
// steps in order; each step's output is held and printed whole when it ends, so the log reads step by
// step. Lighthouse and the journeys then run alone, as they measure and time the machine.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { failedStepEnding } from './failed-output.ts';

const reports = 'reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** Reads test counts from a report; a step without one counts as a single check. */
  counts?: (ok: boolean) => Counts | null;
  needs?: string;
  /** The lane it runs in, beside the other one, before Lighthouse; a step of no lane runs alone, after both. */
  lane?: 1 | 2;
}

const readJson = <T>(path: string): T | null => (existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : null);
const vitestCounts = (path: string) => () => {
  const r = readJson<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }>(path);
  return r && { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
};

const steps: Step[] = [
  // TypeScript 7, the native compiler: about 3 s against 17 s for TypeScript 6, which stays installed as
  // `typescript` because typescript-eslint needs the compiler API that 7 does not have.
  { name: 'types', lane: 1, command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', lane: 1, command: ['npx', 'eslint', '.'] },
  // The GitHub Actions workflow cannot run here; its syntax is checked against the workflow schema.
  { name: 'workflow syntax', lane: 1, command: ['npx', 'action-validator', '.github/workflows/ci.yml'] },
  {
    name: 'unit',
    lane: 2,
    command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/unit.json`],
    counts: vitestCounts(`${reports}/unit.json`),
  },
  {
    name: 'contracts',
    lane: 2,
    command: ['npx', 'tsx', 'scripts/contracts.ts', '--out', `${reports}/pacts`, '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/contracts.json`],
    counts: vitestCounts(`${reports}/contracts.json`),
  },
  { name: 'pact drift', lane: 2, command: ['npx', 'tsx', 'scripts/pacts-drift.ts', `${reports}/pacts`] },
  // The committed pacts against their manifest, then the pact JSON alone, as a broker serves it, against `npm run mock`.
  {
    name: 'provider verification',
    lane: 1,
    command: ['npx', 'tsx', 'scripts/verify-as-served.ts', '--report', `${reports}/verification.json`],
    counts: () => {
      const r = readJson<{ passed: number; failed: number }>(`${reports}/verification.json`);
      return r && { ...r, skipped: 0 };
    },
  },
  // contracts/openapi.json: equal to what the call definitions generate, lint-clean (Redocly), and the
  // committed pacts valid against it (swagger-mock-validator): bi-directional contract testing.
  { name: 'openapi', lane: 1, command: ['npx', 'tsx', 'scripts/openapi.ts', '--check'] },
  { name: 'browser', lane: 2, command: ['npx', 'tsx', 'scripts/ensure-browser.ts'] },
  // Both load the built client in Chromium as `npm start` serves it; the size step builds it first.
  { name: 'build and size budget', lane: 2, needs: 'browser', command: ['npx', 'tsx', 'scripts/size.ts'] },
  // Lighthouse on the build the size step made, before the journeys, while the machine is otherwise idle:
  // its simulated throttling scales the CPU time it observes, so other work would lower the scores.
  {
    name: 'lighthouse',
    needs: 'browser',
    command: ['npx', 'tsx', 'scripts/lighthouse.ts', '--no-build', '--json', `${reports}/lighthouse.json`],
  },
  {
    name: 'journeys',
    needs: 'browser',
    command: ['npx', 'playwright', 'test'],
    env: { E2E_PREBUILT: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
    counts: () => {
      const r = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(`${reports}/e2e.json`);
      return r && { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped };
    },
  },
  // The catalogue against the project and this run's journey artefacts (reports/): fails on a gap in what is built.
  { name: 'coverage', command: ['npx', 'tsx', 'scripts/coverage.ts'] },
];

/** The two lanes that run side by side, each in list order; then the steps of no lane, alone, in order. */
const lanes = [1, 2].map((n) => steps.filter((s) => s.lane === n));
const alone = steps.filter((s) => !s.lane);

const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const outcome = new Map<string, boolean>();
const rows = new Map<Step, string>();
/** Each failed step's failed tests and the end of its output, printed again under the summary (failed-output.ts). */
const endings = new Map<Step, string>();
const started = Date.now();

/** Runs `step` (unless its prerequisite failed), counts it, and notes its row; `held` collects its output to print at its end. */
async function run(step: Step, held: boolean): Promise<void> {
  if (step.needs && !outcome.get(step.needs)) {
    rows.set(step, `  skipped  ${step.name} (needs ${step.needs})`);
    total.failed += 1;
    outcome.set(step.name, false);
    return;
  }
  const title = `\n▶ ${step.name}: ${step.command.join(' ')}`;
  if (!held) console.log(title);
  const t0 = Date.now();
  const [cmd, ...args] = step.command;
  // A step shown as it runs keeps its colours in a terminal, though its output passes through a pipe.
  const colour = !held && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
  const child = spawn(cmd!, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PACT_DO_NOT_TRACK: 'true', ...colour, ...step.env } });
  const output: Buffer[] = [];
  for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]] as const) {
    from.on('data', (chunk: Buffer) => {
      output.push(chunk);
      if (!held) to.write(chunk);
    });
  }
  const status = await new Promise<number | null>((resolve) => {
    child.on('error', () => resolve(null));
    child.on('close', resolve);
  });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  const text = Buffer.concat(output).toString();
  if (held) process.stdout.write(`${title} (${secs}s)\n${text}`);
  const ok = status === 0;
  outcome.set(step.name, ok);
  if (!ok) endings.set(step, failedStepEnding(text));
  const counts = step.counts?.(ok) ?? null;
  const c = counts ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
  // A runner that exits non-zero with no failed test counted (a crash, a config error) still fails.
  if (!ok && c.failed === 0) c.failed = 1;
  total.passed += c.passed;
  total.failed += c.failed;
  total.skipped += c.skipped;
  rows.set(step, `  ${ok ? 'ok     ' : 'FAILED '}  ${step.name.padEnd(24)} ${counts ? `${c.passed} passed, ${c.failed} failed` : ok ? 'passed' : 'failed'}  (${secs}s)`);
}

await Promise.all(
  lanes.map(async (lane) => {
    for (const s of lane) await run(s, true);
  }),
);
const lanesSecs = ((Date.now() - started) / 1000).toFixed(0);
for (const s of alone) await run(s, false);

console.log(`\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(`  (the lanes side by side: ${lanesSecs}s)`);
console.log(steps.flatMap((s) => rows.get(s) ?? []).join('\n'));
for (const [step, ending] of endings) console.log(`\nWhat ${step.name} reported (its failed tests, then the end of its output):\n${ending.replace(/^/gm, '  | ')}`);
console.log(`Summary: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed ? 1 : 0);

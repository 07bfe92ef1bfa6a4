// Provider verification as a backend team runs it, inside npm test: the committed pacts must match their
// manifest of interactions; then the pact JSON alone (as a broker serves it, no manifest) is copied to an
// empty folder and verified with --pact-dir against `npm run mock`, started as its own process.
//   tsx scripts/verify-as-served.ts [--report <file.json>]
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as pause } from 'node:timers/promises';
import { COMMITTED_PACT_DIR, pactFileProblems, pactFiles } from '../contracts/pact-files.ts';

const { values } = parseArgs({ options: { report: { type: 'string' } } });

const problems = pactFileProblems(COMMITTED_PACT_DIR, { requireManifest: true });
for (const problem of problems) console.error(`✗ ${problem}`);
if (problems.length) process.exit(1);

/** A port nothing listens on now. */
const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

const folder = mkdtempSync(join(tmpdir(), 'pacts-as-served-'));
for (const file of pactFiles(COMMITTED_PACT_DIR)) copyFileSync(file, join(folder, basename(file)));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
// `npm run mock` is `tsx mock-server/main.ts`; run as one node process, so that killing it stops the mock.
const mock = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts', '--port', String(port)], { stdio: 'inherit' });
try {
  const deadline = Date.now() + 30_000;
  while (!(await fetch(`${base}/__mock/health`).then((r) => r.ok, () => false))) {
    if (Date.now() > deadline || mock.exitCode !== null) throw new Error(`the mock did not start on ${base}`);
    await pause(200);
  }
  const report = values.report ? ['--report', values.report] : [];
  const run = spawnSync('npx', ['tsx', 'scripts/verify-provider.ts', '--pact-dir', folder, '--base-url', base, '--states-url', `${base}/__mock/provider-states`, ...report], { stdio: 'inherit' });
  process.exitCode = run.status ?? 1;
} finally {
  mock.kill();
  rmSync(folder, { recursive: true, force: true });
}

// Consumer contracts: runs every *.pact.test.ts and writes the pacts, with the manifest of the
// interactions the tests define, into a folder that starts empty:
//   tsx scripts/contracts.ts [--out <dir>] [vitest args]   # default: $PACT_DIR, else a new temporary folder
//   tsx scripts/contracts.ts --update                      # npm run pacts:update: regenerates contracts/pacts/ (and PROVIDER-STATES.md)
// --update copies into contracts/pacts only after a green and complete run, so a failing test can never
// leave a short pact there.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { clearPacts, COMMITTED_PACT_DIR, pactFileProblems } from '../contracts/pact-files.ts';
import { PROVIDER_STATES_FILE, renderProviderStates } from './provider-states.ts';

const argv = process.argv.slice(2);
const update = argv.includes('--update');
const outAt = argv.indexOf('--out');
const vitestArgs = argv.filter((arg, i) => arg !== '--update' && !(outAt >= 0 && (i === outAt || i === outAt + 1)));
const given = outAt >= 0 ? argv[outAt + 1] : update ? undefined : process.env.PACT_DIR;
const out = resolve(given || mkdtempSync(join(tmpdir(), 'pacts-')));

const run = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.contracts.config.ts', ...vitestArgs], {
  stdio: 'inherit',
  env: { ...process.env, PACT_DO_NOT_TRACK: 'true', PACT_DIR: out },
});
const problems = pactFileProblems(out);
for (const problem of problems) console.error(`✗ ${problem}`);
if (run.status !== 0 || problems.length) {
  console.error(`Consumer contracts failed; the pacts in ${out} are incomplete${update ? ', and contracts/pacts was left as it was' : ''}.`);
  process.exit(1);
}

if (update) {
  clearPacts(COMMITTED_PACT_DIR);
  for (const file of readdirSync(out)) copyFileSync(join(out, file), join(COMMITTED_PACT_DIR, file));
  rmSync(out, { recursive: true, force: true });
  writeFileSync(PROVIDER_STATES_FILE, renderProviderStates());
  console.log(`Regenerated ${relative(process.cwd(), COMMITTED_PACT_DIR)}/ and ${relative(process.cwd(), PROVIDER_STATES_FILE)}: review the change with git diff, then commit it.`);
} else {
  console.log(`Pacts written to ${out}`);
}

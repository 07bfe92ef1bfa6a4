// No silent drift: the pacts a run generates must equal the committed ones, byte for byte, or the
// verification that follows would prove a contract nobody committed. Prints the difference.
//   tsx scripts/pacts-drift.ts <folder the contracts were generated into>
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { COMMITTED_PACT_DIR, pactFiles } from '../contracts/pact-files.ts';
import { PROVIDER_STATES_FILE, renderProviderStates } from './provider-states.ts';

const fresh = process.argv[2];
if (!fresh || !pactFiles(fresh).length) {
  console.error(`No generated pacts in ${fresh ?? '(no folder given)'}: run the consumer contracts first (scripts/contracts.ts --out <folder>).`);
  process.exit(1);
}
const committed = relative(process.cwd(), COMMITTED_PACT_DIR);
// -N shows a file present on one side only as wholly added or removed.
const diff = spawnSync('diff', ['-ruN', committed, fresh], { stdio: 'inherit' });
if (diff.status === 0) {
  console.log(`The generated pacts equal ${committed}/.`);
} else {
  console.error(`\nThe consumer tests no longer produce the committed pacts (above: ${committed}/ → what the tests produce now).`);
  console.error(`If the contract change is deliberate, run \`npm run pacts:update\` and commit ${committed}/; otherwise fix the change that caused it.`);
  process.exitCode = 1;
}
// The provider states a backend implements, like the pacts: the committed file is what the code writes.
const states = relative(process.cwd(), PROVIDER_STATES_FILE);
if (readFileSync(PROVIDER_STATES_FILE, 'utf8') === renderProviderStates()) console.log(`${states} equals what fixtures/provider-states.ts writes.`);
else {
  console.error(`${states} differs from fixtures/provider-states.ts: run \`npm run provider-states\` (or \`npm run pacts:update\`) and commit it.`);
  process.exitCode = 1;
}

// No silent drift: the pacts a run generates must equal the committed ones, byte for byte, or the
// verification that follows would prove a contract nobody committed. Prints the difference.
//   tsx scripts/pacts-drift.ts <folder the contracts were generated into>
import { spawnSync } from 'node:child_process';
import { relative } from 'node:path';
import { COMMITTED_PACT_DIR, pactFiles } from '../contracts/pact-files.ts';

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
  process.exit(1);
}

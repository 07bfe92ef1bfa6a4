// Consumer contracts: clear the old pact files, then run every *.pact.test.ts one file at a time.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '..', 'contracts', 'pacts');
mkdirSync(dir, { recursive: true });
for (const file of readdirSync(dir)) if (file.endsWith('.json')) rmSync(join(dir, file));

const extra = process.argv.slice(2);
const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.contracts.config.ts', ...extra], {
  stdio: 'inherit',
  env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
});
process.exit(result.status ?? 1);

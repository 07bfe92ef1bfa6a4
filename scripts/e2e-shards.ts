// Runs the journey suite as n shards one after another on this machine, as n CI machines would run
// it side by side, then merges their blob reports into one HTML report and prints each shard's counts
// and the total. `--compare <json>` checks the total against a single run's JSON report (npm test
// writes reports/e2e.json): equal counts show the journeys need no order and share no customer.
//   npx tsx scripts/e2e-shards.ts [--shards 3] [--compare reports/e2e.json] [-- <playwright args>]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const args = process.argv.slice(2);
const dashDash = args.indexOf('--');
const own = dashDash < 0 ? args : args.slice(0, dashDash);
const extra = dashDash < 0 ? [] : args.slice(dashDash + 1);
const option = (name: string) => {
  const i = own.indexOf(name);
  return i < 0 ? undefined : own[i + 1];
};
const shards = Number(option('--shards') ?? 3);
const compare = option('--compare');

interface Stats {
  expected: number;
  unexpected: number;
  flaky: number;
  skipped: number;
}
const statsOf = (path: string): Stats => (JSON.parse(readFileSync(path, 'utf8')) as { stats: Stats }).stats;
const line = (s: Stats) => `${s.expected + s.flaky} passed, ${s.unexpected} failed, ${s.skipped} skipped`;

rmSync('reports/blob', { recursive: true, force: true });
rmSync('reports/shards', { recursive: true, force: true });
mkdirSync('reports/shards', { recursive: true });

const total: Stats = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
const started = Date.now();
for (let i = 1; i <= shards; i += 1) {
  const json = `reports/shards/shard-${i}.json`;
  const t0 = Date.now();
  spawnSync('npx', ['playwright', 'test', `--shard=${i}/${shards}`, ...extra], {
    stdio: 'inherit',
    // Each shard keeps the blobs of the shards before it (CI machines each have their own folder).
    env: { ...process.env, PWTEST_BLOB_DO_NOT_REMOVE: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: json },
  });
  if (!existsSync(json)) {
    console.error(`shard ${i}/${shards} wrote no report`);
    process.exit(1);
  }
  const stats = statsOf(json);
  for (const key of Object.keys(total) as (keyof Stats)[]) total[key] += stats[key];
  console.log(`shard ${i}/${shards}: ${line(stats)} (${((Date.now() - t0) / 1000).toFixed(0)}s)`);
}

const merge = spawnSync('npm', ['run', 'report:merge'], { stdio: 'inherit' });
console.log(`\n${shards} shards in ${((Date.now() - started) / 1000).toFixed(0)}s: ${line(total)}; merged HTML report in reports/html`);
let ok = merge.status === 0 && total.unexpected === 0;
if (compare) {
  const single = statsOf(compare);
  const same = single.expected + single.flaky + single.unexpected + single.skipped === total.expected + total.flaky + total.unexpected + total.skipped;
  console.log(`single run (${compare}): ${line(single)} — ${same ? 'the same tests' : 'DIFFERENT counts'}`);
  ok &&= same;
}
process.exit(ok ? 0 : 1);

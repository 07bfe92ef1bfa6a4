// Before a journey run: clear the previous run's route and request logs, so `npm run coverage` reads
// this run's only. (The web server is already up; it has answered no /api request yet.)
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { MOCK_REQUEST_LOG, REPORTS_DIR } from './route-recorder.ts';

export default function globalSetup() {
  mkdirSync(REPORTS_DIR, { recursive: true });
  rmSync(MOCK_REQUEST_LOG, { force: true });
  const logs = readdirSync(REPORTS_DIR, { withFileTypes: true }).filter((f) => f.isFile() && /^routes-\d+\.jsonl$/.test(f.name));
  for (const f of logs) rmSync(join(REPORTS_DIR, f.name), { force: true });
}

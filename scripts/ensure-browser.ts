// Finds Chromium for the journeys, installing Debian's package when run as root with apt; never downloads a browser build.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './browser-path.ts';

const found = findChromium();
if (found) {
  console.log(`Chromium: ${found}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log('Chromium not found: installing Debian\'s chromium package…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  const installed = findChromium();
  if (installed) {
    console.log(`Chromium: ${installed}`);
    process.exit(0);
  }
}

console.error('No Chromium found: install it (as root: apt-get install -y chromium) or set CHROMIUM_PATH to its executable.');
process.exit(1);

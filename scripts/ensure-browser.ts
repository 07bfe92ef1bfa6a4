// Finds Chromium for the journeys, installing Debian's packages when run as root with apt; never
// downloads a browser build. Chromium itself is needed (Lighthouse, the size report); its headless
// shell (`chromium-headless-shell`, same version) is what the journeys prefer, and they fall back to
// Chromium where it cannot be had (Ubuntu ships no such package).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, findHeadlessShell, journeyBrowser } from './browser-path.ts';

const canInstall = typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/apt-get');
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
let updated = false;
function aptInstall(pkg: string): boolean {
  try {
    if (!updated) execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    updated = true;
    execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
    return true;
  } catch {
    return false;
  }
}

if (!findChromium() && canInstall) {
  console.log("Chromium not found: installing Debian's chromium package…");
  aptInstall('chromium');
}
const chromium = findChromium();
if (!chromium) {
  console.error('No Chromium found: install it (as root: apt-get install -y chromium) or set CHROMIUM_PATH to its executable.');
  process.exit(1);
}
console.log(`Chromium: ${chromium}`);

if (!findHeadlessShell() && canInstall && !process.env.CHROMIUM_PATH) {
  console.log("Chromium's headless shell not found: installing Debian's chromium-headless-shell package…");
  if (!aptInstall('chromium-headless-shell')) console.log('The package could not be installed.');
}
const journeys = journeyBrowser([]);
console.log(`Journeys: ${journeys}${journeys === chromium && !process.env.CHROMIUM_PATH ? " (no headless shell: as root, apt-get install -y chromium-headless-shell makes them about 1.7 times faster)" : ''}`);

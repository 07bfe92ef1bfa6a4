// Where a Chromium lives: $CHROMIUM_PATH, Debian's /usr/bin/chromium, or Playwright's cache. The
// journeys and the size report prefer Chromium's headless shell (Debian's chromium-headless-shell, same
// version): a new browser context and page cost about a quarter of the full browser's, which roughly
// halves the journeys' time on two cores. Lighthouse keeps the full browser: it measures what a phone's
// Chrome does.
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

type Env = Record<string, string | undefined>;

const cacheDirs = (env: Env, prefix: string) => {
  const cache = env.PLAYWRIGHT_BROWSERS_PATH ?? join(homedir(), '.cache', 'ms-playwright');
  return existsSync(cache) ? readdirSync(cache).filter((d) => d.startsWith(prefix)).sort().reverse().map((d) => join(cache, d)) : [];
};
const firstExisting = (candidates: (string | undefined)[]) => candidates.find((path): path is string => !!path && existsSync(path)) ?? null;

export function findChromium(env: Env = process.env): string | null {
  return firstExisting([
    env.CHROMIUM_PATH,
    env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    ...cacheDirs(env, 'chromium-').flatMap((dir) => [join(dir, 'chrome-linux', 'chrome'), join(dir, 'chrome-linux64', 'chrome')]),
  ]);
}

/** Chromium's headless shell: $CHROMIUM_HEADLESS_SHELL_PATH, Debian's package, or Playwright's cache. */
export function findHeadlessShell(env: Env = process.env): string | null {
  return firstExisting([
    env.CHROMIUM_HEADLESS_SHELL_PATH,
    '/usr/bin/chromium-headless-shell',
    ...cacheDirs(env, 'chromium_headless_shell-').flatMap((dir) => [join(dir, 'chrome-linux', 'headless_shell'), join(dir, 'chrome-headless-shell-linux64', 'chrome-headless-shell')]),
  ]);
}

/**
 * The browser the journeys run in: the headless shell when there is one, unless a window is asked
 * for (`--headed`, `--ui`, `--debug`, PWDEBUG: the shell has none) or $CHROMIUM_PATH names a browser.
 */
export function journeyBrowser(argv: readonly string[] = process.argv, env: Env = process.env): string | null {
  const wantsWindow = argv.some((arg) => arg === '--headed' || arg === '--ui' || arg.startsWith('--ui-') || arg === '--debug') || !!env.PWDEBUG;
  if (wantsWindow || env.CHROMIUM_PATH) return findChromium(env);
  return findHeadlessShell(env) ?? findChromium(env);
}

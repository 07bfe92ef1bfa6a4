import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findHeadlessShell, journeyBrowser } from './browser-path.ts';

const dir = mkdtempSync(join(tmpdir(), 'browsers-'));
const executable = (path: string) => {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, 0o755);
  return path;
};
const full = executable(join(dir, 'chromium'));
const shell = executable(join(dir, 'chromium-headless-shell'));
const runner = ['node', 'playwright', 'test'];

describe('the journeys’ browser', () => {
  it('is the headless shell when there is one', () => {
    expect(journeyBrowser(runner, { CHROMIUM_HEADLESS_SHELL_PATH: shell, PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH: full })).toBe(shell);
  });

  it('is the full browser when a window is asked for, which the shell does not have', () => {
    const env = { CHROMIUM_HEADLESS_SHELL_PATH: shell, PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH: full };
    for (const flag of ['--headed', '--ui', '--debug']) expect(journeyBrowser([...runner, flag], env)).toBe(full);
    expect(journeyBrowser(runner, { ...env, PWDEBUG: '1' })).toBe(full);
  });

  it('is the one $CHROMIUM_PATH names', () => {
    expect(journeyBrowser(runner, { CHROMIUM_PATH: full, CHROMIUM_HEADLESS_SHELL_PATH: shell })).toBe(full);
  });

  it('finds a shell in Playwright’s cache (after Debian’s, where that is installed)', () => {
    const cache = join(dir, 'cache');
    const cached = executable(join(cache, 'chromium_headless_shell-1200', 'chrome-linux', 'headless_shell'));
    expect([cached, '/usr/bin/chromium-headless-shell']).toContain(findHeadlessShell({ PLAYWRIGHT_BROWSERS_PATH: cache }));
  });
});

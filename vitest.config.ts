import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const UNIT_DIRS = ['src', 'fixtures', 'mock-server', 'scripts', 'contracts/catalogue'];
const UNIT_TESTS = UNIT_DIRS.map((dir) => `${dir}/**/*.test.{ts,tsx}`);
/** The unit files that replace a module with vi.mock, found by reading them: they need a module graph of their own. */
const MODULE_MOCKS = UNIT_DIRS.flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)))
  .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8')));

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'node',
    // A worker per core: Vitest's default leaves one core to its main process, which on two cores runs
    // the files one at a time although the main process mostly waits.
    maxWorkers: availableParallelism(),
    // Every spy, stubbed global and environment variable is put back after each test, so files that
    // share a worker cannot see each other's.
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      // The files of a worker share one module graph (each module, jsdom among them, is loaded once
      // per worker, not once per file): the run takes about half the time. Module state a test changes
      // must therefore be put back by the test.
      { extends: true, test: { name: 'unit', include: UNIT_TESTS, exclude: MODULE_MOCKS, isolate: false } },
      { extends: true, test: { name: 'module mocks', include: MODULE_MOCKS } },
    ],
  },
});

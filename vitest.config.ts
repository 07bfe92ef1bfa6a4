import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const UNIT_TESTS = ['src/**/*.test.{ts,tsx}', 'fixtures/**/*.test.ts', 'mock-server/**/*.test.ts', 'scripts/**/*.test.ts', 'contracts/catalogue/**/*.test.ts'];
/** Files that replace a module with vi.mock: that needs the module graph of their own. */
const MODULE_MOCKS = ['src/ui/image-field.test.tsx', 'mock-server/references.test.ts'];

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

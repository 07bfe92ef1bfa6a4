import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'fixtures/**/*.test.ts', 'mock-server/**/*.test.ts', 'scripts/**/*.test.ts', 'contracts/catalogue/**/*.test.ts'],
    environment: 'node',
    // A worker per core: Vitest's default leaves one core to its main process, which on two cores runs
    // the files one at a time although the main process mostly waits.
    maxWorkers: availableParallelism(),
  },
});

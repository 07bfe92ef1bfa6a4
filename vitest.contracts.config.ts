// Pact consumer tests: node environment, one file at a time (parallel writers to one pact file race).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['contracts/**/*.pact.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});

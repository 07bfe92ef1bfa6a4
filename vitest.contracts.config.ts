// Pact consumer tests: node environment, one file at a time (parallel writers to one pact file race).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['contracts/**/*.pact.test.ts'],
    globalSetup: ['contracts/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    // One worker for every file: the Pact FFI and the client load once (about 6 s instead of 30 on two
    // cores). Nothing shared carries between tests: each one points the client at its own mock server.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'fixtures/**/*.test.ts', 'mock-server/**/*.test.ts', 'scripts/**/*.test.ts', 'contracts/catalogue/**/*.test.ts'],
    environment: 'node',
  },
});

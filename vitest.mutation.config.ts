// The unit tests Stryker runs against each mutant (npm run test:mutation; README, Mutation testing): the
// tests that sit beside the mutated code, the mock's HTTP tests and the call catalogue, in the unit
// suite's own setup. Left out: the component tests (src/ui, src/features, src/routes), which test
// screens, not these folders, and wait on real timers that a loaded machine stretches; the scripts'
// tests; and the fuzz test, whose 4000 random requests (8 s) touch every line of the mock, so it would
// run again for each of its mutants while checking envelopes and money, not the rules mutated.
import { configDefaults, defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

// Each file in a module graph of its own, as Stryker expects: the unit suite's projects (which share one
// per worker) are left out.
const { projects: _, ...shared } = base.test ?? {};

export default defineConfig({
  ...base,
  test: {
    ...shared,
    include: [
      'src/api/**/*.test.ts',
      'src/lib/**/*.test.ts',
      'src/state/**/*.test.ts',
      'mock-server/**/*.test.ts',
      'fixtures/**/*.test.ts',
      'contracts/catalogue/**/*.test.ts',
    ],
    exclude: [...configDefaults.exclude, 'mock-server/fuzz.test.ts'],
  },
});

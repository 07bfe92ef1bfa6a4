import { describe, expect, it } from 'vitest';
import { failedStepEnding, failureHeads } from './failed-output.ts';

const playwright = `Running 3 tests using 2 workers
[1/3] [desktop] › e2e/a.spec.ts:3:3 › passes
[2/3] [desktop] › e2e/a.spec.ts:9:3 › fails

  1) [desktop] › e2e/a.spec.ts:9:3 › fails ──────────────

    Error: expect(locator).toContainText(expected) failed

    Expected pattern: /50\\s?%/
    Received string:  "Terminate Stash?"

  1 failed
    [desktop] › e2e/a.spec.ts:9:3 › fails
  2 passed (4.9s)`;

const vitest = `\u001b[31m FAIL \u001b[39m unit fixtures/a.test.ts > the data > never ages
AssertionError: expected false to be true
 ❯ fixtures/a.test.ts:12:5

 Test Files  1 failed (1)
      Tests  1 failed | 3 passed (4)`;

describe('a failed step as the summary repeats it', () => {
  it("gives a Playwright failure's title and error, not only the runner's last lines", () => {
    const ending = failedStepEnding(playwright);
    expect(ending).toContain('1) [desktop] › e2e/a.spec.ts:9:3 › fails');
    expect(ending).toContain('Received string:  "Terminate Stash?"');
    expect(ending.endsWith('2 passed (4.9s)')).toBe(true);
  });

  it("gives a Vitest failure's title and error, its colours stripped", () => {
    expect(failureHeads(vitest)).toBe(' FAIL  unit fixtures/a.test.ts > the data > never ages\nAssertionError: expected false to be true\n ❯ fixtures/a.test.ts:12:5\n\n Test Files  1 failed (1)\n      Tests  1 failed | 3 passed (4)');
  });

  it('keeps to the first few failures and says how many more there were', () => {
    const many = Array.from({ length: 9 }, (_, i) => `  ${i + 1}) [desktop] › e2e/a.spec.ts:${i}:3 › fails\n    Error: no`).join('\n\n');
    const heads = failureHeads(many, 2, 6);
    expect(heads.match(/\) \[desktop\]/g)).toHaveLength(6);
    expect(heads).toContain('… and 3 more failed tests above');
  });

  it('is only the last lines when no test report is recognised (a crash, a config error)', () => {
    expect(failedStepEnding('a\nb\nError: config broken')).toBe('a\nb\nError: config broken');
  });
});

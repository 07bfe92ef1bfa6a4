// What `npm test` prints again under its summary for a failed step: each failed test's report as it
// begins (its title, error and where), then the step's last lines. A CI log is often read from its end.
import { stripVTControlCharacters } from 'node:util';

/** Where a failed test's report starts: Playwright's `  1) [desktop] › …`, Vitest's ` FAIL  … > …`. */
const FAILURE = /^\s+\d+\) \[|^\s*FAIL\s.+ > /;

/** The first `linesEach` lines of each of the first `most` failed tests' reports in `text`. */
export function failureHeads(text: string, linesEach = 24, most = 6): string {
  const lines = stripVTControlCharacters(text).split('\n');
  const heads = lines.flatMap((line, i) => (FAILURE.test(line) ? [lines.slice(i, i + linesEach).join('\n').trimEnd()] : []));
  const more = heads.length > most ? [`… and ${heads.length - most} more failed tests above`] : [];
  return [...heads.slice(0, most), ...more].join('\n\n');
}

export const lastLines = (text: string, n: number) => stripVTControlCharacters(text).trimEnd().split('\n').slice(-n).join('\n');

/** A failed step's output as the summary repeats it: the failed tests' heads, then its last 10 lines. */
export const failedStepEnding = (text: string) => [failureHeads(text), lastLines(text, 10)].filter(Boolean).join('\n\n');

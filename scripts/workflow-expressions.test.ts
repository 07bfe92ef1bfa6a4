// GitHub's hardening guide: an expression pasted into a `run:` script is expanded before the shell
// reads it, so a branch name like `a";curl …` becomes code. The workflow passes such values through
// `env:` and the script reads "$NAME"; this test fails if any `${{ … }}` appears inside a run script.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Every `run:` script of a workflow (one-line, or the indented block after `run: |` / `run: >-`), with its line. */
function runScripts(workflow: string): { line: number; script: string }[] {
  const lines = workflow.split('\n');
  const scripts: { line: number; script: string }[] = [];
  lines.forEach((text, at) => {
    const key = /^(\s*)(?:- )?run:\s*(.*)$/.exec(text);
    if (!key) return;
    const indent = key[1]!.length;
    const body = [key[2]!];
    for (let next = at + 1; next < lines.length; next++) {
      const line = lines[next]!;
      if (line.trim() && line.search(/\S/) <= indent) break;
      body.push(line);
    }
    scripts.push({ line: at + 1, script: body.join('\n') });
  });
  return scripts;
}

describe('the CI workflow', () => {
  it('puts no ${{ }} expression inside a run: script (values reach scripts through env:)', () => {
    const scripts = runScripts(readFileSync('.github/workflows/ci.yml', 'utf8'));
    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.filter(({ script }) => script.includes('${{')).map(({ line, script }) => `line ${line}: ${script.trim()}`)).toEqual([]);
  });

  it('finds an expression in a one-line and in a folded run script', () => {
    const unsafe = ['      - run: echo ${{ github.head_ref }}', '      - name: x', '        run: >-', '          tool', '          --branch ${{ github.ref_name }}', '        env:', '          A: ${{ github.sha }}'].join('\n');
    expect(runScripts(unsafe).filter(({ script }) => script.includes('${{')).map((s) => s.line)).toEqual([1, 3]);
  });
});

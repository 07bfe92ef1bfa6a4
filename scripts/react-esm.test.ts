import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { REACT_EXPORTS, facadeCode } from './react-esm.ts';

/** What React's production build (the one the client ships) exports, less what only React's own packages may read. */
const exportsOf = (specifier: string) =>
  (
    JSON.parse(
      execFileSync(process.execPath, ['-e', `console.log(JSON.stringify(Object.keys(require(${JSON.stringify(specifier)}))))`], { env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' }),
    ) as string[]
  )
    .filter((name) => !name.startsWith('__'))
    .sort();

describe('the React facade of the client build', () => {
  it.each(Object.keys(REACT_EXPORTS))('names every export of %s, and no other', (specifier) => {
    // An upgrade that adds or drops an export fails here rather than in a screen that imports it.
    expect([...REACT_EXPORTS[specifier]!].sort()).toEqual(exportsOf(specifier));
  });

  it('reads each export from the module object once, and passes the module on as the default', () => {
    const code = facadeCode('react/jsx-runtime', ['jsx', 'jsxs']);
    expect(code).toContain('import * as m from "react/jsx-runtime";');
    expect(code).toContain('export const jsx = /* @__PURE__ */ (() => m.jsx)();');
    expect(code).toContain('export default m.default;');
  });
});

import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS, chunkCycles, codeSplittingGroups, groupTest } from './chunk-groups.ts';

const root = new URL('..', import.meta.url).pathname;

describe('chunk groups', () => {
  it.each(CHUNK_GROUPS.flatMap((group) => (group.files ?? []).map((file) => [group.name, file])))('%s names a file that exists: %s', (_group, file) => {
    expect(existsSync(root + file)).toBe(true);
  });

  it.each(CHUNK_GROUPS.flatMap((group) => (group.packages ?? []).map((name) => [group.name, name])))('%s names an installed package: %s', (_group, name) => {
    expect(existsSync(`${root}node_modules/${name}/package.json`)).toBe(true);
  });

  it('takes a file by its whole path, and a package by its folder', () => {
    const test = groupTest({ name: 'g', packages: ['react'], files: ['src/ui/field.css.ts', 'src/api/http.ts'] });
    expect(test('/w/src/api/http.ts')).toBe(true);
    expect(test('/w/src/ui/field.css.ts')).toBe(true);
    expect(test('/w/src/ui/field.css.ts?used')).toBe(true);
    expect(test('C:\\w\\src\\api\\http.ts')).toBe(true);
    expect(test('/w/src/api/http.ts.map')).toBe(false);
    expect(test('/w/src/api/xhttp.ts')).toBe(false);
    expect(test('/w/node_modules/react/index.js')).toBe(true);
    expect(test('/w/node_modules/react-dom/index.js')).toBe(false);
    expect(test('/w/node_modules/react-final-form/dist/x.js')).toBe(false);
  });

  it('names each module in one group at most, and earlier groups win', () => {
    const files = CHUNK_GROUPS.flatMap((group) => group.files ?? []);
    expect(new Set(files).size).toBe(files.length);
    const priorities = codeSplittingGroups().map((group) => group.priority);
    expect([...priorities].sort((a, b) => b - a)).toEqual(priorities);
    expect(codeSplittingGroups().every((group) => group.includeDependenciesRecursively === false)).toBe(true);
  });
});

describe('chunkCycles', () => {
  it('finds none in a graph without one', () => {
    const graph = new Map([
      ['index.js', ['react.js']],
      ['screen.js', ['api.js', 'index.js', 'react.js']],
      ['api.js', ['index.js', 'react.js']],
      ['react.js', []],
    ]);
    expect(chunkCycles(graph)).toEqual([]);
  });

  it('reports the chain of each cycle', () => {
    const graph = new Map([
      ['a.js', ['b.js']],
      ['b.js', ['c.js']],
      ['c.js', ['a.js']],
      ['d.js', ['d.js']],
    ]);
    expect(chunkCycles(graph)).toEqual([['a.js', 'b.js', 'c.js', 'a.js'], ['d.js', 'd.js']]);
  });
});

// The one chunk group the build lists by hand, and a check that the build has no import cycle between
// chunks. Every other module is where the bundler puts it: shared code gets chunks of its own, which the
// route's HTML preloads (scripts/route-chunks.ts).
import type { Plugin } from 'vite';
import { FACADE_PREFIX } from './react-esm.ts';

export interface ChunkGroup {
  name: string;
  /** Package names (under node_modules) and project files (relative to the root). */
  packages?: string[];
  files?: string[];
  /** Plugin-made modules whose ids start with one of these. */
  prefixes?: string[];
}

export const CHUNK_GROUPS: ChunkGroup[] = [
  {
    // React, React DOM and the scheduler in one chunk: left to itself the bundler split React away from
    // React DOM, a chunk more on every route.
    name: 'react',
    packages: ['react', 'react-dom', 'scheduler'],
    prefixes: [FACADE_PREFIX],
  },
];

/** The bundler's test for a group: a module id under one of its packages, or one of its files. */
export function groupTest(group: ChunkGroup): (id: string) => boolean {
  const folders = (group.packages ?? []).map((name) => `/node_modules/${name}/`);
  const files = (group.files ?? []).map((file) => `/${file}`);
  return (id) => {
    const path = id.replaceAll('\\', '/').replace(/\?.*$/, '');
    return folders.some((folder) => path.includes(folder)) || files.some((file) => path.endsWith(file)) || (group.prefixes ?? []).some((prefix) => id.startsWith(prefix));
  };
}

/** `output.codeSplitting.groups` for the client build; earlier groups win a module two would take. */
export const codeSplittingGroups = () =>
  CHUNK_GROUPS.map((group, index) => ({
    name: group.name,
    test: groupTest(group),
    priority: CHUNK_GROUPS.length - index,
    includeDependenciesRecursively: false,
  }));

/** Static imports of each chunk (`import … from "./x.js"`), by chunk file name. */
export type ChunkImports = Map<string, string[]>;

/** Every cycle of static imports between chunks, each as the chain of files that closes it. */
export function chunkCycles(graph: ChunkImports): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const dep of graph.get(file) ?? []) {
      if (state.get(dep) === 'open') cycles.push([...path.slice(path.indexOf(dep)), dep]);
      else if (!state.has(dep)) visit(dep);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return cycles;
}

/**
 * Fails the build if a chunk statically imports a chunk that (through others) imports it back: with the
 * groups above not pulling in their imports, such a cycle could run a module before one it needs.
 */
export const noChunkCycles = (): Plugin => ({
  name: 'no-chunk-cycles',
  apply: 'build',
  generateBundle(_options, bundle) {
    const graph: ChunkImports = new Map();
    for (const [file, output] of Object.entries(bundle)) if (output.type === 'chunk') graph.set(file, output.imports);
    const cycles = chunkCycles(graph);
    if (cycles.length > 0) this.error(`chunks import each other in a cycle: ${cycles.map((cycle) => cycle.join(' -> ')).join('; ')}`);
  },
});

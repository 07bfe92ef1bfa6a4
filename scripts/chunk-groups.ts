// How the build groups modules into chunks beyond what the bundler decides alone, and a check that the
// result has no import cycle between chunks.
//
// Left to itself the bundler gives every set of modules shared by a different set of screens a chunk of its
// own: a form screen's cold load fetched some forty scripts, many of a few hundred bytes. Each is gzipped
// alone, so each pays its own header and code tables and cannot reuse what its neighbours already said, and
// each names the files it imports by their hashed (incompressible) names. The groups below put modules that
// are almost always loaded together into one chunk: about 2 KB less on every form screen, where the budget
// is tight (npm run size).
//
// Modules are named by path, not by pattern, so a renamed file fails the unit test instead of silently
// leaving its group. A group does not pull in what its modules import (that would drag the router and
// paths out of the entry into the group, and onto every public page); each group's imports point only
// at React, the entry or an earlier group here, so no chunk imports a chunk that imports it back, which
// `noChunkCycles` checks on every build. A module that does something as it loads belongs in no group
// that loads it where it does not belong: the app's routes (`app-routes.tsx`) run an effect that remembers
// the page as the return target when signed out, so they stay out of `api`, which the sign-in pages load;
// a flow's draft (`createDraft`) is stored as its module loads, so each flow's draft is a module of its own.
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
  {
    // What every signed-in and sign-in screen loads: the API stack, the session, drafts and the texts of a
    // failure, the signed-in area's route matching, and the few small helpers most screens use (amounts,
    // dates, product codes, a draft's check, the fields' and choices' class names: the choices' are shared by
    // ChoiceField and the payment steps' ChoiceGroup, and alone made a chunk of their own). Not the public
    // pages (their entry stays small).
    name: 'api',
    packages: ['superstruct', 'redaxios', '@preact/signals-core', '@preact/signals-react'],
    files: [
      'src/api/config.ts',
      'src/api/errors.ts',
      'src/api/http.ts',
      'src/api/wire.ts',
      'src/lib/amount.ts',
      'src/lib/format.ts',
      'src/routes/area-routes.tsx',
      'src/routes/connect-api.ts',
      'src/routes/route-at.ts',
      'src/state/drafts.ts',
      'src/state/fits.ts',
      'src/state/idempotency-key.ts',
      'src/state/persisted.ts',
      'src/state/return-to.ts',
      'src/state/session.ts',
      'src/styles/buttons.css.ts',
      'src/ui/choice-field.css.ts',
      'src/ui/choice-group.tsx',
      'src/ui/field-error.tsx',
      'src/ui/error-text.ts',
      'src/ui/field.css.ts',
    ],
  },
  {
    // The form library and the fields every form uses (sign-in's included).
    name: 'forms',
    packages: ['final-form', 'react-final-form', '@babel/runtime'],
    files: ['src/lib/rules.ts', 'src/ui/submit-button.tsx', 'src/ui/text-field.tsx'],
  },
  {
    // A payment's state and its success screen, always loaded together.
    name: 'payment',
    files: ['src/features/payments/payment-success.tsx', 'src/state/payment.ts'],
  },
  {
    // A screen's load and its failure, always loaded together.
    name: 'use-load',
    files: ['src/ui/load-failure.tsx', 'src/ui/use-load.ts'],
  },
  {
    // Days and contribution frequencies, which the group screens use together.
    name: 'group-dates',
    files: ['src/lib/calendar.ts', 'src/lib/frequency.ts'],
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

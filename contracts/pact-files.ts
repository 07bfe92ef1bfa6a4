// Where the consumer contracts write their pacts, and the manifest of the interactions the tests define.
// The manifest lets the verifier tell a complete pact from one that lost an interaction (a failing
// consumer test writes nothing), so it lives beside each pact: <consumer>-<provider>.interactions.txt.
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

export const CONSUMER = 'vibe-savings-web';
export const PROVIDER = 'vibe-savings-api';

/** The committed pacts: what provider verification replays and what a backend team checks against. */
export const COMMITTED_PACT_DIR = resolve(import.meta.dirname, 'pacts');
/** Where this run's consumer tests write (PACT_DIR in the environment; the committed folder otherwise). */
export const PACT_DIR = resolve(process.env.PACT_DIR || COMMITTED_PACT_DIR);

const MANIFEST_SUFFIX = '.interactions.txt';

/** The pact files of a folder, sorted. */
export const pactFiles = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => join(dir, f)) : [];

export const manifestOf = (pactFile: string) => pactFile.replace(/\.json$/, MANIFEST_SUFFIX);

/** Adds one interaction description to the manifest of `pactName` in `dir`. */
export function recordInteraction(dir: string, pactName: string, description: string) {
  if (/[\r\n]/.test(description)) throw new Error(`An interaction description must be one line: ${JSON.stringify(description)}`);
  mkdirSync(dir, { recursive: true });
  appendFileSync(join(dir, `${pactName}${MANIFEST_SUFFIX}`), `${description}\n`);
}

const readLines = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean);

/** The descriptions the consumer tests defined for a pact file, or null when it has no manifest. */
export function readManifest(pactFile: string): string[] | null {
  const file = manifestOf(pactFile);
  return existsSync(file) ? readLines(file) : null;
}

/** Test files run in whatever order vitest picks; a sorted manifest diffs cleanly. */
export function sortManifests(dir: string) {
  if (!existsSync(dir)) return;
  for (const file of readdirSync(dir).filter((f) => f.endsWith(MANIFEST_SUFFIX))) {
    const lines = readLines(join(dir, file)).sort();
    writeFileSync(join(dir, file), lines.map((line) => `${line}\n`).join(''));
  }
}

/** Removes the pacts and manifests of a folder, so a run never merges into an earlier one. */
export function clearPacts(dir: string) {
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir)) if (file.endsWith('.json') || file.endsWith(MANIFEST_SUFFIX)) rmSync(join(dir, file));
}

export interface PactState {
  name: string;
  params?: Record<string, unknown>;
}
export interface PactInteraction {
  description: string;
  providerStates?: PactState[];
}
export interface Pact {
  provider: { name: string };
  interactions: PactInteraction[];
}

export const readPact = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Pact;

/** Each item of `a` not matched by one in `b` (as multisets: a description defined twice must be there twice). */
function minus(a: string[], b: string[]) {
  const left = [...b];
  return a.filter((item) => {
    const at = left.indexOf(item);
    if (at >= 0) left.splice(at, 1);
    return at < 0;
  });
}

/**
 * What is wrong with the pact files of a folder as a whole: none, empty, or not what the tests define.
 * A pact without a manifest passes unless `requireManifest` (the committed pacts: a broker serves the
 * JSON alone, so a team verifying what it fetched has none).
 */
export function pactFileProblems(dir: string, { requireManifest = true } = {}): string[] {
  const files = pactFiles(dir);
  if (!files.length) return [`no pact files in ${dir}`];
  return files.flatMap((file) => {
    const name = basename(file);
    const descriptions = readPact(file).interactions.map((i) => i.description);
    const defined = readManifest(file);
    if (!descriptions.length) return [`${name} has no interactions`];
    if (!defined) return requireManifest ? [`${name} has no ${basename(manifestOf(file))} beside it, so a pact that lost interactions cannot be told from a complete one`] : [];
    return [
      ...minus(defined, descriptions).map((d) => `${name} lacks "${d}", which the consumer tests define (did its test fail?)`),
      ...minus(descriptions, defined).map((d) => `${name} has "${d}", which no consumer test defines`),
    ];
  });
}

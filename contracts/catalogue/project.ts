// What the project itself holds, for the checks against the catalogue: every call of the client's
// registry (src/api/registry.ts) and every interaction of the committed pacts.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Struct } from 'superstruct';
import { registeredCalls } from '../../src/api/registry.ts';
import { COMMITTED_PACT_DIR, pactFiles } from '../pact-files.ts';
import type { AnyCall, PactInteraction } from './match.ts';

export const ROOT = resolve(import.meta.dirname, '../..');
export const API_DIR = join(ROOT, 'src/api');

/** A Call as `defineCall` makes it: name, method, path, auth and a response struct. */
export function isCall(value: unknown): value is AnyCall {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.name === 'string' && typeof v.method === 'string' && typeof v.path === 'string' && typeof v.auth === 'boolean' && v.response instanceof Struct;
}

/** Every src/api module (tests aside), by file name, with its exports. */
export async function loadApiModules(): Promise<Array<{ file: string; exports: Record<string, unknown> }>> {
  const files = readdirSync(API_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort();
  return Promise.all(files.map(async (file) => ({ file, exports: (await import(pathToFileURL(join(API_DIR, file)).href)) as Record<string, unknown> })));
}

/** Every call of the client's registry (src/api/registry.ts), by name. */
export function loadClientCalls(): AnyCall[] {
  return registeredCalls()
    .map(({ call }) => call)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The names of calls a src/api module exports that the registry leaves out: none may be, or no mock serves it. */
export async function unregisteredCalls(): Promise<string[]> {
  const registered = new Set<unknown>(registeredCalls().map(({ call }) => call));
  const exported = (await loadApiModules()).flatMap(({ exports }) => Object.values(exports).filter(isCall));
  return [...new Set(exported.filter((call) => !registered.has(call)).map((call) => call.name))];
}

/** Every interaction of every committed pact file. */
export function loadPactInteractions(dir = COMMITTED_PACT_DIR): Array<PactInteraction & { file: string }> {
  return pactFiles(dir).flatMap((path) => {
    const pact = JSON.parse(readFileSync(path, 'utf8')) as { interactions?: PactInteraction[] };
    return (pact.interactions ?? []).map((i) => ({ ...i, file: basename(path) }));
  });
}

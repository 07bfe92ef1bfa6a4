// What the project itself holds, for the checks against the catalogue: every `defineCall` exported by
// src/api/*.ts and every interaction of the committed pacts.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Struct } from 'superstruct';
import type { AnyCall, PactInteraction } from './match.ts';

export const ROOT = resolve(import.meta.dirname, '../..');
const API_DIR = join(ROOT, 'src/api');
const PACT_DIR = join(ROOT, 'contracts/pacts');

/** A Call as `defineCall` makes it: name, method, path, auth and a response struct. */
export function isCall(value: unknown): value is AnyCall {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.name === 'string' && typeof v.method === 'string' && typeof v.path === 'string' && typeof v.auth === 'boolean' && v.response instanceof Struct;
}

/** Every Call exported by a src/api module, once each (re-exports are the same object). */
export async function loadClientCalls(): Promise<AnyCall[]> {
  const found = new Set<AnyCall>();
  const files = readdirSync(API_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort();
  for (const file of files) {
    const mod = (await import(pathToFileURL(join(API_DIR, file)).href)) as Record<string, unknown>;
    for (const value of Object.values(mod)) if (isCall(value)) found.add(value);
  }
  return [...found].sort((a, b) => a.name.localeCompare(b.name));
}

/** Every interaction of every committed pact file. */
export function loadPactInteractions(dir = PACT_DIR): Array<PactInteraction & { file: string }> {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const pact = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { interactions?: PactInteraction[] };
      return (pact.interactions ?? []).map((i) => ({ ...i, file }));
    });
}

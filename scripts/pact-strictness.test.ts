// The committed pact asks a backend for no field the client reads as optional: each success answer's
// fields are checked against the schema of the call it answers (src/api/). A field the client takes or
// leaves may differ from backend to backend, and a pact that pinned it would fail a backend the client
// works with. The exceptions are listed, each with what the screens need it for.
import { readFileSync } from 'node:fs';
import { is, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { COMMITTED_PACT_DIR, pactFiles } from '../contracts/pact-files.ts';
import { registeredCalls } from '../src/api/registry.ts';
import { wholeRecords } from '../src/api/wire.ts';

type AnyStruct = Struct<unknown, unknown>;
interface Interaction {
  description: string;
  request: { method: string; path: string };
  response: { status: number; body?: { content?: { data?: unknown } } };
}

/** Optional fields the pact asks for on purpose: the call's name and the field's path, and why. */
const ASKED_ON_PURPOSE: Record<string, string> = {
  // for-backend-teams.md: the wallet is the purse marked "vibe"; the name is only the original's fallback.
  'purses.purseAccounts data[].nameClass': 'the wallet is the purse whose nameClass is vibe',
  // A public group's creation has no code; a private group's creator invites members with it.
  'groups.createGroup data.code': "a private group's code, shown to its creator",
};

/** The paths of the optional fields `body` carries, by `struct`, from `at`. */
function optionalFields(body: unknown, struct: AnyStruct, at: string): string[] {
  const whole = wholeRecords.get(struct.coercer);
  if (whole) return optionalFields(body, whole, at);
  if (body === null || typeof body !== 'object') return [];
  const { type, schema } = struct as unknown as { type: string; schema: unknown };
  if (Array.isArray(body)) return type === 'array' && schema ? body.flatMap((item) => optionalFields(item, schema as AnyStruct, `${at}[]`)) : [];
  if ((type !== 'object' && type !== 'type') || !schema) return [];
  return Object.entries(body).flatMap(([name, value]) => {
    const field = (schema as Record<string, AnyStruct | undefined>)[name];
    if (!field) return [`${at}.${name} (unknown to the client)`];
    return [...(is(undefined, field) ? [`${at}.${name}`] : []), ...optionalFields(value, field, `${at}.${name}`)];
  });
}

const calls = registeredCalls();
const interactions = pactFiles(COMMITTED_PACT_DIR).flatMap((file) => (JSON.parse(readFileSync(file, 'utf8')) as { interactions: Interaction[] }).interactions);

describe('the pact asks for no field the client reads as optional', () => {
  const answered = interactions.filter((i) => i.response.status < 300 && i.response.body?.content?.data != null);

  it.each(answered.map((i) => [i.description, i] as const))('%s', (_, { request, response }) => {
    // Calls that share a method and path (the listings per product) are told apart by the answer that fits best.
    const candidates = calls.filter(({ call }) => call.method === request.method && call.path === request.path);
    expect(candidates, `a call of ${request.method} ${request.path}`).not.toEqual([]);
    const [asked] = candidates
      .map(({ area, name, call }) => optionalFields(response.body!.content!.data, call.response as AnyStruct, 'data').map((path) => `${area}.${name} ${path}`))
      .sort((a, b) => a.length - b.length);
    expect(asked!.filter((field) => !(field in ASKED_ON_PURPOSE))).toEqual([]);
  });
});

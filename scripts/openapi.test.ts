// The OpenAPI document: every call is in it, the wire's second forms are described, and `npm start`
// serves the committed document at /openapi.json. (npm test's `openapi` step checks it is up to date,
// lints it and validates the pacts against it.)
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registeredCalls } from '../src/api/registry.ts';
import { OPENAPI_FILE, openApiDocument } from './openapi.ts';
import { serve } from './serve.ts';
import { documentFile } from './route-chunks.ts';

type Schema = Record<string, unknown>;

describe('the OpenAPI document', () => {
  const doc = openApiDocument();
  const operations = Object.values(doc.paths).flatMap((byMethod) => Object.values(byMethod)) as { operationId: string }[];

  it('has an operation for every call, calls sharing a path and method in one', () => {
    const named = operations.flatMap((o) => o.operationId.split('+')).sort();
    expect(named).toEqual(registeredCalls().map((c) => c.call.name).sort());
  });

  it('describes what the wire also takes: digit strings for amounts, numbers for ids', () => {
    const stash = doc.paths['/api/v1/user/stash']!.post as { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } };
    const { amount } = stash.requestBody.content['application/json']!.schema.properties;
    expect(amount).toEqual({ anyOf: [{ type: 'number' }, { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }] });
  });

  it('describes a record the customer may not have yet as the whole record, with every field, or none', () => {
    const get = doc.paths['/api/v1/user/bankaccount']!.get as { responses: Record<string, { content: Record<string, { schema: { properties: { data: { anyOf: Schema[] } } } }> }> };
    const [whole, ...none] = get.responses['200']!.content['application/json']!.schema.properties.data.anyOf;
    expect(whole).toMatchObject({ type: 'object', required: ['id', 'aName', 'number', 'bName'] });
    expect(none).toEqual([{ type: 'object', maxProperties: 0 }, { type: 'null' }]);
  });

  it('is served by npm start at /openapi.json', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>x</title>');
    mkdirSync(join(dist, 'pages'));
    writeFileSync(join(dist, documentFile('/')), '<!doctype html><title>x</title>');
    const { server, url } = await serve({ port: 0, distDir: dist });
    try {
      const res = await fetch(`${url}/openapi.json`);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.text()).toBe(readFileSync(OPENAPI_FILE, 'utf8'));
    } finally {
      server.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

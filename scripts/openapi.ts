// The OpenAPI 3.1 document of the API, generated from the call definitions (src/api/registry.ts): each
// call's method, path, bearer auth, query or body, and the `data` its answer carries in the envelope.
// Only what superstruct exposes is described (types, fields, literals, enums, optional and nullable
// fields, the wire's second forms); refinements (patterns, ranges) stay in the code.
//   npm run openapi            writes contracts/openapi.json
//   tsx scripts/openapi.ts --check   fails if contracts/openapi.json differs, lints it (Redocly) and
//                                    checks the committed pacts against it (swagger-mock-validator)
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { is, type Struct } from 'superstruct';
import { COMMITTED_PACT_DIR, pactFiles } from '../contracts/pact-files.ts';
import { registeredCalls, type AnyCall } from '../src/api/registry.ts';
import { wholeRecords, wireForms } from '../src/api/wire.ts';

export const OPENAPI_FILE = resolve(import.meta.dirname, '../contracts/openapi.json');

type Schema = Record<string, unknown>;
type AnyStruct = Struct<unknown, unknown>;

/** The JSON kinds a struct whose members superstruct hides (a union) accepts, found by trying one value of each. */
const PROBES: [string, unknown][] = [['string', 'x'], ['number', 1.5], ['boolean', true], ['null', null], ['object', {}], ['array', []]];
const probedKinds = (struct: AnyStruct) => PROBES.filter(([, value]) => is(value, struct)).map(([kind]) => kind);

/** The wire's second form of a value (src/api/wire.ts), as a schema. */
const SECOND_FORM: Record<string, Schema> = {
  digits: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
  'true/false': { type: 'string', enum: ['true', 'false'] },
  number: { type: 'number' },
  null: { type: 'null' },
};

function bare(struct: AnyStruct): Schema {
  const { schema } = struct as { schema: unknown };
  switch (struct.type) {
    case 'string':
    case 'number':
    case 'integer':
    case 'boolean':
      return { type: struct.type };
    case 'literal':
      return { const: schema };
    case 'enums':
      return { enum: Object.values(schema as object) };
    case 'array':
      return schema ? { type: 'array', items: toSchema(schema as AnyStruct) } : { type: 'array' };
    case 'object':
    case 'type': {
      const fields = Object.entries(schema as Record<string, AnyStruct>);
      const required = fields.filter(([, field]) => !is(undefined, field)).map(([name]) => name);
      return { type: 'object', properties: Object.fromEntries(fields.map(([name, field]) => [name, toSchema(field)])), ...(required.length ? { required } : {}) };
    }
    case 'union':
      return { type: probedKinds(struct) };
    case 'record':
      return { type: 'object' };
    default:
      return {};
  }
}

/** A struct as JSON Schema (2020-12, as OpenAPI 3.1 uses it). */
export function toSchema(struct: AnyStruct): Schema {
  // A record the customer may not have yet: the whole record, with its required fields, or none ({} or null).
  const whole = wholeRecords.get(struct.coercer);
  if (whole) return { anyOf: [toSchema(whole), { type: 'object', maxProperties: 0 }, { type: 'null' }] };
  const schema = bare(struct);
  const forms = [wireForms.get(struct.coercer), struct.type !== 'union' && struct.type !== 'literal' && is(null, struct) ? 'null' : undefined].filter((f) => f !== undefined);
  return forms.length && Object.keys(schema).length ? { anyOf: [schema, ...[...new Set(forms)].map((form) => SECOND_FORM[form]!)] } : schema;
}

/** The client-error statuses the mock refuses with; the client reads any 4xx but 401 alike. */
const REFUSAL_STATUSES = ['400', '404', '409', '422'];
/** Sent by the calls defined `idempotent` (a payment, a change of password or PIN). */
const idempotencyKey = { name: 'Idempotency-Key', in: 'header', required: false, description: 'One key per attempt: a replay with the same key and body gets the first answer and acts no more', schema: { type: 'string' } };

const failure = { $ref: '#/components/schemas/Refusal' };
const envelope = (data: Schema) => ({ type: 'object', properties: { success: { type: 'boolean' }, data, messages: { type: 'array', items: { type: 'string' } } }, required: ['success'] });
const json = (schema: Schema) => ({ content: { 'application/json': { schema } } });

/** One schema, or `anyOf` the distinct ones. */
function anyOf(schemas: Schema[]): Schema {
  const distinct = [...new Map(schemas.map((schema) => [JSON.stringify(schema), schema])).values()];
  return distinct.length === 1 ? distinct[0]! : { anyOf: distinct };
}

/** One operation; calls sharing a method and path (the accounts per product) are told apart by their query and answer any of their shapes. */
function operation(calls: AnyCall[]): Schema {
  const [first] = calls as [AnyCall, ...AnyCall[]];
  const requests = calls.map((c) => c.request).filter((r): r is AnyStruct => r !== null);
  const data = anyOf(calls.map((c) => toSchema(c.response)));
  // Every name any of the calls sends in its query; one that some call does not send is optional.
  const fieldsOf = (r: AnyStruct) => ((r as unknown as { schema?: Record<string, AnyStruct> }).schema ?? {});
  const names = first.requestIn === 'query' ? [...new Set(requests.flatMap((r) => Object.keys(fieldsOf(r))))] : [];
  const query = names.map((name) => {
    const fields = requests.map((r) => fieldsOf(r)[name]).filter((f): f is AnyStruct => f !== undefined);
    const schemas = fields.map(toSchema);
    return { name, in: 'query', required: fields.length === requests.length && fields.every((f) => !is(undefined, f)), schema: anyOf(schemas) };
  });
  const parameters = [...query, ...(first.idempotent ? [idempotencyKey] : [])];
  // Told apart by their query (a constant, as the accounts per product, or the names sent): say which query answers which shape.
  const queryOf = (c: AnyCall) => (c.request ? Object.entries((toSchema(c.request).properties ?? {}) as Record<string, Schema>).map(([k, v]) => ('const' in v ? `${k}=${String(v.const)}` : k)).join('&') : 'no query');
  const told = calls.length > 1 ? calls.map((c) => `\`${c.name}\`: ${queryOf(c)}`) : [];
  // Calls on one path that differ in whether they need a session (a resend: anonymous for a registration, signed in for a payment).
  const auths = new Set(calls.map((c) => c.auth));
  return {
    operationId: calls.map((c) => c.name).join('+'),
    summary: calls.map((c) => c.name).join(', '),
    ...(told.length ? { description: `One path, several calls told apart by the query (or the body); \`data\` is the shape of the call it names. ${told.join('; ')}.` } : {}),
    security: auths.size > 1 ? [{ bearer: [] }, {}] : first.auth ? [{ bearer: [] }] : [],
    ...(parameters.length ? { parameters } : {}),
    ...(first.requestIn === 'body' && requests.length ? { requestBody: { required: true, ...json(anyOf(requests.map(toSchema))) } } : {}),
    responses: {
      '200': { description: 'Done: `success` true with `data`; or a refusal, `success` false with `messages`', ...json(envelope(data)) },
      ...(auths.has(true) || first.name === 'identity.refresh' ? { '401': { description: 'No valid session: sign in again (or renew it)', ...json(failure) } } : {}),
      ...Object.fromEntries(REFUSAL_STATUSES.map((status) => [status, { description: 'A refusal: `success` false, with the messages to show', ...json(failure) }])),
      default: { description: 'A refusal with another client-error status (404, 409, 422, ...): `success` false, with the messages to show', ...json(failure) },
    },
  };
}

export function openApiDocument() {
  const byRoute = new Map<string, AnyCall[]>();
  for (const { call } of registeredCalls()) {
    const key = `${call.path} ${call.method}`;
    byRoute.set(key, [...(byRoute.get(key) ?? []), call]);
  }
  const paths: Record<string, Record<string, Schema>> = {};
  for (const [key, calls] of [...byRoute].sort(([a], [b]) => a.localeCompare(b))) {
    const [path, method] = key.split(' ') as [string, string];
    (paths[path] ??= {})[method.toLowerCase()] = operation(calls);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vibe Savings API',
      version: '1.0.0',
      description:
        'What the Vibe Savings web client sends and reads, generated from its call definitions (src/api/). Every answer is the envelope `{ success, data, messages }`; `data` is what the client reads. Regenerate with `npm run openapi`.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Refusal: {
          type: 'object',
          properties: { success: { const: false }, messages: { type: 'array', items: { type: 'string' }, minItems: 1 }, data: { description: 'what some refusals add, e.g. the field at fault' } },
          required: ['success', 'messages'],
        },
      },
    },
  };
}

export const renderOpenApi = () => `${JSON.stringify(openApiDocument(), null, 2)}\n`;

function check(): boolean {
  const name = relative(process.cwd(), OPENAPI_FILE);
  if (readFileSync(OPENAPI_FILE, 'utf8') !== renderOpenApi()) {
    console.error(`${name} differs from the call definitions: run \`npm run openapi\` and commit it.`);
    return false;
  }
  console.log(`${name} equals what the call definitions generate.`);
  const lint = spawnSync('npx', ['redocly', 'lint', name, '--format', 'stylish'], { stdio: 'inherit' });
  const validated = pactFiles(COMMITTED_PACT_DIR).map((pact) => spawnSync('npx', ['swagger-mock-validator', name, relative(process.cwd(), pact)], { stdio: 'inherit' }).status === 0);
  return lint.status === 0 && validated.every(Boolean);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--check')) process.exitCode = check() ? 0 : 1;
  else {
    writeFileSync(OPENAPI_FILE, renderOpenApi());
    console.log(`Wrote ${relative(process.cwd(), OPENAPI_FILE)}: review it with git diff, then commit it.`);
  }
}

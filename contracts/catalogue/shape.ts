// Reads field names and shapes out of superstruct structs and JSON values, in the catalogue's notation:
// dotted paths, `[]` for array items, a root array described by the fields of one item.
import { is, type Struct } from 'superstruct';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- introspection is indifferent to the payload type
export type AnyStruct = Struct<any, any>;

export type Shape = 'unread' | 'scalar' | 'object' | 'array';

export interface Field {
  name: string;
  /** The struct accepts `undefined` here (or at an enclosing object). */
  optional: boolean;
}

export interface Described {
  shape: Shape;
  fields: Field[];
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
const isObjectStruct = (s: AnyStruct) => (s.type === 'type' || s.type === 'object') && typeof s.schema === 'object' && s.schema !== null;
const entriesOf = (s: AnyStruct) => Object.entries(s.schema as Record<string, AnyStruct>);

function walk(struct: AnyStruct, path: string, optional: boolean): Field[] {
  if (isObjectStruct(struct)) {
    return entriesOf(struct).flatMap(([key, child]) => {
      const name = join(path, key);
      const childOptional = optional || is(undefined, child);
      const inner = walk(child, name, childOptional);
      return inner.length ? inner : [{ name, optional: childOptional }];
    });
  }
  if (struct.type === 'array' && struct.schema) return walk(struct.schema as AnyStruct, `${path}[]`, optional);
  return [];
}

/** What a response struct reads from `data`. */
export function describeStruct(struct: AnyStruct): Described {
  if (struct.type === 'unknown' || struct.type === 'any') return { shape: 'unread', fields: [] };
  if (isObjectStruct(struct)) return { shape: 'object', fields: walk(struct, '', false) };
  if (struct.type === 'array') {
    const item = struct.schema as AnyStruct | null;
    return { shape: 'array', fields: item ? walk(item, '', false) : [] };
  }
  return { shape: 'scalar', fields: [] };
}

/** The top-level keys of a request struct and the literal values it pins (a product code). */
export function topLevel(struct: AnyStruct | null): { names: string[]; values: string[] } {
  if (!struct || !isObjectStruct(struct)) return { names: [], values: [] };
  const values: string[] = [];
  for (const [, child] of entriesOf(struct)) {
    if (child.type === 'literal' && child.schema !== null) values.push(String(child.schema));
    if (child.type === 'enums' && child.schema) values.push(...Object.keys(child.schema as object));
  }
  return { names: Object.keys(struct.schema as object), values };
}

/** The request body fields of a struct, nested objects dotted. */
export const bodyFields = (struct: AnyStruct | null): Field[] => (struct ? walk(struct, '', false) : []);

function walkJson(value: unknown, path: string): string[] {
  if (Array.isArray(value)) {
    const inner = [...new Set(value.flatMap((item) => walkJson(item, `${path}[]`)))];
    return inner.length || !path ? inner : [path];
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => {
      const name = join(path, key);
      const inner = walkJson(child, name);
      return inner.length ? inner : [name];
    });
  }
  return [];
}

/** The fields of a JSON value as sent or answered (a pact's example). */
export function describeJson(value: unknown): Described {
  if (value === undefined || value === null) return { shape: 'unread', fields: [] };
  const shape: Shape = Array.isArray(value) ? 'array' : typeof value === 'object' ? 'object' : 'scalar';
  const root = Array.isArray(value) ? value.flatMap((item) => walkJson(item, '')) : walkJson(value, '');
  return { shape, fields: [...new Set(root)].map((name) => ({ name, optional: false })) };
}

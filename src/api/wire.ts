// Wire types: what this client sends is well-typed JSON, but the real API also took what the
// original product's client sent (original-client-api.md, section 3 point 7): digit strings for
// amounts and codes, "true"/"false" for booleans, numbers where ids and codes were text. These
// structs accept both forms and hand the code one type; the mock validates requests with
// `coerce: true`, and http.ts validates answers the same way.
import { boolean, coerce, enums, is, literal, number, partial, pattern, refine, string, type Struct } from 'superstruct';
import { amountProblem } from '../lib/amount.ts';

const DIGITS = /^-?\d+(\.\d+)?$/;

/**
 * The other form each wire struct takes, keyed by its coercer (which optional(), nullable() and refine()
 * carry over): scripts/openapi.ts reads it to describe both forms. Nothing else depends on it.
 */
export type WireForm = 'digits' | 'true/false' | 'number' | 'null';
export const wireForms = new WeakMap<object, WireForm>();
function marked<S extends { coercer: object }>(struct: S, form: WireForm): S {
  wireForms.set(struct.coercer, form);
  return struct;
}

/** A number that may arrive as a digit string ("5000"); code sees a number. */
export const wireNumber = <T extends number, S>(struct: Struct<T, S>) => marked(coerce(struct, pattern(string(), DIGITS), Number), 'digits');

/**
 * An amount of money in a request: positive, finite, at most MAX_AMOUNT (src/lib/amount.ts), at most
 * two decimals; a digit string ("5000.50") is still taken, but the number it makes must pass the same.
 */
export const wireMoney = () => wireNumber(refine(number(), 'money', (n) => amountProblem(n) ?? true));

/** A boolean that may arrive as "true" or "false" (radio values in the original client). */
export const wireBoolean = () => marked(coerce(boolean(), enums(['true', 'false']), (text) => text === 'true'), 'true/false');

/** A code or id that may arrive as a number (1 for "1"); code sees a string. */
export const wireText = <T extends string, S>(struct: Struct<T, S>) => marked(coerce(struct, number(), String), 'number');

/** The whole record each record-or-none struct takes, keyed by its coercer: scripts/openapi.ts describes it. */
export const wholeRecords = new WeakMap<object, Struct<unknown, unknown>>();

/**
 * A record the customer may not have yet (a virtual account, a bank account): the original tested
 * `Object.keys(data).length`, so "none" is `{}`, and `null` is read as the same. A partial record is refused.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any object struct's schema
export function recordOrNone<T extends Record<string, unknown>>(struct: Struct<T, any>, name: string) {
  const recordOrEmpty = coerce(
    refine(partial(struct), name, (value) => Object.keys(value).length === 0 || is(value, struct)),
    literal(null),
    () => ({}),
  );
  wholeRecords.set(recordOrEmpty.coercer, struct as Struct<unknown, unknown>);
  return marked(recordOrEmpty, 'null');
}

/** A calendar day as the API takes it: YYYY-MM-DD, and a day that exists (not 2027-02-31 or 1990-13-45). */
export const isoDay = () =>
  refine(pattern(string(), /^\d{4}-\d{2}-\d{2}$/), 'calendar day', (value) => {
    const [year, month, date] = value.split('-').map(Number) as [number, number, number];
    const day = new Date(Date.UTC(year, month - 1, date));
    return (day.getUTCFullYear() === year && day.getUTCMonth() === month - 1 && day.getUTCDate() === date) || 'Expected a day of the calendar, as YYYY-MM-DD';
  });

// ---- The product and currency codes every savings call names ----
/** Product codes (spec part 2, section 3): '0103' Stash, '0201' core and group savings, '0106' purse. */
export const ProductCode = { stash: '0103', core: '0201', purse: '0106' } as const;
export type ProductCode = (typeof ProductCode)[keyof typeof ProductCode];
/** Currency code 1 is Naira, the only currency offered for savings. */
export const NAIRA = '1';

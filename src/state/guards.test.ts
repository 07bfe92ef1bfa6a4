// The hand-written guards that check what sessionStorage hands back (persisted.ts).
import { describe, expect, it } from 'vitest';
import { either, isBoolean, isNumber, isString, isText, nullable, shape } from './persisted.ts';

describe('the storage guards', () => {
  it('tell text, non-blank text, finite numbers and booleans apart', () => {
    expect([isString(''), isString('a'), isString(1)]).toEqual([true, true, false]);
    expect([isText('a'), isText(''), isText('  '), isText(1)]).toEqual([true, false, false, false]);
    expect([isNumber(0), isNumber(-1.5), isNumber(Number.NaN), isNumber(Infinity), isNumber('1')]).toEqual([true, true, false, false, false]);
    expect([isBoolean(false), isBoolean(true), isBoolean(0), isBoolean('true')]).toEqual([true, true, false, false]);
  });

  it('nullable takes null besides what its guard takes, and either takes what one of two takes', () => {
    expect([nullable(isNumber)(null), nullable(isNumber)(1), nullable(isNumber)(undefined), nullable(isNumber)('1')]).toEqual([true, true, false, false]);
    const textOrNumber = either(isString, isNumber);
    expect([textOrNumber('a'), textOrNumber(1), textOrNumber(true), textOrNumber(null)]).toEqual([true, true, false, false]);
  });

  it('shape takes a plain object with exactly its fields, each passing its guard', () => {
    const person = shape<{ name: string; age: number }>({ name: isText, age: isNumber });
    expect(person({ name: 'Ada', age: 30 })).toBe(true);
    expect(person({ name: 'Ada' })).toBe(false);
    expect(person({ name: 'Ada', age: 30, admin: true })).toBe(false);
    expect(person({ name: '', age: 30 })).toBe(false);
    expect(person({ name: 'Ada', age: '30' })).toBe(false);
    expect(person(Object.assign(Object.create({ age: 30 }) as object, { name: 'Ada' }))).toBe(false);
    for (const other of [null, undefined, 'Ada', 30, [['name', 'Ada']]]) expect(person(other), String(other)).toBe(false);
  });
});

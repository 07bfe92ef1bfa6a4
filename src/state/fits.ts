// A superstruct struct as a storage guard, for drafts of screens that carry superstruct anyway.
import { is, type Struct } from 'superstruct';
import type { Guard } from './persisted.ts';

export const fits =
  <T>(struct: Struct<T, unknown>): Guard<T> =>
  (value): value is T =>
    is(value, struct);

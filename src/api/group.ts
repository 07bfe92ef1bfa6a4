// A savings group's shape and the fields its requests share (spec part 2, sections 3 and 7). The calls
// are a module each (group-create.ts, group-lookup.ts, group-join.ts): a screen loads the one it makes.
import { assign, enums, number, optional, pattern, string, type, type Infer } from 'superstruct';
import { PublicGroup } from './public-group.ts';
import { wireText } from './wire.ts';

/** The path of creating a group and of finding one by its code. */
export const GROUP_SAVINGS = '/api/v1/user/group_savings';

/** A calendar day, YYYY-MM-DD (the original sent its date inputs' values). */
export const IsoDay = pattern(string(), /^\d{4}-\d{2}-\d{2}$/);
/** Days between contributions: '1' daily, '7' weekly, '30' monthly, '0' one time (sent as text, as the original did). */
export const GroupFrequency = wireText(enums(['1', '7', '30', '0']));
export type GroupFrequency = Infer<typeof GroupFrequency>;

/** A group as found by its code or listed: the public listing's fields, plus how many members have paid in. */
export const Group = assign(PublicGroup, type({ members: optional(number()) }));
export type Group = Infer<typeof Group>;

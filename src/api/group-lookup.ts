// Finding a private savings group by its code (spec part 2, section 7; wire sheet row 34).
import { string, type, type Infer } from 'superstruct';
import { GROUP_SAVINGS, Group } from './group.ts';
import { defineCall, send } from './http.ts';

/** `Code` with a capital C (wire sheet row 34). */
export const GroupCodeQuery = type({ Code: string() });
export type GroupCodeQuery = Infer<typeof GroupCodeQuery>;

export const groupByCodeCall = defineCall({
  name: 'user.group_savings.lookup',
  method: 'GET',
  path: GROUP_SAVINGS,
  auth: true,
  request: GroupCodeQuery,
  response: Group,
});

export const findGroupByCode = (code: string) => send(groupByCodeCall, { Code: code.trim() });

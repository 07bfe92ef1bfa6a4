// Group savings: create a group, find a private one by its code, join one (spec part 2, sections 3 and 7;
// wire sheet rows 34 to 36), a module each; the contracts and the mock read them all from here. The public
// list is `publicGroupsCall` in user.ts (the dashboard's too).
export * from './group-create.ts';
export * from './group-join.ts';
export * from './group-lookup.ts';
export * from './group.ts';

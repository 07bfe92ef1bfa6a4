// Money out of the account area (spec part 2, sections 2, 3 and 7; wire sheet rows 52 to 58): saved
// beneficiaries, transfers to other customers, and withdrawals to the linked bank account, a module each
// so a screen loads the calls it makes; the contracts and the mock read them all from here.
export * from './beneficiaries.ts';
export * from './money-transfer.ts';
export * from './withdrawals.ts';

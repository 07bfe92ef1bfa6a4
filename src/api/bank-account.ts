// The customer's one withdrawal bank account (spec part 2, sections 3 and 7; wire sheet row 39). Adding
// and removing it, and the banks to choose from, are in bank-account-changes.ts: the withdrawal screen
// reads the account and loads none of them.
import { is, string, type, type Infer } from 'superstruct';
import { defineCall, send } from './http.ts';
import { recordOrNone, wireText } from './wire.ts';

/** `aName` is the account holder's name, `bName` the bank's, `number` the account number. */
export const BankAccount = type({ id: wireText(string()), aName: string(), number: wireText(string()), bName: string() });
export type BankAccount = Infer<typeof BankAccount>;

/** The account, or `{}` (or `null`) while none is linked; a partial account is refused. */
export const BankAccountAnswer = recordOrNone(BankAccount, 'BankAccountOrNone');

export const bankAccountCall = defineCall({
  name: 'user.bankaccount.get',
  method: 'GET',
  path: '/api/v1/user/bankaccount',
  auth: true,
  response: BankAccountAnswer,
});

/** The linked withdrawal bank account, or `null` while none is linked. */
export const getBankAccount = () => send(bankAccountCall).then((account) => (is(account, BankAccount) ? account : null));

// Adding and removing the withdrawal bank account (issue 12), and the banks to choose from (spec part 2,
// section 7; wire sheet rows 40, 41 and 48).
import { array, nonempty, optional, pattern, string, type, unknown, type Infer } from 'superstruct';
import { defineCall, send } from './http.ts';
import { wireText } from './wire.ts';

/** A bank as listed (wire sheet row 48); the code is sent back as received. */
export const Bank = type({ code: wireText(string()), name: string() });
export type Bank = Infer<typeof Bank>;

export const banksCall = defineCall({ name: 'util.bank', method: 'GET', path: '/api/v1/util/bank', auth: true, response: array(Bank) });
export const getBanks = () => send(banksCall);

/** Account number 10 to 15 digits, PIN exactly 4 digits (spec part 2, sections 5 and 9). */
export const AddBankAccountRequest = type({
  accountNumber: wireText(pattern(string(), /^\d{10,15}$/)),
  bankCode: wireText(nonempty(string())),
  pin: wireText(pattern(string(), /^\d{4}$/)),
});
export type AddBankAccountRequest = Infer<typeof AddBankAccountRequest>;

export const addBankAccountCall = defineCall({
  name: 'user.bankaccount.add',
  method: 'POST',
  path: '/api/v1/user/bankaccount',
  auth: true,
  request: AddBankAccountRequest,
  // Only success and messages are read (wire sheet, section 5).
  response: optional(unknown()),
});
export const addBankAccount = (request: AddBankAccountRequest) => send(addBankAccountCall, request).then(() => undefined);

export const BankAccountId = type({ id: wireText(pattern(string(), /^[A-Za-z0-9_-]+$/)) });

/** The id travels in the query (`?id=`); the original also sent it as a body, which a DELETE need not carry. */
export const deleteBankAccountCall = defineCall({
  name: 'user.bankaccount.delete',
  method: 'DELETE',
  path: '/api/v1/user/bankaccount',
  auth: true,
  request: BankAccountId,
  requestIn: 'query',
  response: optional(unknown()),
});
export const deleteBankAccount = (id: string) => send(deleteBankAccountCall, { id }).then(() => undefined);

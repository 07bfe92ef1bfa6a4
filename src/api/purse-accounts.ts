// The customer's purses as listed (spec part 2, sections 3 and 7), apart from the other products'
// listings (savings.ts): the transfer, withdrawal and top-up screens load this alone.
import { nullable, number, optional, string, type, type Infer } from 'superstruct';
import { accountsByProduct } from './accounts-by-product.ts';
import { send } from './http.ts';
import { ProductCode } from './products.ts';
import { wireText } from './wire.ts';

/** A purse as listed; the same list names the accounts a withdrawal can draw from (spec part 2, sections 3 and 7). */
export const PurseAccount = type({ id: wireText(string()), name: string(), availableBalance: number(), nameClass: optional(nullable(string())) });
export type PurseAccount = Infer<typeof PurseAccount>;

export const purseAccountsCall = accountsByProduct('purse', ProductCode.purse, PurseAccount);

export const getPurseAccounts = () => send(purseAccountsCall, { productCode: ProductCode.purse });

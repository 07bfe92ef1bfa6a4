// The accounts of one product (spec part 1 §7, part 2 §7): one path, one query, a shape per product, so
// each product's listing is its own call (savings.ts, purse-accounts.ts).
import { array, literal, type, type Struct } from 'superstruct';
import { defineCall } from './http.ts';
import type { ProductCode } from './products.ts';

const ACCOUNT_BY_PRODUCT = '/api/v1/user/accountbyproduct';

/** The listing of one product: the query is `productCode` (wire sheet row 28; the spec leaves the name open). */
export const accountsByProduct = <T, S>(kind: string, productCode: ProductCode, account: Struct<T, S>) =>
  defineCall({
    name: `user.accountbyproduct.${kind}`,
    method: 'GET',
    path: ACCOUNT_BY_PRODUCT,
    auth: true,
    request: type({ productCode: literal(productCode) }),
    response: array(account),
  });

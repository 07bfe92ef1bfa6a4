// Interest rates per product (spec part 1, section 7; part 2, section 7).
import { array, enums, number, string, type, type Infer } from 'superstruct';
import { defineCall, send } from './http.ts';
import { NAIRA, ProductCode } from './products.ts';
import { wireText } from './wire.ts';

/** `code` is what a Stash's `frequency` names; the original client turned it into text, so it may arrive as a number. */
export const Tenor = type({ code: wireText(string()), name: string(), minDays: number(), maxDays: number() });
export type Tenor = Infer<typeof Tenor>;
/** One lock period and its rate, percent per annum. */
export const InterestOption = type({ tenor: Tenor, rate: number() });
export type InterestOption = Infer<typeof InterestOption>;

export const ProductInterestQuery = type({ code: enums(Object.values(ProductCode)), ccy: wireText(string()) });
export type ProductInterestQuery = Infer<typeof ProductInterestQuery>;
/** The options sit under `interest` (the original client reads `const {interest} = data`), not as a bare list. */
export const ProductInterest = type({ interest: array(InterestOption) });
export type ProductInterest = Infer<typeof ProductInterest>;

export const productInterestCall = defineCall({
  name: 'util.productinterest',
  method: 'GET',
  // The slash before the query is the documented path (spec part 1, section 7; wire sheet row 21).
  path: '/api/v1/util/productinterest/',
  auth: true,
  request: ProductInterestQuery,
  response: ProductInterest,
});

/** The lock periods of a product in a currency; an empty list means none are on offer now. */
export const getProductInterest = (code: ProductCode, ccy: string = NAIRA) => send(productInterestCall, { code, ccy }).then((data) => data.interest);


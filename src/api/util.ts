// Utility calls shared by several flows (spec part 1, section 7; part 2, section 7).
import { array, enums, number, optional, string, type, union, unknown, type Infer } from 'superstruct';
import { defineCall, send } from './http.ts';
import { wireNumber, wireText } from './wire.ts';

/** Resend operation types: 1 registration, 4 payment with a transId, 5 payment without, 6 BVN. */
export const OtpOperation = { registration: 1, paymentWithTransId: 4, paymentWithoutTransId: 5, bvn: 6 } as const;
export type OtpOperation = (typeof OtpOperation)[keyof typeof OtpOperation];

export const ResendOtpRequest = type({ id: union([string(), number()]), operationType: wireNumber(enums([1, 4, 5, 6])) });
export type ResendOtpRequest = Infer<typeof ResendOtpRequest>;

export const resendOtpCall = defineCall({
  name: 'util.resendotp',
  method: 'POST',
  path: '/api/v1/util/resendotp',
  // Registration resends happen before a session exists; the id names what the code confirms.
  auth: false,
  request: ResendOtpRequest,
  // The spec does not show the answer; the client reads nothing from it.
  response: optional(unknown()),
});

export const resendOtp = (id: string | number, operationType: OtpOperation) => send(resendOtpCall, { id, operationType }).then(() => undefined);
/** A withdrawal's challenge has no transId: operation type 5 (spec part 2, section 4). */
export const resendWithdrawalOtp = (challengeId: string) => resendOtp(challengeId, OtpOperation.paymentWithoutTransId);

// ---- Interest rates per product (spec part 1, section 7; part 2, section 7) ----

// Product codes and the Naira code live in products.ts (the savings lists need them without the rest).
export { NAIRA, ProductCode } from './products.ts';
import { NAIRA, ProductCode } from './products.ts';

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

// ---- File upload (spec part 2, section 7; wire sheet row 30) ----

/** `content` is the file as a data URL ("data:image/png;base64,..."), as the original's readAsDataURL made it. */
export const FileUpload = type({ name: string(), content: string() });
export type FileUpload = Infer<typeof FileUpload>;
/** The reference later sent as imageRef, docId, profileImageRef or idCardRef. */
export const FileUploaded = type({ reference: wireText(string()) });

export const uploadFileCall = defineCall({
  name: 'util.fileupload',
  method: 'POST',
  path: '/api/v1/util/fileupload',
  auth: true,
  request: FileUpload,
  response: FileUploaded,
});

/** Uploads a file and resolves to its reference. */
export const uploadFile = (upload: FileUpload) => send(uploadFileCall, upload).then((data) => data.reference);

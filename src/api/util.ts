// The util calls (spec part 1, section 7; part 2, sections 2, 3, 7 and 9): resending a code, interest
// rates, file upload, the questionnaire's feedback, the blog and the public contact form.
import { array, enums, type Infer, nullable, number, optional, pattern, size, string, type, union, unknown } from 'superstruct';
import { CONTACT_MESSAGE_MAX } from '../lib/contact-limits.ts';
import { EMAIL } from '../lib/rules.ts';
import { defineCall, send } from './http.ts';
import { NAIRA, ProductCode } from './wire.ts';
import { wireBoolean, wireNumber, wireText } from './wire.ts';

// ---- Resending a one-time code ----
/** Resend operation types: 1 registration, 4 payment with a transId, 5 payment without, 6 BVN. */
export const OtpOperation = { registration: 1, paymentWithTransId: 4, paymentWithoutTransId: 5, bvn: 6 } as const;
export type OtpOperation = (typeof OtpOperation)[keyof typeof OtpOperation];

export const ResendOtpRequest = type({ id: union([string(), number()]), operationType: wireNumber(enums([OtpOperation.registration])) });
export type ResendOtpRequest = Infer<typeof ResendOtpRequest>;

/** The codes sent to a signed-in customer: a payment's, a withdrawal's and a BVN's. */
const SIGNED_IN_OPERATIONS = [OtpOperation.paymentWithTransId, OtpOperation.paymentWithoutTransId, OtpOperation.bvn] as const;
export const ResendChallengeOtpRequest = type({ id: union([string(), number()]), operationType: wireNumber(enums(SIGNED_IN_OPERATIONS)) });

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

/**
 * The same path for the codes of a signed-in customer, sent with the session (the original sent none:
 * docs/deviations.md), so that only the customer the code was sent to can have it sent again.
 */
export const resendChallengeOtpCall = defineCall({
  name: 'util.resendotp.signedin',
  method: 'POST',
  path: '/api/v1/util/resendotp',
  auth: true,
  request: ResendChallengeOtpRequest,
  response: optional(unknown()),
});

/** Whether a resend of `operationType` goes with the customer's session. */
export const isSignedInResend = (operationType: unknown) =>
  (typeof operationType === 'number' || typeof operationType === 'string') && (SIGNED_IN_OPERATIONS as readonly number[]).includes(Number(operationType));

export const resendOtp = (id: string | number, operationType: OtpOperation) =>
  (operationType === OtpOperation.registration
    ? send(resendOtpCall, { id, operationType })
    : send(resendChallengeOtpCall, { id, operationType })
  ).then(() => undefined);
/** A withdrawal's challenge has no transId: operation type 5 (spec part 2, section 4). */
export const resendWithdrawalOtp = (challengeId: string) => resendOtp(challengeId, OtpOperation.paymentWithoutTransId);

// ---- Interest rates per product ----
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

// ---- File upload ----
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

// ---- The savings-habit questionnaire ----
/** The answers' values (spec part 2, section 9); the original sent each as text from a radio. */
export const FeedbackValues = {
  /** Days between savings; 90 quarterly, 0 never. */
  frequency: [1, 7, 30, 90, 0],
  /** Monthly earnings bands 1 to 5. */
  mEarn: [1, 2, 3, 4, 5],
  /** Monthly expense share bands 1 to 5. */
  mExp: [1, 2, 3, 4, 5],
  savingPercent: [10, 25, 50, 75, 90],
  projection: [15, 30, 60, 85, 100],
} as const;

export const Feedback = type({
  frequency: wireNumber(enums([...FeedbackValues.frequency])),
  mEarn: wireNumber(enums([...FeedbackValues.mEarn])),
  mExp: wireNumber(enums([...FeedbackValues.mExp])),
  savingPercent: wireNumber(enums([...FeedbackValues.savingPercent])),
  isSaving: wireBoolean(),
  projection: wireNumber(enums([...FeedbackValues.projection])),
});
export type Feedback = Infer<typeof Feedback>;

export const feedbackCall = defineCall({
  name: 'util.feedback',
  method: 'POST',
  path: '/api/v1/util/feedback',
  auth: true,
  request: Feedback,
  // Only success and messages are read (wire sheet, section 3).
  response: optional(unknown()),
});

export const sendFeedback = (answers: Feedback) => send(feedbackCall, answers).then(() => undefined);

// ---- Blog ----

/**
 * One post. The original read no field of a post (it rendered static text for each); this client
 * defines the shape it shows (README, deviations): `date` is an ISO 8601 time, `image` a same-origin
 * or data: address (the CSP allows no other), or null.
 */
export const BlogPost = type({
  id: wireText(string()),
  title: string(),
  summary: string(),
  body: string(),
  source: string(),
  date: string(),
  image: nullable(string()),
});
export type BlogPost = Infer<typeof BlogPost>;

export const blogPostsCall = defineCall({
  name: 'util.blogposts',
  method: 'GET',
  path: '/api/v1/util/blogposts',
  auth: true,
  response: array(BlogPost),
});

export const getBlogPosts = () => send(blogPostsCall);

// ---- The public contact form ----
export const ContactMessage = type({
  name: pattern(string(), /\S/),
  // The same shape of address the form accepts.
  email: pattern(string(), EMAIL),
  message: size(string(), 2, CONTACT_MESSAGE_MAX),
});
export type ContactMessage = Infer<typeof ContactMessage>;

export const contactCall = defineCall({
  name: 'util.contact',
  method: 'POST',
  path: '/api/v1/util/contact',
  auth: false,
  request: ContactMessage,
  // The client reads nothing from a successful answer (the spec ignores it too).
  response: optional(unknown()),
});

export const sendContactMessage = (message: ContactMessage) => send(contactCall, message).then(() => undefined);

/** The util area's calls by name (registry.ts): the mock's handlers for them are mock-server/handlers/util.ts. */
export const utilCalls = {
  resendOtp: resendOtpCall,
  resendChallengeOtp: resendChallengeOtpCall,
  productInterest: productInterestCall,
  uploadFile: uploadFileCall,
  feedback: feedbackCall,
  blogPosts: blogPostsCall,
  contact: contactCall,
};

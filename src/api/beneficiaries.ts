// Saved beneficiaries: other customers to send money to, found by e-mail or phone (spec part 2, sections
// 2 and 7; wire sheet rows 52 to 55).
import { array, enums, nonempty, optional, string, type, unknown, type Infer } from 'superstruct';
import { defineCall, send } from './http.ts';
import { wireText } from './wire.ts';

const BENEFICIARY = '/api/v1/user/beneficiary';

/** A saved beneficiary: another customer, named by id, with the name and e-mail to show. */
export const Beneficiary = type({ id: wireText(string()), name: string(), email: string() });
export type Beneficiary = Infer<typeof Beneficiary>;

export const beneficiariesCall = defineCall({ name: 'user.beneficiary.list', method: 'GET', path: BENEFICIARY, auth: true, response: array(Beneficiary) });
export const getBeneficiaries = () => send(beneficiariesCall);

/** '0' an e-mail (the identifier contains '@'), '1' a phone number (spec part 2, section 5). */
export const IdentifierType = { email: '0', phone: '1' } as const;
export const identifierType = (identifier: string) => (identifier.includes('@') ? IdentifierType.email : IdentifierType.phone);

export const ResolveRequest = type({ identifier: nonempty(string()), type: wireText(enums([IdentifierType.email, IdentifierType.phone])) });
export type ResolveRequest = Infer<typeof ResolveRequest>;
/** The customer the identifier names (the original merged it with the request and read id and name). */
export const ResolvedCustomer = type({ id: wireText(string()), name: string() });
export type ResolvedCustomer = Infer<typeof ResolvedCustomer>;

export const resolveBeneficiaryCall = defineCall({
  name: 'user.resolve_beneficiary',
  method: 'POST',
  path: '/api/v1/user/resolve_beneficiary',
  auth: true,
  request: ResolveRequest,
  response: ResolvedCustomer,
});

/** Finds the customer an e-mail or phone number belongs to; the type follows from the text. */
export const resolveBeneficiary = (identifier: string) => {
  const trimmed = identifier.trim();
  return send(resolveBeneficiaryCall, { identifier: trimmed, type: identifierType(trimmed) });
};

export const BeneficiaryId = type({ id: nonempty(wireText(string())) });
export type BeneficiaryId = Infer<typeof BeneficiaryId>;

export const addBeneficiaryCall = defineCall({ name: 'user.beneficiary.add', method: 'POST', path: BENEFICIARY, auth: true, request: BeneficiaryId, response: optional(unknown()) });
/** The id travels in the body, with no query (wire sheet row 55). */
export const deleteBeneficiaryCall = defineCall({ name: 'user.beneficiary.delete', method: 'DELETE', path: BENEFICIARY, auth: true, request: BeneficiaryId, requestIn: 'body', response: optional(unknown()) });

export const addBeneficiary = (id: string) => send(addBeneficiaryCall, { id }).then(() => undefined);
export const deleteBeneficiary = (id: string) => send(deleteBeneficiaryCall, { id }).then(() => undefined);

// The account area (spec part 2, sections 2 and 7; wire sheet rows 40 to 47 and 51): profile and next of
// kin, portfolio, card removal, referral code, password and PIN change.
import { type Infer, is, nonempty, nullable, number, optional, pattern, string, type, unknown } from 'superstruct';
import { PASSWORD_POLICY } from '../lib/password-policy.ts';
import { defineCall, send } from './http.ts';
import { Platform, WEB_PLATFORM } from './identity.ts';
import { recordOrNone, wireNumber, wireText } from './wire.ts';

/** What the original read of the calls that only report success (wire sheet, section 5). */
const Done = optional(unknown());
const text = () => nonempty(string());

// ---- Profile ----

export const Profile = type({
  firstName: string(),
  lastName: string(),
  email: string(),
  phoneNumber: string(),
  dateOfBirth: string(),
  address: optional(nullable(string())),
  state: optional(nullable(string())),
  profilePic: optional(nullable(string())),
  idCard: optional(nullable(string())),
});
export type Profile = Infer<typeof Profile>;

export const profileCall = defineCall({ name: 'user.profile', method: 'GET', path: '/api/v1/user/profile', auth: true, response: Profile });
export const getProfile = () => send(profileCall);

/** The state may be left unchosen ('' as the original sent it): the spec asks only for the address and password (part 2, section 5). */
export const ProfileUpdate = type({
  address: text(),
  state: string(),
  password: text(),
  profileImageRef: optional(text()),
  idCardRef: optional(text()),
});
export type ProfileUpdate = Infer<typeof ProfileUpdate>;

export const updateProfileCall = defineCall({ name: 'user.profile.update', method: 'PUT', path: '/api/v1/user/profile', auth: true, request: ProfileUpdate, response: Done });
export const updateProfile = (update: ProfileUpdate) => send(updateProfileCall, update).then(() => undefined);

// ---- Next of kin ----

export const NextOfKin = type({
  firstName: text(),
  lastName: text(),
  email: text(),
  phoneNumber: text(),
  state: text(),
  address: text(),
  password: text(),
});
export type NextOfKin = Infer<typeof NextOfKin>;

/** The saved next of kin; the password is never sent back. */
export const SavedNextOfKin = type({ firstName: string(), lastName: string(), email: string(), phoneNumber: string(), state: string(), address: string() });
export type SavedNextOfKin = Infer<typeof SavedNextOfKin>;

export const nextOfKinCall = defineCall({
  name: 'user.nextofkin.get',
  method: 'GET',
  path: '/api/v1/user/nextofkin',
  auth: true,
  // An empty object (or null) while none is saved: the form is then in ADD mode.
  response: recordOrNone(SavedNextOfKin, 'NextOfKinOrNone'),
});

/** The saved next of kin, or null while there is none. */
export const getNextOfKin = () => send(nextOfKinCall).then((data) => (is(data, SavedNextOfKin) ? data : null));

export const createNextOfKinCall = defineCall({ name: 'user.nextofkin.create', method: 'POST', path: '/api/v1/user/nextofkin', auth: true, request: NextOfKin, response: Done });
export const updateNextOfKinCall = defineCall({ name: 'user.nextofkin.update', method: 'PUT', path: '/api/v1/user/nextofkin', auth: true, request: NextOfKin, response: Done });

/** One call per save: POST creates, PUT updates (the original sent an extra POST after either: README, deviations). */
export const saveNextOfKin = (kin: NextOfKin, exists: boolean) => send(exists ? updateNextOfKinCall : createNextOfKinCall, kin).then(() => undefined);

// ---- Portfolio ----
const money = () => wireNumber(number());

export const PortfolioSummary = type({
  savings: type({ totalSavingsBal: money(), totalNaira: money(), totalNairaInterest: money(), totalDollar: money(), totalDollarInterest: money() }),
  // `totalInvetmentBal` is spelt so on the wire.
  investment: type({ totalInvetmentBal: money(), investmentNairaBal: money(), investmentDollarBal: money() }),
  myPurse: type({ totalPurseBal: money(), purseNairaBal: money(), purseDollarBal: money() }),
});
export type PortfolioSummary = Infer<typeof PortfolioSummary>;

/** PUT with no body (wire sheet row 40: the original's getPortfolio helper); the spec's table says GET. */
export const portfolioCall = defineCall({ name: 'user.portfolio_summary', method: 'PUT', path: '/api/v1/user/portfolio_summary', auth: true, response: PortfolioSummary });

export const getPortfolio = () => send(portfolioCall);

// ---- Debit cards (the list is user.card in payments.ts) ----

export const CardId = type({ id: wireText(pattern(string(), /^[A-Za-z0-9_-]+$/)) });
export type CardId = Infer<typeof CardId>;

export const deleteCardCall = defineCall({ name: 'user.card.delete', method: 'DELETE', path: '/api/v1/user/card', auth: true, request: CardId, requestIn: 'query', response: Done });
export const deleteCard = (id: string) => send(deleteCardCall, { id }).then(() => undefined);

// ---- Referral ----

/** `data` is the code itself (wire sheet row 47). */
export const referralCall = defineCall({ name: 'user.referral', method: 'GET', path: '/api/v1/user/referral', auth: true, response: pattern(string(), /^[A-Za-z0-9]{5,}$/) });
export const getReferralCode = () => send(referralCall);

// ---- Password and PIN change ----
/** The new password follows the sign-up rule. */
export const ChangePasswordRequest = type({ oldPsswrd: nonempty(string()), newPsswrd: pattern(string(), PASSWORD_POLICY), platform: Platform });
export type ChangePasswordRequest = Infer<typeof ChangePasswordRequest>;

/** The keys are misspelt on the wire (oldPsswrd, newPsswrd); PUT per the wire sheet (row 45). */
export const changePasswordCall = defineCall({ name: 'identity.password', method: 'PUT', path: '/api/v1/identity/password', auth: true, request: ChangePasswordRequest, response: optional(unknown()), idempotent: true });
/** `idempotencyKey`: the same for a change sent again after its answer was lost, so it acts once. */
export const changePassword = (oldPassword: string, newPassword: string, idempotencyKey: string) =>
  send(changePasswordCall, { oldPsswrd: oldPassword, newPsswrd: newPassword, platform: WEB_PLATFORM }, { idempotencyKey }).then(() => undefined);

const PIN = pattern(string(), /^\d{4}$/);
export const ChangePinRequest = type({ oldPin: nonempty(string()), newPin: PIN, platform: Platform });
export type ChangePinRequest = Infer<typeof ChangePinRequest>;

/** PUT on the path whose POST creates the first PIN (wire sheet row 46). */
export const changePinCall = defineCall({ name: 'user.pin.change', method: 'PUT', path: '/api/v1/user/pin', auth: true, request: ChangePinRequest, response: optional(unknown()), idempotent: true });
export const changePin = (oldPin: string, newPin: string, idempotencyKey: string) =>
  send(changePinCall, { oldPin, newPin, platform: WEB_PLATFORM }, { idempotencyKey }).then(() => undefined);

/** The account area's calls by name (registry.ts): the mock's handlers for them are mock-server/handlers/account.ts. */
export const accountCalls = {
  profile: profileCall,
  updateProfile: updateProfileCall,
  nextOfKin: nextOfKinCall,
  createNextOfKin: createNextOfKinCall,
  updateNextOfKin: updateNextOfKinCall,
  portfolio: portfolioCall,
  deleteCard: deleteCardCall,
  referral: referralCall,
  changePassword: changePasswordCall,
  changePin: changePinCall,
};

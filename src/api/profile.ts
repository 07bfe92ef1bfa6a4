// The profile screen's calls (spec part 2, sections 2 and 7; wire sheet rows 41-44): the customer's
// profile and next of kin, the two tabs of My Account Settings. Their own module, so the profile screen
// does not load the account area's other calls with them.
import { is, nonempty, nullable, optional, string, type, unknown, type Infer } from 'superstruct';
import { defineCall, send } from './http.ts';
import { recordOrNone } from './wire.ts';

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

// Password and PIN change (spec part 2, section 7; wire sheet rows 45-46): the account area's security
// tab, in a module of its own so the tab does not load the area's other calls. Both answers only report
// success (wire sheet, section 5): nothing is read.
import { nonempty, optional, pattern, string, type, unknown, type Infer } from 'superstruct';
import { defineCall, send } from './http.ts';
import { PASSWORD_POLICY } from '../lib/password-policy.ts';
import { Platform, WEB_PLATFORM } from './platform.ts';

/** The new password follows the sign-up rule. */
export const ChangePasswordRequest = type({ oldPsswrd: nonempty(string()), newPsswrd: pattern(string(), PASSWORD_POLICY), platform: Platform });
export type ChangePasswordRequest = Infer<typeof ChangePasswordRequest>;

/** The keys are misspelt on the wire (oldPsswrd, newPsswrd); PUT per the wire sheet (row 45). */
export const changePasswordCall = defineCall({ name: 'identity.password', method: 'PUT', path: '/api/v1/identity/password', auth: true, request: ChangePasswordRequest, response: optional(unknown()) });
export const changePassword = (oldPassword: string, newPassword: string) =>
  send(changePasswordCall, { oldPsswrd: oldPassword, newPsswrd: newPassword, platform: WEB_PLATFORM }).then(() => undefined);

const PIN = pattern(string(), /^\d{4}$/);
export const ChangePinRequest = type({ oldPin: nonempty(string()), newPin: PIN, platform: Platform });
export type ChangePinRequest = Infer<typeof ChangePinRequest>;

/** PUT on the path whose POST creates the first PIN (wire sheet row 46). */
export const changePinCall = defineCall({ name: 'user.pin.change', method: 'PUT', path: '/api/v1/user/pin', auth: true, request: ChangePinRequest, response: optional(unknown()) });
export const changePin = (oldPin: string, newPin: string) => send(changePinCall, { oldPin, newPin, platform: WEB_PLATFORM }).then(() => undefined);

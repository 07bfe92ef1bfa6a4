// The transaction PIN (spec part 1, section 7): created at the end of registration.
import { optional, pattern, string, type, unknown, type Infer } from 'superstruct';
import { defineCall, send } from './http.ts';
import { Platform, WEB_PLATFORM } from './platform.ts';

export const CreatePinRequest = type({ pin: pattern(string(), /^\d{4}$/), platform: Platform });
export type CreatePinRequest = Infer<typeof CreatePinRequest>;

export const createPinCall = defineCall({
  name: 'user.pin.create',
  method: 'POST',
  path: '/api/v1/user/pin',
  auth: true,
  request: CreatePinRequest,
  // The spec does not show the answer; the client reads nothing from it.
  response: optional(unknown()),
});

export const createPin = (pin: string) => send(createPinCall, { pin, platform: WEB_PLATFORM }).then(() => undefined);

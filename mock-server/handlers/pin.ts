// The transaction PIN: set once at the end of registration (changing it belongs to the account area).
import type { Router } from 'express';
import type { UserRecord } from '../../fixtures/builders.ts';
import { createPinCall } from '../../src/api/pin.ts';
import { Refusal } from '../envelope.ts';
import { handle } from '../route.ts';
import type { Store } from '../store.ts';

export const PIN_ALREADY_SET = 'A PIN has already been set for this account';
/** A customer may skip the PIN at sign-up (part 1 §2): what asks for one then says so, and where to set it. */
export const NO_PIN = 'You have not set a transaction PIN yet. Create it under Account, My Security Settings, Change Pin.';

/** Refuses a missing PIN with NO_PIN and a different one with `wrong`, both naming `field`. */
export function checkPin(user: UserRecord, pin: string, wrong: string, field = 'pin') {
  if (!user.pin) throw new Refusal(400, [NO_PIN], { field });
  if (user.pin !== pin) throw new Refusal(400, [wrong], { field });
}

export function pinHandlers(router: Router, store: Store) {
  handle(router, store, createPinCall, ({ input, user }) => {
    if (user.pin) throw new Refusal(400, [PIN_ALREADY_SET]);
    user.pin = input.pin;
    return null;
  });
}

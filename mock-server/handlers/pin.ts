// The transaction PIN: set once, at the end of registration or later from /createpin (changing it belongs to the account area).
import type { Router } from 'express';
import { createPinCall } from '../../src/api/identity.ts';
import { Refusal } from '../envelope.ts';
import { handle } from '../route.ts';
import type { Store } from '../store.ts';

export const PIN_ALREADY_SET = 'A PIN has already been set for this account';

export function pinHandlers(router: Router, store: Store) {
  handle(router, store, createPinCall, ({ input, user }) => {
    if (user.pin) throw new Refusal(400, [PIN_ALREADY_SET]);
    user.pin = input.pin;
    return null;
  });
}

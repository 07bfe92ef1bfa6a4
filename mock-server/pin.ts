// The transaction PIN rule every PIN-approved action shares (a withdrawal, the bank account, a PIN change).
import type { UserRecord } from '../fixtures/builders.ts';
import { Refusal } from './envelope.ts';

/** A customer may skip the PIN at sign-up (part 1 §2): what asks for one then says so, and where to set it. */
export const NO_PIN = 'You have not set a transaction PIN yet. Create it under Account, My Security Settings, Change Pin.';

/** Refuses a missing PIN with NO_PIN and a different one with `wrong`, both naming `field`. */
export function checkPin(user: UserRecord, pin: string, wrong: string, field = 'pin') {
  if (!user.pin) throw new Refusal(400, [NO_PIN], { field });
  if (user.pin !== pin) throw new Refusal(400, [wrong], { field });
}

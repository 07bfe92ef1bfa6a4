// BVN verification: the submitted BVN gets an OTP (operation type 6); confirming it sets `bvnConfirmed`.
import type { Router } from 'express';
import { confirmBvnCall, submitBvnCall } from '../../src/api/identity.ts';
import { OtpOperation } from '../../src/api/util.ts';
import { Refusal } from '../envelope.ts';
import { checkOtp, sendOtp, UNKNOWN_OTP_TARGET } from '../otp.ts';
import { handle } from '../route.ts';
import type { Store } from '../store.ts';

export const BVN_ALREADY_CONFIRMED = 'Your BVN has already been verified';
export const BVN_TAKEN = 'This BVN is linked to another account';

export function bvnHandlers(router: Router, store: Store) {
  const linkedElsewhere = (bvn: string, userId: string) => store.state.bvns.some((b) => b.bvn === bvn && b.userId !== userId);

  handle(router, store, submitBvnCall, ({ input, user }) => {
    if (user.todo.bvnConfirmed) throw new Refusal(400, [BVN_ALREADY_CONFIRMED]);
    if (linkedElsewhere(input.bvn, user.id)) throw new Refusal(400, [BVN_TAKEN]);
    sendOtp(store, input.bvn, OtpOperation.bvn, user.id);
    return null;
  });

  handle(router, store, confirmBvnCall, ({ input, user }) => {
    if (user.todo.bvnConfirmed) throw new Refusal(400, [BVN_ALREADY_CONFIRMED]);
    // A code sent for another customer's attempt at the same BVN does not confirm this one.
    const pending = store.state.otps.find((o) => o.id === input.id && o.operationType === OtpOperation.bvn);
    if (pending && pending.userId !== user.id) throw new Refusal(400, [UNKNOWN_OTP_TARGET]);
    checkOtp(store, input.id, input.token, [OtpOperation.bvn]);
    if (linkedElsewhere(input.id, user.id)) throw new Refusal(400, [BVN_TAKEN]);
    store.state.bvns.push({ userId: user.id, bvn: input.id, confirmedAt: Date.now() });
    user.todo.bvnConfirmed = true;
    return null;
  });
}

// Utility endpoints shared by several flows.
import type { Router } from 'express';
import { productInterestCall, resendOtpCall, uploadFileCall } from '../../src/api/util.ts';
import { interestOptions } from '../payments.ts';
import { resend } from '../otp.ts';
import { handle } from '../route.ts';
import type { Store } from '../store.ts';
import { storeUpload } from '../uploads.ts';

export function utilHandlers(router: Router, store: Store) {
  handle(router, store, resendOtpCall, ({ input }) => {
    resend(store, String(input.id), input.operationType);
    return null;
  });

  handle(router, store, productInterestCall, ({ input }) => ({ interest: interestOptions(input.code, input.ccy) }));

  handle(router, store, uploadFileCall, ({ input, user }) => ({ reference: storeUpload(store, user, input) }));
}

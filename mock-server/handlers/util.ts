// HTTP for the util area (src/api/util.ts): resending a code, interest rates, file upload, the
// questionnaire's answers, the blog and the public contact form. The rules are domain/util.ts.
import { isSignedInResend, type utilCalls } from '../../src/api/util.ts';
import { interestOptions } from '../domain/payments.ts';
import { recordFeedback, storeContactMessage, storeUpload } from '../domain/util.ts';
import { resend } from '../otp.ts';
import type { AreaHandlers } from '../route.ts';

export const utilHandlers: AreaHandlers<typeof utilCalls> = {
  // Registration codes are resent to whoever names the pending registration; the others only to
  // the customer they were sent to, with that customer's session.
  resendOtp: {
    handle: ({ input, store }) => {
      resend(store, String(input.id), input.operationType);
      return null;
    },
    when: (body) => !isSignedInResend(body.operationType),
  },

  resendChallengeOtp: {
    handle: ({ input, store, user }) => {
      resend(store, String(input.id), input.operationType, user.id);
      return null;
    },
    when: (body) => isSignedInResend(body.operationType),
  },

  productInterest: ({ input }) => ({ interest: interestOptions(input.code, input.ccy) }),

  uploadFile: ({ input, store, user }) => ({ reference: storeUpload(store, user, input) }),

  feedback: ({ input, store, user }) => {
    recordFeedback(store, user, input);
    return null;
  },

  blogPosts: ({ store }) => store.state.blogPosts.map((post) => ({ ...post })),

  contact: ({ input, store }) => ({ id: storeContactMessage(store, input) }),
};

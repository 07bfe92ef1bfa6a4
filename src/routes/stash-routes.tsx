// The Stash screens and the shared payment steps they take a payment with. The route table composes
// them, because one feature never imports another. The forms (and the form library they carry) are
// chunks of their own, so each page paints, and starts its calls, while they arrive.
import { lazyRoute } from './lazy-route.tsx';
import { AreaRoutes, areaTable } from './area-routes.tsx';

const StashPage = lazyRoute(() => import('../features/stash/stash-page.tsx'));
const StashForm = lazyRoute(() => import('../features/stash/stash-form.tsx'));
const StashBreakdownPage = lazyRoute(() => import('../features/stash/stash-breakdown-page.tsx'));
const StashOtpPage = lazyRoute(() => import('../features/stash/stash-otp-page.tsx'));
const PaymentSteps = lazyRoute(() => import('../features/payments/payment-steps.tsx'));
const PaymentOtp = lazyRoute(() => import('../features/payments/payment-otp.tsx'));

/** Each route's screen (src/routes/table.ts has their addresses). */
export const { routes: stashRoutes, preload } = areaTable('stash', {
  stash: <StashPage Form={StashForm} />,
  stashBreakdown: <StashBreakdownPage Payment={PaymentSteps} />,
  stashOtp: <StashOtpPage Otp={PaymentOtp} />,
});

export default function StashArea() {
  return <AreaRoutes>{stashRoutes}</AreaRoutes>;
}


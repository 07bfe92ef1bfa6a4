// The Stash screens and the shared payment steps they take a payment with. The route table composes
// them, because one feature never imports another.
import { lazyScreen } from '../ui/lazy-screen.tsx';
import { AreaRoutes, areaTable } from './area-routes.tsx';

const StashPage = lazyScreen(() => import('../features/stash/stash-page.tsx'));
const StashBreakdownPage = lazyScreen(() => import('../features/stash/stash-breakdown-page.tsx'));
const StashOtpPage = lazyScreen(() => import('../features/stash/stash-otp-page.tsx'));
const PaymentSteps = lazyScreen(() => import('../features/payments/payment-steps.tsx'));
const PaymentOtp = lazyScreen(() => import('../features/payments/payment-otp.tsx'));

/** Each route's screen (src/routes/table.ts has their addresses). */
export const { routes: stashRoutes, preload } = areaTable('stash', {
  stash: StashPage,
  stashBreakdown: <StashBreakdownPage Payment={PaymentSteps} />,
  stashOtp: <StashOtpPage Otp={PaymentOtp} />,
});

export default function StashArea() {
  return <AreaRoutes>{stashRoutes}</AreaRoutes>;
}


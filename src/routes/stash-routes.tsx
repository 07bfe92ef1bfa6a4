// The Stash screens and the shared payment steps they take a payment with. The route table composes
// them, because one feature never imports another. The forms (and the form library they carry) are
// chunks of their own, so each page paints, and starts its calls, while they arrive.
import { Route } from 'wouter';
import { lazyRoute } from './lazy-route.tsx';
import { preloadMatching } from './preload-matching.ts';
import { paths } from '../paths.ts';
import { AreaRoutes } from './area-routes.tsx';

const StashPage = lazyRoute(() => import('../features/stash/stash-page.tsx'));
const StashForm = lazyRoute(() => import('../features/stash/stash-form.tsx'));
const StashBreakdownPage = lazyRoute(() => import('../features/stash/stash-breakdown-page.tsx'));
const StashOtpPage = lazyRoute(() => import('../features/stash/stash-otp-page.tsx'));
const PaymentSteps = lazyRoute(() => import('../features/payments/payment-steps.tsx'));
const PaymentOtp = lazyRoute(() => import('../features/payments/payment-otp.tsx'));

/** The routes, as a list for the app's Switch (wouter's Switch looks at its direct children). */
export const stashRoutes = [
  <Route key="stash" path={paths.app.stash}>
    <StashPage Form={StashForm} />
  </Route>,
  <Route key="breakdown" path={paths.app.stashBreakdown}>
    <StashBreakdownPage Payment={PaymentSteps} />
  </Route>,
  <Route key="otp" path={paths.app.stashOtpRoute}>
    <StashOtpPage Otp={PaymentOtp} />
  </Route>,
];

export default function StashArea() {
  return <AreaRoutes>{stashRoutes}</AreaRoutes>;
}

/** Loads the screen `pathname` shows (the entry waits for it before its first render). */
export const preload = (pathname: string) => preloadMatching([...stashRoutes], pathname);

// The purse screens (create in three steps, fund an existing purse) and the shared payment steps they
// take a payment with. The route table composes them, because one feature never imports another.
import { Route } from 'wouter';
import { lazyRoute } from './lazy-route.tsx';
import { preloadMatching } from './preload-matching.ts';
import { paths } from '../paths.ts';
import { pursePaths } from '../features/purse/purse-paths.ts';
import { AreaRoutes } from './area-routes.tsx';

const MyPursePage = lazyRoute(() => import('../features/purse/mypurse-page.tsx'));
const PurseStep1Page = lazyRoute(() => import('../features/purse/purse-step1-page.tsx'));
const PurseStep2Page = lazyRoute(() => import('../features/purse/purse-step2-page.tsx'));
const PurseStep3Page = lazyRoute(() => import('../features/purse/purse-step3-page.tsx'));
const PurseOtpPage = lazyRoute(() => import('../features/purse/purse-otp-page.tsx'));
const FundPursePage = lazyRoute(() => import('../features/purse/fund-purse-page.tsx'));
const FundPurseBreakdownPage = lazyRoute(() => import('../features/purse/fund-purse-breakdown-page.tsx'));
const PaymentSteps = lazyRoute(() => import('../features/payments/payment-steps.tsx'));
const PaymentOtp = lazyRoute(() => import('../features/payments/payment-otp.tsx'));

/** The routes, as a list for the app's Switch (wouter's Switch looks at its direct children). */
export const purseRoutes = [
  <Route key="mypurse" path={paths.app.myPurse} component={MyPursePage} />,
  <Route key="pursestep1" path={pursePaths.step1Pattern} component={PurseStep1Page} />,
  <Route key="pursestep2" path={pursePaths.step2Pattern} component={PurseStep2Page} />,
  <Route key="pursestep3" path={pursePaths.step3}>
    <PurseStep3Page Payment={PaymentSteps} />
  </Route>,
  <Route key="purseotp" path={pursePaths.otpRoute}>
    <PurseOtpPage Otp={PaymentOtp} flow="create" />
  </Route>,
  <Route key="fundpurse" path={pursePaths.fund} component={FundPursePage} />,
  <Route key="fundpursebreakdown" path={pursePaths.fundBreakdown}>
    <FundPurseBreakdownPage Payment={PaymentSteps} />
  </Route>,
  <Route key="fundpurseotp" path={pursePaths.fundOtpRoute}>
    <PurseOtpPage Otp={PaymentOtp} flow="fund" />
  </Route>,
];

export default function PurseArea() {
  return <AreaRoutes>{purseRoutes}</AreaRoutes>;
}

/** Loads the screen `pathname` shows (the entry waits for it before its first render). */
export const preload = (pathname: string) => preloadMatching([...purseRoutes], pathname);

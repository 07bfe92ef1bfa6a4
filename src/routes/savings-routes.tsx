// The savings home, a core plan's detail and the individual plan flow (issue 9), with the shared
// payment steps composed in here, because one feature never imports another.
import { Route } from 'wouter';
import { lazyRoute } from './lazy-route.tsx';
import { preloadMatching } from './preload-matching.ts';
import { paths } from '../paths.ts';
import { savingsPaths } from '../savings-paths.ts';
import { AreaRoutes } from './area-routes.tsx';

const SavingsPage = lazyRoute(() => import('../features/savings/savings-page.tsx'));
const SingleSavingsPage = lazyRoute(() => import('../features/savings/single-savings-page.tsx'));
const CreatePage = lazyRoute(() => import('../features/savings/create-page.tsx'));
const PlanStep1Page = lazyRoute(() => import('../features/savings/plan-step1-page.tsx'));
const PlanStep2Page = lazyRoute(() => import('../features/savings/plan-step2-page.tsx'));
const PlanBreakdownPage = lazyRoute(() => import('../features/savings/plan-breakdown-page.tsx'));
const PlanOtpPage = lazyRoute(() => import('../features/savings/plan-otp-page.tsx'));
const PaymentSteps = lazyRoute(() => import('../features/payments/payment-steps.tsx'));
const PaymentOtp = lazyRoute(() => import('../features/payments/payment-otp.tsx'));

/** The routes, as a list for the app's Switch (wouter's Switch looks at its direct children). */
export const savingsRoutes = [
  <Route key="savings" path={paths.app.savings} component={SavingsPage} />,
  <Route key="single" path={savingsPaths.singleRoute} component={SingleSavingsPage} />,
  <Route key="create" path={paths.app.savingsCreate} component={CreatePage} />,
  <Route key="create2" path={savingsPaths.create2Route} component={PlanStep1Page} />,
  <Route key="create3" path={savingsPaths.create3Route} component={PlanStep2Page} />,
  <Route key="create4" path={savingsPaths.create4}>
    <PlanBreakdownPage Payment={PaymentSteps} />
  </Route>,
  <Route key="otp" path={savingsPaths.otp}>
    <PlanOtpPage Otp={PaymentOtp} />
  </Route>,
];

/** The savings area: the savings home and individual plans (the purse screens are an area of their own). */
export default function SavingsArea() {
  return <AreaRoutes>{savingsRoutes}</AreaRoutes>;
}

/** Loads the screen `pathname` shows (the entry waits for it before its first render). */
export const preload = (pathname: string) => preloadMatching([...savingsRoutes], pathname);

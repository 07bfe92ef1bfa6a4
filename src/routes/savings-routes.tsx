// The savings home, a core plan's detail and the individual plan flow (issue 9), with the shared
// payment steps composed in here, because one feature never imports another.
import { lazy } from 'react';
import { Route } from 'wouter';
import { paths } from '../paths.ts';
import { savingsPaths } from '../savings-paths.ts';
import { AreaRoutes } from './area-routes.tsx';

const SavingsPage = lazy(() => import('../features/savings/savings-page.tsx'));
const SingleSavingsPage = lazy(() => import('../features/savings/single-savings-page.tsx'));
const CreatePage = lazy(() => import('../features/savings/create-page.tsx'));
const PlanStep1Page = lazy(() => import('../features/savings/plan-step1-page.tsx'));
const PlanStep2Page = lazy(() => import('../features/savings/plan-step2-page.tsx'));
const PlanBreakdownPage = lazy(() => import('../features/savings/plan-breakdown-page.tsx'));
const PlanOtpPage = lazy(() => import('../features/savings/plan-otp-page.tsx'));
const PaymentSteps = lazy(() => import('../features/payments/payment-steps.tsx'));
const PaymentOtp = lazy(() => import('../features/payments/payment-otp.tsx'));

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

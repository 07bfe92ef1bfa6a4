// The savings home, a core plan's detail and the individual plan flow (issue 9), with the shared
// payment steps composed in here, because one feature never imports another.
import { lazyScreen } from '../ui/lazy-screen.tsx';
import { AreaRoutes, areaTable } from './area-routes.tsx';

const SavingsPage = lazyScreen(() => import('../features/savings/savings-page.tsx'));
const SingleSavingsPage = lazyScreen(() => import('../features/savings/single-savings-page.tsx'));
const CreatePage = lazyScreen(() => import('../features/savings/create-page.tsx'));
const PlanStep1Page = lazyScreen(() => import('../features/savings/plan-step1-page.tsx'));
const PlanStep2Page = lazyScreen(() => import('../features/savings/plan-step2-page.tsx'));
const PlanBreakdownPage = lazyScreen(() => import('../features/savings/plan-breakdown-page.tsx'));
const PlanOtpPage = lazyScreen(() => import('../features/savings/plan-otp-page.tsx'));
const PaymentSteps = lazyScreen(() => import('../features/payments/payment-steps.tsx'));
const PaymentOtp = lazyScreen(() => import('../features/payments/payment-otp.tsx'));

/** Each route's screen (src/routes/table.ts has their addresses). */
export const { routes: savingsRoutes, preload } = areaTable('savings', {
  savings: SavingsPage,
  singleSavings: SingleSavingsPage,
  savingsCreate: CreatePage,
  savingsCreate2: PlanStep1Page,
  savingsCreate3: PlanStep2Page,
  savingsCreate4: <PlanBreakdownPage Payment={PaymentSteps} />,
  savingsOtp: <PlanOtpPage Otp={PaymentOtp} />,
});

/** The savings area: the savings home and individual plans (the purse screens are an area of their own). */
export default function SavingsArea() {
  return <AreaRoutes>{savingsRoutes}</AreaRoutes>;
}


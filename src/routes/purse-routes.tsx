// The purse screens (create in three steps, fund an existing purse) and the shared payment steps they
// take a payment with. The route table composes them, because one feature never imports another.
import { lazyScreen } from '../ui/lazy-screen.tsx';
import { AreaRoutes, areaTable } from './area-routes.tsx';

const MyPursePage = lazyScreen(() => import('../features/purse/mypurse-page.tsx'));
const PurseStep1Page = lazyScreen(() => import('../features/purse/purse-step1-page.tsx'));
const PurseStep2Page = lazyScreen(() => import('../features/purse/purse-step2-page.tsx'));
const PurseStep3Page = lazyScreen(() => import('../features/purse/purse-step3-page.tsx'));
const PurseOtpPage = lazyScreen(() => import('../features/purse/purse-otp-page.tsx'));
const FundPursePage = lazyScreen(() => import('../features/purse/fund-purse-page.tsx'));
const FundPurseBreakdownPage = lazyScreen(() => import('../features/purse/fund-purse-breakdown-page.tsx'));
const PaymentSteps = lazyScreen(() => import('../features/payments/payment-steps.tsx'));
const PaymentOtp = lazyScreen(() => import('../features/payments/payment-otp.tsx'));

/** Each route's screen (src/routes/table.ts has their addresses). */
export const { routes: purseRoutes, preload } = areaTable('purse', {
  myPurse: MyPursePage,
  purseStep1: PurseStep1Page,
  purseStep2: PurseStep2Page,
  purseStep3: <PurseStep3Page Payment={PaymentSteps} />,
  purseOtp: <PurseOtpPage Otp={PaymentOtp} flow="create" />,
  fundPurse: FundPursePage,
  fundPurseBreakdown: <FundPurseBreakdownPage Payment={PaymentSteps} />,
  fundPurseOtp: <PurseOtpPage Otp={PaymentOtp} flow="fund" />,
});

export default function PurseArea() {
  return <AreaRoutes>{purseRoutes}</AreaRoutes>;
}


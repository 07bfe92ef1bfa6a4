// The purse screens (create in three steps, fund an existing purse), handed the shared payment steps
// they take a payment with.
import { AreaRoutes, areaTable } from './area-routes.tsx';
import { PaymentOtp, PaymentSteps } from './screens.ts';

export const { routes: purseRoutes, preload } = areaTable('purse', {
  purseStep3: (Page) => <Page Payment={PaymentSteps} />,
  purseOtp: (Page) => <Page Otp={PaymentOtp} flow="create" />,
  fundPurseBreakdown: (Page) => <Page Payment={PaymentSteps} />,
  fundPurseOtp: (Page) => <Page Otp={PaymentOtp} flow="fund" />,
});

export default function PurseArea() {
  return <AreaRoutes>{purseRoutes}</AreaRoutes>;
}

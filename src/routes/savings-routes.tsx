// The savings home, a core plan's detail and the individual plan flow, handed the shared payment steps
// they take a payment with.
import { AreaRoutes, areaTable } from './area-routes.tsx';
import { PaymentOtp, PaymentSteps } from './screens.ts';

export const { routes: savingsRoutes, preload } = areaTable('savings', {
  savingsCreate4: (Page) => <Page Payment={PaymentSteps} />,
  savingsOtp: (Page) => <Page Otp={PaymentOtp} />,
});

/** The savings area: the savings home and individual plans (the purse screens are an area of their own). */
export default function SavingsArea() {
  return <AreaRoutes>{savingsRoutes}</AreaRoutes>;
}

// The Stash screens, handed the shared payment steps they take a payment with.
import { AreaRoutes, areaTable } from './area-routes.tsx';
import { PaymentOtp, PaymentSteps } from './screens.ts';

export const { routes: stashRoutes, preload } = areaTable('stash', {
  stashBreakdown: (Page) => <Page Payment={PaymentSteps} />,
  stashOtp: (Page) => <Page Otp={PaymentOtp} />,
});

export default function StashArea() {
  return <AreaRoutes>{stashRoutes}</AreaRoutes>;
}

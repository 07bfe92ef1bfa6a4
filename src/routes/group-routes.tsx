// The group savings screens, handed the shared payment steps they take a contribution with.
import { AreaRoutes, areaTable } from './area-routes.tsx';
import { PaymentOtp, PaymentSteps } from './screens.ts';

export const { routes: groupRoutes, preload } = areaTable('group', {
  groupSavings4: (Page) => <Page Payment={PaymentSteps} />,
  joinGroup2: (Page) => <Page Payment={PaymentSteps} />,
  groupOtp: (Page) => <Page Otp={PaymentOtp} />,
});

export default function GroupArea() {
  return <AreaRoutes>{groupRoutes}</AreaRoutes>;
}

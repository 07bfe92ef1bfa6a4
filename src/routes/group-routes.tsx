// The group savings screens and the shared payment steps they take a contribution with. Each screen
// is a chunk of its own; the route table composes them, because one feature never imports another.
import { lazyScreen } from '../ui/lazy-screen.tsx';
import { AreaRoutes, areaTable } from './area-routes.tsx';

const GroupHubPage = lazyScreen(() => import('../features/groups/group-hub-page.tsx'));
const GroupDetailsPage = lazyScreen(() => import('../features/groups/group-details-page.tsx'));
const GroupDecidePage = lazyScreen(() => import('../features/groups/group-decide-page.tsx'));
const GroupSchedulePage = lazyScreen(() => import('../features/groups/group-schedule-page.tsx'));
const GroupBreakdownPage = lazyScreen(() => import('../features/groups/group-breakdown-page.tsx'));
const PublicGroupsPage = lazyScreen(() => import('../features/groups/public-groups-page.tsx'));
const JoinSchedulePage = lazyScreen(() => import('../features/groups/join-schedule-page.tsx'));
const JoinBreakdownPage = lazyScreen(() => import('../features/groups/join-breakdown-page.tsx'));
const GroupOtpPage = lazyScreen(() => import('../features/groups/group-otp-page.tsx'));
const PaymentSteps = lazyScreen(() => import('../features/payments/payment-steps.tsx'));
const PaymentOtp = lazyScreen(() => import('../features/payments/payment-otp.tsx'));

/** Each route's screen (src/routes/table.ts has their addresses). */
export const { routes: groupRoutes, preload } = areaTable('group', {
  groupSavings: GroupHubPage,
  groupSavings1: GroupDetailsPage,
  groupSavings2: GroupDecidePage,
  groupSavings3: GroupSchedulePage,
  groupSavings4: <GroupBreakdownPage Payment={PaymentSteps} />,
  publicGroup: PublicGroupsPage,
  joinGroup1: JoinSchedulePage,
  joinGroup2: <JoinBreakdownPage Payment={PaymentSteps} />,
  groupOtp: <GroupOtpPage Otp={PaymentOtp} />,
});

export default function GroupArea() {
  return <AreaRoutes>{groupRoutes}</AreaRoutes>;
}


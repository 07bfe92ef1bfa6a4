// The group savings screens and the shared payment steps they take a contribution with. Each screen
// is a chunk of its own; the route table composes them, because one feature never imports another.
import { lazyRoute } from './lazy-route.tsx';
import { AreaRoutes, areaTable } from './area-routes.tsx';

const GroupHubPage = lazyRoute(() => import('../features/groups/group-hub-page.tsx'));
const GroupDetailsPage = lazyRoute(() => import('../features/groups/group-details-page.tsx'));
const GroupDecidePage = lazyRoute(() => import('../features/groups/group-decide-page.tsx'));
const GroupSchedulePage = lazyRoute(() => import('../features/groups/group-schedule-page.tsx'));
const GroupBreakdownPage = lazyRoute(() => import('../features/groups/group-breakdown-page.tsx'));
const PublicGroupsPage = lazyRoute(() => import('../features/groups/public-groups-page.tsx'));
const JoinSchedulePage = lazyRoute(() => import('../features/groups/join-schedule-page.tsx'));
const JoinBreakdownPage = lazyRoute(() => import('../features/groups/join-breakdown-page.tsx'));
const GroupOtpPage = lazyRoute(() => import('../features/groups/group-otp-page.tsx'));
const PaymentSteps = lazyRoute(() => import('../features/payments/payment-steps.tsx'));
const PaymentOtp = lazyRoute(() => import('../features/payments/payment-otp.tsx'));

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


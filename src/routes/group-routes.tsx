// The group savings screens and the shared payment steps they take a contribution with. Each screen
// is a chunk of its own; the route table composes them, because one feature never imports another.
import { Route } from 'wouter';
import { lazyRoute } from './lazy-route.tsx';
import { preloadMatching } from './preload-matching.ts';
import { groupPaths } from '../group-paths.ts';
import { AreaRoutes } from './area-routes.tsx';

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

/** The routes, as a list for the app's Switch (wouter's Switch looks at its direct children). */
export const groupRoutes = [
  <Route key="group-hub" path={groupPaths.groupSavings} component={GroupHubPage} />,
  <Route key="group-1" path={groupPaths.groupSavings1Route} component={GroupDetailsPage} />,
  <Route key="group-2" path={groupPaths.groupSavings2} component={GroupDecidePage} />,
  <Route key="group-3" path={groupPaths.groupSavings3} component={GroupSchedulePage} />,
  <Route key="group-4" path={groupPaths.groupSavings4}>
    <GroupBreakdownPage Payment={PaymentSteps} />
  </Route>,
  <Route key="public-groups" path={groupPaths.publicGroup} component={PublicGroupsPage} />,
  <Route key="join-1" path={groupPaths.joinGroup1Route} component={JoinSchedulePage} />,
  <Route key="join-2" path={groupPaths.joinGroup2}>
    <JoinBreakdownPage Payment={PaymentSteps} />
  </Route>,
  <Route key="group-otp" path={groupPaths.groupOtpRoute}>
    <GroupOtpPage Otp={PaymentOtp} />
  </Route>,
];

export default function GroupArea() {
  return <AreaRoutes>{groupRoutes}</AreaRoutes>;
}

/** Loads the screen `pathname` shows (the entry waits for it before its first render). */
export const preload = (pathname: string) => preloadMatching([...groupRoutes], pathname);

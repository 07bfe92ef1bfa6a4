// The account area's own screens (issue 12). Each screen is a chunk of its own.
import { Route } from 'wouter';
import { lazyRoute } from './lazy-route.tsx';
import { preloadMatching } from './preload-matching.ts';
import { paths } from '../paths.ts';
import { AreaRoutes } from './area-routes.tsx';
import { moneyRoutes } from './money-routes.tsx';
import { accountPaths } from '../account-paths.ts';

const AccountHome = lazyRoute(() => import('../features/account/account-home.tsx'));
const PortfolioPage = lazyRoute(() => import('../features/account/portfolio-page.tsx'));
const SupportPage = lazyRoute(() => import('../features/account/support-page.tsx'));
const SecurityPage = lazyRoute(() => import('../features/account/security-page.tsx'));
const ProfilePage = lazyRoute(() => import('../features/account/profile-page.tsx'));
const ReferPage = lazyRoute(() => import('../features/account/refer-page.tsx'));
const MyCardPage = lazyRoute(() => import('../features/account/my-card-page.tsx'));
const LinkCardPage = lazyRoute(() => import('../features/account/link-card-page.tsx'));

/** The routes, as a list for the app's Switch (wouter's Switch looks at its direct children). */
export const accountRoutes = [
  <Route key="account" path={paths.app.account} component={AccountHome} />,
  <Route key="portfolio" path={paths.app.portfolio} component={PortfolioPage} />,
  <Route key="support" path={accountPaths.support} component={SupportPage} />,
  <Route key="security" path={accountPaths.security} component={SecurityPage} />,
  <Route key="profile" path={accountPaths.profile} component={ProfilePage} />,
  <Route key="refer" path={accountPaths.refer} component={ReferPage} />,
  <Route key="mycard" path={accountPaths.myCard} component={MyCardPage} />,
  <Route key="linkcard" path={accountPaths.linkCard} component={LinkCardPage} />,
];

/** The account area: settings and money out. */
export default function AccountArea() {
  return (
    <AreaRoutes>
      {accountRoutes}
      {moneyRoutes}
    </AreaRoutes>
  );
}

/** Loads the screen `pathname` shows (the entry waits for it before its first render). */
export const preload = (pathname: string) => preloadMatching([...accountRoutes, ...moneyRoutes], pathname);

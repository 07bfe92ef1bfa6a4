// The account area's own screens (issue 12). Each screen is a chunk of its own.
import { lazy } from 'react';
import { Route } from 'wouter';
import { paths } from '../paths.ts';

const AccountHome = lazy(() => import('../features/account/account-home.tsx'));
const PortfolioPage = lazy(() => import('../features/account/portfolio-page.tsx'));
const SupportPage = lazy(() => import('../features/account/support-page.tsx'));
const SecurityPage = lazy(() => import('../features/account/security-page.tsx'));
const ProfilePage = lazy(() => import('../features/account/profile-page.tsx'));
const ReferPage = lazy(() => import('../features/account/refer-page.tsx'));
const MyCardPage = lazy(() => import('../features/account/my-card-page.tsx'));
const LinkCardPage = lazy(() => import('../features/account/link-card-page.tsx'));

/** The routes, as a list for the app's Switch (wouter's Switch looks at its direct children). */
export const accountRoutes = [
  <Route key="account" path={paths.app.account} component={AccountHome} />,
  <Route key="portfolio" path={paths.app.portfolio} component={PortfolioPage} />,
  <Route key="support" path={paths.account.support} component={SupportPage} />,
  <Route key="security" path={paths.account.security} component={SecurityPage} />,
  <Route key="profile" path={paths.account.profile} component={ProfilePage} />,
  <Route key="refer" path={paths.account.refer} component={ReferPage} />,
  <Route key="mycard" path={paths.app.myCard} component={MyCardPage} />,
  <Route key="linkcard" path={paths.account.linkCard} component={LinkCardPage} />,
];

// The savings home, a core plan's detail and the individual plan flow (issue 9), with the shared
// payment steps composed in here, because one feature never imports another.
import { lazy } from 'react';
import { Route } from 'wouter';
import { paths } from '../paths.ts';

const SavingsPage = lazy(() => import('../features/savings/savings-page.tsx'));
const SingleSavingsPage = lazy(() => import('../features/savings/single-savings-page.tsx'));

/** The routes, as a list for the app's Switch (wouter's Switch looks at its direct children). */
export const savingsRoutes = [
  <Route key="savings" path={paths.app.savings} component={SavingsPage} />,
  <Route key="single" path={paths.app.singleSavingsRoute} component={SingleSavingsPage} />,
];

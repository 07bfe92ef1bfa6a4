// /app/*: signed-in customers only; anonymous visitors go to sign-in, unknown app paths to the dashboard.
import { effect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import AppLayout from '../features/app-shell/app-layout.tsx';
import { paths } from '../paths.ts';
import { rememberReturn } from '../state/return-to.ts';
import { signedIn } from '../state/session.ts';
import './connect-api.ts';
import { APP_HOME, Lazy } from './lazy.tsx';
import { savingsRoutes } from './savings-routes.tsx';
import { purseRoutes } from './purse-routes.tsx';
import { stashRoutes } from './stash-routes.tsx';
import { groupRoutes } from './group-routes.tsx';
import { accountRoutes } from './account-routes.tsx';
import { moneyRoutes } from './money-routes.tsx';
import { helpRoutes } from './help-routes.tsx';

const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page.tsx'));

// Whenever the session ends while an /app page is shown (a visitor arriving, a session that ran out),
// sign-in returns to that page afterwards. The effect runs as the session ends, before any redirect;
// Log Out leaves /app first, so it is not remembered.
effect(() => {
  if (!signedIn.value) rememberReturn();
});

export default function AppRoutes() {
  useSignals();
  const [location] = useLocation();
  if (!signedIn.value) return <Redirect to={paths.auth.login} replace />;
  return (
    <AppLayout>
      <Lazy home={APP_HOME} resetKey={location}>
        <Switch>
          <Route path={paths.app.dashboard} component={DashboardPage} />
          {stashRoutes}
          {savingsRoutes}
          {purseRoutes}
          {groupRoutes}
          {accountRoutes}
          {moneyRoutes}
          {helpRoutes}
          <Route>
            <Redirect to={paths.app.dashboard} replace />
          </Route>
        </Switch>
      </Lazy>
    </AppLayout>
  );
}

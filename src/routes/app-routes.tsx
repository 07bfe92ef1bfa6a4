// /app/*: signed-in customers only; anonymous visitors go to sign-in, unknown app paths to the dashboard.
import { effect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, type ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import AppLayout from '../features/app-shell/app-layout.tsx';
import { paths } from '../paths.ts';
import { rememberReturn } from '../state/return-to.ts';
import { signedIn } from '../state/session.ts';
import './connect-api.ts';
import { deferredPart } from '../ui/deferred-part.tsx';
import { areaOf, type Area } from './areas.ts';
import { APP_HOME, Lazy } from './lazy.tsx';

const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page.tsx'));
// Each area's route table loads with its screens, so the dashboard, where every sign-in lands, carries
// none of them (a cold load of a screen gets its area's table as a modulepreload link in the HTML).
const area = (load: () => Promise<{ default: ComponentType }>) => deferredPart(() => load().then((m) => m.default), 'Loading…');
const AREA_ROUTES: Record<Area, ComponentType> = {
  stash: area(() => import('./stash-routes.tsx')),
  purse: area(() => import('./purse-routes.tsx')),
  savings: area(() => import('./savings-routes.tsx')),
  group: area(() => import('./group-routes.tsx')),
  account: area(() => import('./account-routes.tsx')),
  help: area(() => import('./help-routes.tsx')),
};

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
  const where = areaOf(location);
  const Area = where && AREA_ROUTES[where];
  return (
    <AppLayout>
      <Lazy home={APP_HOME} resetKey={location}>
        <Switch>
          <Route path={paths.app.dashboard} component={DashboardPage} />
          <Route>{Area ? <Area /> : <Redirect to={paths.app.dashboard} replace />}</Route>
        </Switch>
      </Lazy>
    </AppLayout>
  );
}

// /app/*: signed-in customers only; anonymous visitors go to sign-in, unknown app paths to the dashboard.
import { effect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useEffect, type ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import AppLayout from '../features/app-shell/app-layout.tsx';
import { paths } from '../paths.ts';
import { rememberReturn } from '../state/return-to.ts';
import { signedIn } from '../state/session.ts';
import { routeAt } from './route-at.ts';
import { screenOf } from './screens.ts';
import { routeNamed, type Area } from './table.ts';
import { APP_HOME, Lazy } from './lazy.tsx';
import { lazyScreen } from '../ui/lazy-screen.tsx';
import { followScreens } from '../ui/screen-arrival.ts';

const DashboardPage = screenOf(routeNamed('dashboard').screen);
// Each area's route table loads with its screens, so the dashboard, where every sign-in lands, carries
// none of them (a cold load of a screen gets its area's table as a modulepreload link in the HTML).
interface AreaModule {
  default: ComponentType;
  preload: (pathname: string) => Promise<unknown>;
}
const area = (load: () => Promise<AreaModule>) => {
  const part = lazyScreen(load);
  return Object.assign(part, { preloadFor: (pathname: string) => part.preload().then((m) => m.preload(pathname)) });
};
const AREA_ROUTES: Record<Exclude<Area, 'site' | 'auth' | 'createPin' | 'dashboard'>, ReturnType<typeof area>> = {
  stash: area(() => import('./stash-routes.tsx')),
  purse: area(() => import('./purse-routes.tsx')),
  savings: area(() => import('./savings-routes.tsx')),
  group: area(() => import('./group-routes.tsx')),
  account: area(() => import('./account-routes.tsx')),
  help: area(() => import('./help-routes.tsx')),
};

/** The table of the area whose route `pathname` is (src/routes/table.ts), if it is one of the /app areas. */
const areaRoutesAt = (pathname: string) => {
  const where = routeAt(pathname)?.area;
  return where && where in AREA_ROUTES ? AREA_ROUTES[where as keyof typeof AREA_ROUTES] : null;
};

// Whenever the session ends while an /app page is shown (a visitor arriving, a session that ran out),
// sign-in returns to that page afterwards. The effect runs as the session ends, before any redirect;
// Log Out leaves /app first, so it is not remembered.
effect(() => {
  if (!signedIn.value) rememberReturn();
});

export default function AppRoutes() {
  useSignals();
  useEffect(() => {
    followScreens();
  }, []);
  const [location] = useLocation();
  if (!signedIn.value) return <Redirect to={paths.login} replace />;
  const Area = areaRoutesAt(location);
  return (
    <AppLayout>
      <Lazy home={APP_HOME}>
        <Switch>
          <Route path={paths.dashboard} component={DashboardPage} />
          <Route>
            {Area ? (
              <Suspense fallback={<p role="status">Loading…</p>}>
                <Area />
              </Suspense>
            ) : (
              <Redirect to={paths.dashboard} replace />
            )}
          </Route>
        </Switch>
      </Lazy>
    </AppLayout>
  );
}

/** Loads what `pathname` shows: the dashboard, or the area's table and its screen. */
export function preload(pathname: string): Promise<unknown> {
  return areaRoutesAt(pathname)?.preloadFor(pathname) ?? DashboardPage.preload();
}

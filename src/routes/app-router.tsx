// The top of the route table. It splits by area only, so the public site's first load carries no
// session, form or API code: each area's table, guard included, is its own lazily loaded chunk.
import { lazy } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { paths } from '../paths.ts';
import { APP_HOME, Lazy } from './lazy.tsx';

const AuthRoutes = lazy(() => import('./auth-routes.tsx'));
const AppRoutes = lazy(() => import('./app-routes.tsx'));
const SiteRoutes = lazy(() => import('./site-routes.tsx'));
const CreatePinRoute = lazy(() => import('./create-pin-route.tsx'));

export function AppRouter() {
  return (
    <Switch>
      <Route path={paths.auth.root}>
        <Redirect to={paths.auth.login} replace />
      </Route>
      <Route path="/auth/*">
        <Lazy>
          <AuthRoutes />
        </Lazy>
      </Route>
      <Route path={paths.createPin}>
        <Lazy>
          <CreatePinRoute />
        </Lazy>
      </Route>
      <Route path="/app/*?">
        <Lazy home={APP_HOME}>
          <AppRoutes />
        </Lazy>
      </Route>
      <Route>
        <Lazy>
          <SiteRoutes />
        </Lazy>
      </Route>
    </Switch>
  );
}

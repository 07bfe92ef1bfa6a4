// The top of the route table. It splits by area only, so the public site's first load carries no
// session, form or API code: each area's table, guard included, is its own lazily loaded chunk.
import { Redirect, Route, Switch } from 'wouter';
import { paths } from '../paths.ts';
import { APP_HOME, Lazy } from './lazy.tsx';
import { lazyScreen } from '../ui/lazy-screen.tsx';

const AuthRoutes = lazyScreen(() => import('./auth-routes.tsx'));
const AppRoutes = lazyScreen(() => import('./app-routes.tsx'));
const SiteRoutes = lazyScreen(() => import('./site-routes.tsx'));
const CreatePinRoute = lazyScreen(() => import('./create-pin-route.tsx'));

export function AppRouter() {
  return (
    <Switch>
      <Route path={paths.authRoot}>
        <Redirect to={paths.login} replace />
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

/**
 * Loads the modules the first render of `pathname` needs (the signed-in app's route tables and screen;
 * their chunks are already on their way as modulepreload links), so that render shows the screen, not a
 * chain of loading states. The public site and the auth screens render (or hydrate) as they are.
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  if (pathname === paths.createPin) return CreatePinRoute.preload();
  if (/^\/app(\/|$)/.test(pathname)) return AppRoutes.preload().then((m) => m.preload(pathname));
  return Promise.resolve();
}

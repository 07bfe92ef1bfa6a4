// The public site inside its shell; any other public path redirects to /. The build prerenders every
// page (scripts/prerender.ts) and the browser hydrates it like any other screen.
import { Redirect, Route, Switch } from 'wouter';
import SiteLayout from '../features/site/site-layout.tsx';
import { paths } from '../paths.ts';
import { areaTable } from './area-routes.tsx';
import { Lazy } from './lazy.tsx';

export const { routes: siteRoutes, preload } = areaTable('site');

export default function SiteRoutes() {
  return (
    <SiteLayout>
      <Lazy>
        <Switch>
          {siteRoutes}
          <Route>
            <Redirect to={paths.home} replace />
          </Route>
        </Switch>
      </Lazy>
    </SiteLayout>
  );
}

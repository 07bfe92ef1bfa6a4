// The public site inside its shell; any other public path redirects to /.
import { lazy } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import SiteLayout from '../features/site/site-layout.tsx';
import { paths } from '../paths.ts';
import { Lazy } from './lazy.tsx';

const HomePage = lazy(() => import('../features/site/home-page.tsx'));

export default function SiteRoutes() {
  return (
    <SiteLayout>
      <Lazy>
        <Switch>
          <Route path={paths.site.home} component={HomePage} />
          <Route>
            <Redirect to={paths.site.home} replace />
          </Route>
        </Switch>
      </Lazy>
    </SiteLayout>
  );
}

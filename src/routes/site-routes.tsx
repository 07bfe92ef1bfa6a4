// The public site inside its shell; any other public path redirects to /. The build prerenders every
// page (scripts/prerender.ts) and the browser hydrates it like any other screen.
import { useLocation, Redirect, Route, Switch } from 'wouter';
import SiteLayout from '../features/site/site-layout.tsx';
import { paths } from '../paths.ts';
import { lazyScreen } from '../ui/lazy-screen.tsx';
import { areaTable } from './area-routes.tsx';
import { Lazy } from './lazy.tsx';

/** Each route's screen (src/routes/table.ts has their addresses). */
export const { routes: siteRoutes, preload } = areaTable('site', {
  home: lazyScreen(() => import('../features/site/home-page.tsx')),
  about: lazyScreen(() => import('../features/site/about-page.tsx')),
  faq: lazyScreen(() => import('../features/site/faq-page.tsx')),
  contact: lazyScreen(() => import('../features/site/contact-page.tsx')),
  terms: lazyScreen(() => import('../features/site/terms-page.tsx')),
  privacy: lazyScreen(() => import('../features/site/privacy-page.tsx')),
});

export default function SiteRoutes() {
  const [location] = useLocation();
  return (
    <SiteLayout>
      <Lazy resetKey={location}>
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

// The public site inside its shell; any other public path redirects to /.
import { lazy } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import SiteLayout from '../features/site/site-layout.tsx';
import { paths } from '../paths.ts';
import { Lazy } from './lazy.tsx';

const HomePage = lazy(() => import('../features/site/home-page.tsx'));
const AboutPage = lazy(() => import('../features/site/about-page.tsx'));
const FaqPage = lazy(() => import('../features/site/faq-page.tsx'));
const TermsPage = lazy(() => import('../features/site/terms-page.tsx'));
const PrivacyPage = lazy(() => import('../features/site/privacy-page.tsx'));
// The only public page that calls the API (anonymously): the client is configured alongside it, in
// parallel, so the other public pages never load it.
const ContactPage = lazy(() =>
  Promise.all([import('../features/site/contact-page.tsx'), import('./connect-public-api.ts')]).then(([page]) => page),
);

export default function SiteRoutes() {
  const [location] = useLocation();
  return (
    <SiteLayout>
      <Lazy resetKey={location}>
        <Switch>
          <Route path={paths.site.home} component={HomePage} />
          <Route path={paths.site.about} component={AboutPage} />
          <Route path={paths.site.faq} component={FaqPage} />
          <Route path={paths.site.contact} component={ContactPage} />
          <Route path={paths.site.terms} component={TermsPage} />
          <Route path={paths.site.privacy} component={PrivacyPage} />
          <Route>
            <Redirect to={paths.site.home} replace />
          </Route>
        </Switch>
      </Lazy>
    </SiteLayout>
  );
}

// The public site inside its shell; any other public path redirects to /.
import type { ReactElement } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import type { ContactFormProps } from '../features/site/contact-form.tsx';
import { toggleAnswer } from '../features/site/faq-answers.ts';
import SiteLayout from '../features/site/site-layout.tsx';
import { staticPage } from '../features/site/static-page.tsx';
import { paths } from '../paths.ts';
import { Lazy } from './lazy.tsx';
import { PageLoading } from '../ui/page-loading.tsx';
import { prerenderedLazy } from '../ui/prerendered-lazy.tsx';
import { whenStarted } from '../ui/when-started.ts';
import { routesIn, type RouteIn } from './table.ts';

function startCarousels(root: HTMLElement) {
  let stop: (() => void) | undefined;
  let left = false;
  void import('../features/site/carousel-dom.ts').then(({ attachCarousels }) => {
    if (!left) stop = attachCarousels(root);
  });
  return () => {
    left = true;
    stop?.();
  };
}

// Pages of fixed text: on a cold load their content is the build's HTML and their modules are never
// fetched; they load only when a visitor moves to the page from another (static-page.tsx). The landing
// page's carousels are brought to life on that HTML by a small module of their own.
const HomePage = staticPage('Home', () => import('../features/site/home-page.tsx'), { onKept: startCarousels });
const AboutPage = staticPage('About Us', () => import('../features/site/about-page.tsx'));
const FaqPage = staticPage('FAQ', () => import('../features/site/faq-page.tsx'), { onClick: toggleAnswer });
const TermsPage = staticPage('Terms of Use', () => import('../features/site/terms-page.tsx'));
const PrivacyPage = staticPage('Privacy Policy', () => import('../features/site/privacy-page.tsx'));
// The only public page that calls the API (anonymously). Its form, with the form library, loads once a visitor starts on the form the build's HTML shows (at once
// when the page is rendered after a move): a visitor who came for the phone number fetches none of it.
// '#contact-form' is the form's id (contact-form.tsx; not imported from there, which would load it).
const ContactPage = prerenderedLazy(() => import('../features/site/contact-page.tsx'), <PageLoading />);
const ContactForm = prerenderedLazy<ContactFormProps>(
  () =>
    whenStarted('#contact-form')
      .then(() => import('../features/site/contact-form.tsx')),
  <p role="status">Loading…</p>,
);

/** Each route's screen (src/routes/table.ts has their addresses). */
const SITE_SCREENS: Record<RouteIn<'site'>, ReactElement> = {
  home: <HomePage />,
  about: <AboutPage />,
  faq: <FaqPage />,
  contact: <ContactPage Form={ContactForm} />,
  terms: <TermsPage />,
  privacy: <PrivacyPage />,
};

export default function SiteRoutes() {
  const [location] = useLocation();
  return (
    <SiteLayout>
      <Lazy resetKey={location}>
        <Switch>
          {routesIn('site').map((route) => (
            <Route key={route.name} path={route.pattern}>
              {SITE_SCREENS[route.name]}
            </Route>
          ))}
          <Route>
            <Redirect to={paths.home} replace />
          </Route>
        </Switch>
      </Lazy>
    </SiteLayout>
  );
}

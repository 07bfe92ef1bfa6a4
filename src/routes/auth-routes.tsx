// /auth/*: visitors only; a signed-in user is sent to the dashboard, unknown auth paths to /.
// A cold load arrives with the screen's prerendered shell (header and form skeleton): it is kept, with
// no session or draft read, until the screen replaces it (src/routes/prerendering.ts): that render is a
// deferred one, which React commits only once the screen's module is there (a lazily loaded screen
// suspends), so no loading state shows in between.
import { useSignals } from '@preact/signals-react/runtime';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import '../features/auth/auth-shell.css.ts';
import { paths } from '../paths.ts';
import { signedIn } from '../state/session.ts';
import { Lazy } from './lazy.tsx';
import { lazyScreen } from '../ui/lazy-screen.tsx';
import { PrerenderedPart } from './prerendered-part.tsx';
import { usePrerendered } from './prerendering.ts';
import { routesIn, type RouteIn } from './table.ts';

const LoginPage = lazyScreen(() => import('../features/auth/login-page.tsx'));
const SignupDetailsPage = lazyScreen(() => import('../features/auth/signup-details-page.tsx'));
const SignupOtpPage = lazyScreen(() => import('../features/auth/signup-otp-page.tsx'));
const SignupPasswordPage = lazyScreen(() => import('../features/auth/signup-password-page.tsx'));
const ForgotPasswordPage = lazyScreen(() => import('../features/auth/forgot-password-page.tsx'));
const ForgotTokenPage = lazyScreen(() => import('../features/auth/forgot-token-page.tsx'));
const ResetPasswordPage = lazyScreen(() => import('../features/auth/reset-password-page.tsx'));

/** Each route's screen (src/routes/table.ts has their addresses). */
const AUTH_SCREENS: Record<RouteIn<'auth'>, typeof LoginPage> = {
  login: LoginPage,
  signup1: SignupDetailsPage,
  signup2: SignupOtpPage,
  signup3: SignupPasswordPage,
  forgotPassword: ForgotPasswordPage,
  forgotToken: ForgotTokenPage,
  createForgotPassword: ResetPasswordPage,
};

export default function AuthRoutes() {
  useSignals();
  const [location] = useLocation();
  const prerendered = usePrerendered();
  if (!prerendered && signedIn.value) return <Redirect to={paths.dashboard} replace />;
  return (
    <Lazy resetKey={location}>
      {prerendered ? (
        <PrerenderedPart />
      ) : (
        <Switch>
          {routesIn('auth').map((route) => (
            <Route key={route.name} path={route.pattern} component={AUTH_SCREENS[route.name]} />
          ))}
          <Route>
            <Redirect to={paths.home} replace />
          </Route>
        </Switch>
      )}
    </Lazy>
  );
}

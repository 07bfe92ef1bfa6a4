// /auth/*: visitors only; a signed-in user is sent to the dashboard, unknown auth paths to /.
// A cold load arrives with the screen's prerendered shell (header and form skeleton): it is kept, with
// no session or draft read, until the screen replaces it (src/routes/prerendering.ts): the render that
// replaces it waits for the screen's module (HoldUntilLoaded), so no loading state shows in between.
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import '../features/auth/auth-shell.css.ts';
import { paths } from '../paths.ts';
import { signedIn } from '../state/session.ts';
import { HoldUntilLoaded } from '../ui/deferred-part.tsx';
import { Lazy } from './lazy.tsx';
import { lazyRoute } from './lazy-route.tsx';
import { PrerenderedPart } from './prerendered-part.tsx';
import { usePrerendered } from './prerendering.ts';
import { routesIn, type RouteIn } from './table.ts';

const LoginPage = lazyRoute(() => import('../features/auth/login-page.tsx'));
const SignupDetailsPage = lazyRoute(() => import('../features/auth/signup-details-page.tsx'));
const SignupOtpPage = lazyRoute(() => import('../features/auth/signup-otp-page.tsx'));
const SignupPasswordPage = lazyRoute(() => import('../features/auth/signup-password-page.tsx'));
const ForgotPasswordPage = lazyRoute(() => import('../features/auth/forgot-password-page.tsx'));
const ForgotTokenPage = lazyRoute(() => import('../features/auth/forgot-token-page.tsx'));
const ResetPasswordPage = lazyRoute(() => import('../features/auth/reset-password-page.tsx'));

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
  // The address whose prerendered shell this hydrated (none on a client render, after a move).
  const [shellOf] = useState(prerendered ? location : null);
  if (!prerendered && signedIn.value) return <Redirect to={paths.dashboard} replace />;
  return (
    <Lazy resetKey={location}>
      {prerendered ? (
        <PrerenderedPart />
      ) : (
        <HoldUntilLoaded value={location === shellOf}>
          <Switch>
            {routesIn('auth').map((route) => (
              <Route key={route.name} path={route.pattern} component={AUTH_SCREENS[route.name]} />
            ))}
            <Route>
              <Redirect to={paths.home} replace />
            </Route>
          </Switch>
        </HoldUntilLoaded>
      )}
    </Lazy>
  );
}

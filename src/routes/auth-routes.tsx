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
import './connect-api.ts';
import { HoldUntilLoaded } from '../ui/deferred-part.tsx';
import { Lazy } from './lazy.tsx';
import { lazyRoute } from './lazy-route.tsx';
import { PrerenderedPart } from './prerendered-part.tsx';
import { usePrerendered } from './prerendering.ts';

const LoginPage = lazyRoute(() => import('../features/auth/login-page.tsx'));
const SignupDetailsPage = lazyRoute(() => import('../features/auth/signup-details-page.tsx'));
const SignupOtpPage = lazyRoute(() => import('../features/auth/signup-otp-page.tsx'));
const SignupPasswordPage = lazyRoute(() => import('../features/auth/signup-password-page.tsx'));
const ForgotPasswordPage = lazyRoute(() => import('../features/auth/forgot-password-page.tsx'));
const ForgotTokenPage = lazyRoute(() => import('../features/auth/forgot-token-page.tsx'));
const ResetPasswordPage = lazyRoute(() => import('../features/auth/reset-password-page.tsx'));

export default function AuthRoutes() {
  useSignals();
  const [location] = useLocation();
  const prerendered = usePrerendered();
  // The address whose prerendered shell this hydrated (none on a client render, after a move).
  const [shellOf] = useState(prerendered ? location : null);
  if (!prerendered && signedIn.value) return <Redirect to={paths.app.dashboard} replace />;
  return (
    <Lazy resetKey={location}>
      {prerendered ? (
        <PrerenderedPart />
      ) : (
        <HoldUntilLoaded value={location === shellOf}>
          <Switch>
            <Route path={paths.auth.login} component={LoginPage} />
            <Route path={paths.auth.signup1Pattern} component={SignupDetailsPage} />
            <Route path={paths.auth.signup2} component={SignupOtpPage} />
            <Route path={paths.auth.signup3} component={SignupPasswordPage} />
            <Route path={paths.auth.forgotPassword} component={ForgotPasswordPage} />
            <Route path={paths.auth.forgotToken} component={ForgotTokenPage} />
            <Route path={paths.auth.createForgotPassword} component={ResetPasswordPage} />
            <Route>
              <Redirect to={paths.site.home} replace />
            </Route>
          </Switch>
        </HoldUntilLoaded>
      )}
    </Lazy>
  );
}

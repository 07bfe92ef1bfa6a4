// /auth/*: visitors only; a signed-in user is sent to the dashboard, unknown auth paths to /.
// A cold load arrives with the screen's prerendered shell (header and form skeleton): it is kept, with
// no session or draft read, until the screen replaces it (src/routes/prerendering.ts).
import { useSignals } from '@preact/signals-react/runtime';
import { lazy } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import '../features/auth/auth-shell.css.ts';
import { paths } from '../paths.ts';
import { signedIn } from '../state/session.ts';
import './connect-api.ts';
import { Lazy } from './lazy.tsx';
import { PrerenderedPart } from './prerendered-part.tsx';
import { usePrerendered } from './prerendering.ts';

const LoginPage = lazy(() => import('../features/auth/login-page.tsx'));
const SignupDetailsPage = lazy(() => import('../features/auth/signup-details-page.tsx'));
const SignupOtpPage = lazy(() => import('../features/auth/signup-otp-page.tsx'));
const SignupPasswordPage = lazy(() => import('../features/auth/signup-password-page.tsx'));
const ForgotPasswordPage = lazy(() => import('../features/auth/forgot-password-page.tsx'));
const ForgotTokenPage = lazy(() => import('../features/auth/forgot-token-page.tsx'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page.tsx'));

export default function AuthRoutes() {
  useSignals();
  const [location] = useLocation();
  const prerendered = usePrerendered();
  if (!prerendered && signedIn.value) return <Redirect to={paths.app.dashboard} replace />;
  return (
    <Lazy resetKey={location}>
      {prerendered ? (
        <PrerenderedPart />
      ) : (
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
      )}
    </Lazy>
  );
}

// /auth/*: visitors only; a signed-in user is sent to the dashboard, unknown auth paths to /.
import { useSignals } from '@preact/signals-react/runtime';
import { lazy } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { paths } from '../paths.ts';
import { signedIn } from '../state/session.ts';
import './connect-api.ts';
import { Lazy } from './lazy.tsx';

const LoginPage = lazy(() => import('../features/auth/login-page.tsx'));

export default function AuthRoutes() {
  useSignals();
  if (signedIn.value) return <Redirect to={paths.app.dashboard} replace />;
  return (
    <Lazy>
      <Switch>
        <Route path={paths.auth.login} component={LoginPage} />
        <Route>
          <Redirect to={paths.site.home} replace />
        </Route>
      </Switch>
    </Lazy>
  );
}

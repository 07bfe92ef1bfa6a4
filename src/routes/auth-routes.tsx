// /auth/*: visitors only; a signed-in user is sent to the dashboard, unknown auth paths to /.
// A cold load arrives with the screen's prerendered shell (header and form skeleton): it is kept, with
// no session or draft read, until the screen replaces it (src/routes/prerendering.ts): that render is a
// deferred one, which React commits only once the screen's module is there (a lazily loaded screen
// suspends), so no loading state shows in between.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { paths } from '../paths.ts';
import { signedIn } from '../state/session.ts';
import { Lazy } from './lazy.tsx';
import { areaTable } from './area-routes.tsx';
import { PrerenderedPart } from './prerendered-part.tsx';
import { usePrerendered } from './prerendering.ts';
import { followScreens } from '../ui/screen-arrival.ts';

const { routes: authRoutes } = areaTable('auth');

export default function AuthRoutes() {
  useSignals();
  useEffect(() => {
    followScreens();
  }, []);
  const prerendered = usePrerendered();
  if (!prerendered && signedIn.value) return <Redirect to={paths.dashboard} replace />;
  return (
    <Lazy>
      {prerendered ? (
        <PrerenderedPart />
      ) : (
        <Switch>
          {authRoutes}
          <Route>
            <Redirect to={paths.home} replace />
          </Route>
        </Switch>
      )}
    </Lazy>
  );
}

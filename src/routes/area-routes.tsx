// One area's screens in a Switch of their own; an address the area does not know goes to the dashboard.
import type { ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { paths } from '../paths.ts';
import { APP_HOME, Lazy } from './lazy.tsx';

export function AreaRoutes({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <Lazy home={APP_HOME} resetKey={location}>
      <Switch>
        {children}
        <Route>
          <Redirect to={paths.app.dashboard} replace />
        </Route>
      </Switch>
    </Lazy>
  );
}

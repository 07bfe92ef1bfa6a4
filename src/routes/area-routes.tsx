// One area's screens in a Switch of their own, built from the route table (table.ts): each row's screen
// (screens.ts) at its pattern, and the preload of the screen an address shows. A screen that is handed
// parts (the payment steps) is composed by its area's file. An address the area does not know goes to
// the dashboard.
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { paths } from '../paths.ts';
import { APP_HOME, Lazy } from './lazy.tsx';
import { routeAt } from './route-at.ts';
import { screenOf } from './screens.ts';
import { routesIn, type Area, type RouteIn } from './table.ts';

/** For a route whose screen is handed parts: the element to render, given its screen. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen takes its own props
export type Compose = (Screen: ComponentType<any>) => ReactElement;

/** An area's routes, as a list for a Switch (wouter's Switch looks at its direct children), and the preload of the screen an address shows. */
export function areaTable<A extends Area>(area: A, composed: Partial<Record<RouteIn<A>, Compose>> = {}) {
  const routes = routesIn(area).map((route) => {
    const Screen = screenOf(route.screen);
    const compose = composed[route.name as RouteIn<A>];
    return compose ? (
      <Route key={route.name} path={route.pattern}>
        {compose(Screen)}
      </Route>
    ) : (
      <Route key={route.name} path={route.pattern} component={Screen} />
    );
  });
  /** Loads the screen `pathname` shows (the entry waits for it before its first render). */
  const preload = (pathname: string): Promise<unknown> => {
    const route = routeAt(pathname);
    return route?.area === area ? screenOf(route.screen).preload() : Promise.resolve();
  };
  return { routes, preload };
}

export function AreaRoutes({ children }: { children: ReactNode }) {
  return (
    <Lazy home={APP_HOME}>
      <Switch>
        {children}
        <Route>
          <Redirect to={paths.dashboard} replace />
        </Route>
      </Switch>
    </Lazy>
  );
}

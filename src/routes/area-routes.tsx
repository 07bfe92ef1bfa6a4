// One area's screens in a Switch of their own, built from the route table (table.ts): the area's file
// maps each of its route names to the screen it shows, and gets the <Route>s and the preload of the
// screen an address shows. An address the area does not know goes to the dashboard.
import { isValidElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { paths } from '../paths.ts';
import { APP_HOME, Lazy } from './lazy.tsx';
import { routeAt } from './route-at.ts';
import { routesIn, type Area, type RouteIn } from './table.ts';

/** What a route shows: a screen component (given the route's params as wouter's `params` prop), or an element (a screen with the parts it is handed). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen takes its own props
export type Screen = ComponentType<any> | ReactElement;
export type Screens<A extends Area> = Record<RouteIn<A>, Screen>;

interface Preloadable {
  preload: () => Promise<unknown>;
}

/** A lazily loaded screen (src/ui/lazy-screen.tsx), as opposed to an element a table renders as it is. */
const isPreloadable = (value: unknown): value is Preloadable =>
  (typeof value === 'object' || typeof value === 'function') && value !== null && typeof (value as Partial<Preloadable>).preload === 'function';

/** The lazily loaded screen a route renders first: the component, or the element's type (not the parts handed to it, which load after paint). */
const preloadable = (screen: Screen) => (isValidElement(screen) ? screen.type : screen);

/** An area's routes, as a list for a Switch (wouter's Switch looks at its direct children), and the preload of the screen an address shows. */
export function areaTable<A extends Area>(area: A, screens: Screens<A>) {
  const routes = routesIn(area).map((route) => {
    const screen: Screen = screens[route.name as RouteIn<A>];
    if (isValidElement(screen)) return <Route key={route.name} path={route.pattern}>{screen}</Route>;
    return <Route key={route.name} path={route.pattern} component={screen} />;
  });
  /** Loads the screen `pathname` shows (the entry waits for it before its first render). */
  const preload = (pathname: string): Promise<unknown> => {
    const route = routeAt(pathname);
    const part = route?.area === area ? preloadable(screens[route.name as RouteIn<A>]) : null;
    return isPreloadable(part) ? part.preload() : Promise.resolve();
  };
  return { routes, preload };
}

export function AreaRoutes({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <Lazy home={APP_HOME} resetKey={location}>
      <Switch>
        {children}
        <Route>
          <Redirect to={paths.dashboard} replace />
        </Route>
      </Switch>
    </Lazy>
  );
}

// The build's server side (scripts/prerender.ts builds this for Node): one route's HTML as React's own
// static rendering produces it, every lazily loaded part resolved, through the same tree the browser
// hydrates (src/app.tsx) at the route's address.
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { Route, Router, Switch } from 'wouter';
import { app } from './app.tsx';
import { AppShell } from './features/app-shell/app-shell.tsx';
import { AuthShell, shells, type Shell } from './features/auth/auth-shell.tsx';
import { PrerenderedHtml } from './routes/prerendered-part.tsx';
import { shellRoutes, type ShellRoute } from './routes/table.ts';

/** Every route the table prerenders as a shell has one (a route without one fails the type check). */
const shellOf: Record<ShellRoute, Shell> = shells;

/** The shell of the screen at the current address, if it has one. */
const AuthShells = () => (
  <Switch>
    {shellRoutes.map((route) => (
      <Route key={route.name} path={route.pattern}>
        <AuthShell {...shellOf[route.name]} />
      </Route>
    ))}
  </Switch>
);

/** The markup of `#root` for `path`: no script, no inline style (the CSP allows neither). A screen in the auth layout gets its shell. */
export async function renderRoute(path: string): Promise<string> {
  // A part that fails would ship its loading state and be rendered again in the browser (reported there
  // as an error): the build fails instead.
  const errors: unknown[] = [];
  const shell = renderToStaticMarkup(
    <Router ssrPath={path}>
      <AuthShells />
    </Router>,
  );
  const { prelude } = await prerender(
    <Router ssrPath={path}>
      <PrerenderedHtml value={shell}>{app}</PrerenderedHtml>
    </Router>,
    {
      // Every boundary inline: a large one would otherwise be sent apart and put in place by an inline
      // script, which the CSP refuses and a static page has no need of.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => void errors.push(error),
    },
  );
  const html = await new Response(prelude).text();
  if (errors.length) throw new Error(`prerendering ${path} failed`, { cause: errors[0] });
  return html;
}

/** The markup of `#root` for every signed-in address: the app's frame around a loading state (not hydrated). */
export const renderAppShell = (): string => renderToStaticMarkup(<AppShell />);

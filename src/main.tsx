// Entry: mounts the router. Kept tiny: everything else loads with the area that needs it. A route
// the build prerendered (scripts/prerender.ts) arrives with its HTML in #root: that is hydrated, not
// replaced; every other route is rendered here, once the modules its first render needs have arrived
// (the HTML preloads them), so that render shows the screen, not loading states. A signed-in route
// arrives with the app's frame marked `data-shell`, which that render replaces as it commits. Both the
// hydration and the render are transitions, so React yields to the browser while it works instead of
// blocking input.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { app } from './app.tsx';
import { preloadRoute } from './routes/app-router.tsx';
import { connectApi } from './routes/connect-api.ts';
import { keepFocusThroughBusyButtons } from './ui/busy-focus.ts';
import { noteTyped } from './ui/typed-before-hydration.ts';

connectApi();
keepFocusThroughBusyButtons();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
if (root.firstElementChild && !root.hasAttribute('data-shell')) {
  noteTyped(root);
  // Hydrated as a transition too: React then hydrates in slices of a few milliseconds rather than in one
  // long task (a default-priority hydration never yields), so the page answers input while it works.
  // A part still waiting for its module hydrates later, perhaps after the visitor has followed a link:
  // it hydrates at the address the HTML was made for (`ssrPath`), and then moves to the new one, where
  // reading the new address would not match the HTML and make React throw it away.
  const { pathname, search } = window.location;
  startTransition(() => {
    hydrateRoot(
      root,
      <Router ssrPath={pathname} ssrSearch={search}>
        {app}
      </Router>,
    );
  });
}
else {
  const render = () => startTransition(() => createRoot(root).render(app));
  // A module that fails to arrive is left to the route's own loading and error handling.
  void preloadRoute(window.location.pathname).then(render, render);
}

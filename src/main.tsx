// Entry: mounts the router. Kept tiny: everything else loads with the area that needs it. A route
// the build prerendered (scripts/prerender.ts) arrives with its HTML in #root: that is hydrated, not
// replaced; every other route is rendered here, once the modules its first render needs have arrived
// (the HTML preloads them), so that render shows the screen, not loading states. A signed-in route
// arrives with the app's frame marked `data-shell`, which that render replaces as it commits. Both the
// hydration and the render are transitions, so React yields to the browser while it works instead of
// blocking input.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { app } from './app.tsx';
import { preloadRoute } from './routes/app-router.tsx';
import { connectApi } from './routes/connect-api.ts';
import { noteTyped } from './ui/typed-before-hydration.ts';

connectApi();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
if (root.firstElementChild && !root.hasAttribute('data-shell')) {
  noteTyped(root);
  // Hydrated as a transition too: React then hydrates in slices of a few milliseconds rather than in one
  // long task (a default-priority hydration never yields), so the page answers input while it works.
  startTransition(() => {
    hydrateRoot(root, app);
  });
}
else {
  const render = () => startTransition(() => createRoot(root).render(app));
  // A module that fails to arrive is left to the route's own loading and error handling.
  void preloadRoute(window.location.pathname).then(render, render);
}

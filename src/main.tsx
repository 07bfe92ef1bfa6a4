// Entry: mounts the router. Kept tiny: everything else loads with the area that needs it. A route
// the build prerendered (scripts/prerender.ts) arrives with its HTML in #root: that is hydrated, not
// replaced; every other route starts empty and is rendered here, once the modules its first render
// needs have arrived (the HTML preloads them), so that render shows the screen, not loading states.
// React before React DOM (app.tsx imports it first): in this order the bundler lays out their shared
// chunk 150 bytes (gzip) smaller.
import { app } from './app.tsx';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadRoute } from './routes/app-router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
if (root.firstElementChild) hydrateRoot(root, app);
else {
  const render = () => createRoot(root).render(app);
  // A module that fails to arrive is left to the route's own loading and error handling.
  void preloadRoute(window.location.pathname).then(render, render);
}

// Entry: mounts the router. Kept tiny: everything else loads with the area that needs it. A route
// the build prerendered (scripts/prerender.ts) arrives with its HTML in #root: that is hydrated, not
// replaced; every other route starts empty and is rendered here.
// React before React DOM (app.tsx imports it first): in this order the bundler lays out their shared
// chunk 150 bytes (gzip) smaller.
import { app } from './app.tsx';
import { createRoot, hydrateRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);

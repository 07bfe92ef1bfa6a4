// Entry: mounts the router. Kept tiny: everything else loads with the area that needs it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter, preloadRoute } from './routes/app-router.tsx';
import { ErrorBoundary } from './routes/error-boundary.tsx';
import { SITE_HOME } from './routes/lazy.tsx';
import './styles/global.css.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <ErrorBoundary home={SITE_HOME}>
        <AppRouter />
      </ErrorBoundary>
    </StrictMode>,
  );
// The first render waits for the modules the address shows (already on their way, preloaded by the
// HTML); a module that fails to arrive is left to the route's own loading and error handling.
void preloadRoute(window.location.pathname).then(render, render);

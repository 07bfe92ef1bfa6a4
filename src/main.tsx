// Entry: mounts the router. Kept tiny: everything else loads with the area that needs it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './routes/app-router.tsx';
import { ErrorBoundary } from './routes/error-boundary.tsx';
import { SITE_HOME } from './routes/lazy.tsx';
import './styles/global.css.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <ErrorBoundary home={SITE_HOME}>
      <AppRouter />
    </ErrorBoundary>
  </StrictMode>,
);

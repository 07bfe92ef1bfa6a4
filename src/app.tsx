// The whole client as one element: the browser mounts (or hydrates) it, and the build prerenders it
// for the public pages and the auth screens' shells (src/prerender.tsx), so both render one tree.
import { StrictMode } from 'react';
import { AppRouter } from './routes/app-router.tsx';
import { ErrorBoundary } from './routes/error-boundary.tsx';
import { SITE_HOME } from './routes/lazy.tsx';
import './styles/global.css.ts';

export const app = (
  <StrictMode>
    <ErrorBoundary home={SITE_HOME}>
      <AppRouter />
    </ErrorBoundary>
  </StrictMode>
);

// The shared loading state for the lazily loaded screens inside (a Suspense), inside an error boundary: a screen that
// fails to load or render shows a message in its place, never a blank page.
import { Suspense, type ReactNode } from 'react';
import { paths } from '../paths.ts';
import { PageLoading } from '../ui/page-loading.tsx';
import { ErrorBoundary } from './error-boundary.tsx';

export interface Home {
  href: string;
  label: string;
}

export const SITE_HOME: Home = { href: paths.home, label: 'Go to the home page' };
export const APP_HOME: Home = { href: paths.dashboard, label: 'Go to your dashboard' };

/** `resetKey`: pass the location where a screen changes under a layout that stays, so a failure clears on navigating. */
export const Lazy = ({ children, home = SITE_HOME, resetKey }: { children: ReactNode; home?: Home; resetKey?: string }) => (
  <ErrorBoundary home={home} {...(resetKey === undefined ? {} : { resetKey })}>
    <Suspense fallback={<PageLoading />}>{children}</Suspense>
  </ErrorBoundary>
);

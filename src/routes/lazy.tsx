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

export const Lazy = ({ children, home = SITE_HOME }: { children: ReactNode; home?: Home }) => (
  <ErrorBoundary home={home}>
    <Suspense fallback={<PageLoading />}>{children}</Suspense>
  </ErrorBoundary>
);

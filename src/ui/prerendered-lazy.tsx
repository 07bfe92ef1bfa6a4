// A lazily loaded part of a prerendered page (the public site's and the auth screens' route tables, the
// contact page, its form, the module of a kept part: static-page.tsx), in a Suspense boundary of its
// own. While React hydrates the build's HTML, a boundary whose module has not arrived keeps that HTML
// until it does (selective hydration); the build's render waits for it. After a move it shows its
// loading state, or the part at once if its module is already there (lazy-screen.tsx).
import { Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { lazyScreen } from './lazy-screen.tsx';

export function prerenderedLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, loading: ReactNode) {
  const Part = lazyScreen(load);
  return function PrerenderedLazy(props: P) {
    // The same element when this renders again once hydrated: a boundary still waiting for its module
    // that receives an update is rendered afresh, and the build's HTML (and what was typed in it) lost.
    return useMemo(
      () => (
        <Suspense fallback={loading}>
          <Part {...props} />
        </Suspense>
      ),
      [props],
    );
  };
}

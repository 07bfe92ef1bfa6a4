// A lazily loaded part of a prerendered page (the public site's and the auth screens' route tables, the
// contact page, its form, the module of a kept part: static-page.tsx). While React hydrates the build's
// HTML it is React.lazy in a Suspense boundary of its own, which keeps that HTML until the module
// arrives (and which the build's render waits for). Rendered after a move, it is a lazily loaded
// screen (lazy-screen.tsx) in a Suspense of its own, shown at once if its module is already there.
import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { lazyScreen } from './lazy-screen.tsx';
import { useHydrated } from './use-hydrated.ts';

export function prerenderedLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, loading: ReactNode) {
  const FromHtml = lazy(load) as unknown as ComponentType<P>;
  const Moved = lazyScreen(load);
  return function PrerenderedLazy(props: P) {
    // Decided when the part mounts: false in the build's render and while React hydrates its HTML.
    const [fromHtml] = useState(!useHydrated());
    // The same element when this renders again once hydrated: a boundary still waiting for its module
    // that receives an update is rendered afresh, and the build's HTML (and what was typed in it) lost.
    return useMemo(
      () =>
        fromHtml ? (
          <Suspense fallback={loading}>
            <FromHtml {...props} />
          </Suspense>
        ) : (
          <Suspense fallback={loading}>
            <Moved {...props} />
          </Suspense>
        ),
      [fromHtml, props],
    );
  };
}

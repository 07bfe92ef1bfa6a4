// Lazily loaded screens and parts of screens (a form and its form library, say), so a route's first
// paint stays small. Not React.lazy: React reveals a suspended boundary's content on a 300 ms timer
// after its fallback shows, which a frozen test clock (page.clock) never runs, so a move to a screen not
// yet loaded stayed on "Loading…". A deferred part shows the loading state of the nearest `WhileLoading`
// (or its own) and swaps in the part as its module arrives, with no timer. A module loaded before the
// part renders (the entry's route preload, a prefetch) renders at once. A module that fails to load is
// thrown, so the route's error boundary offers Reload.
import { createContext, Suspense, use, useContext, useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';

const LoadingFallback = createContext<ReactNode>(null);
/**
 * Inside, a render that meets a part still loading suspends, as React.lazy does, instead of showing a
 * loading state: for a render React commits only once all of it is there (a deferred render that
 * replaces a prerendered shell: auth-routes.tsx).
 */
export const HoldUntilLoaded = createContext(false);

/** What deferred parts inside show while they load (in place of a Suspense fallback; a Suspense too, for React.lazy). */
export const WhileLoading = ({ fallback, children }: { fallback: ReactNode; children: ReactNode }) => (
  <LoadingFallback value={fallback}>
    <Suspense fallback={fallback}>{children}</Suspense>
  </LoadingFallback>
);

/**
 * A component for `pick(module)`, with `preload` (the module, loaded once; a failed load is tried again
 * next time). `loading`: a status line's text, or what to show (null: nothing); by default the
 * nearest WhileLoading's fallback.
 */
export function deferredModule<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>, loading?: string | ReactNode) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<M> | null = null;
  const preload = (): Promise<M> =>
    (pending ??= load().then(
      (module) => {
        loaded = pick(module);
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));

  function DeferredPart(props: P) {
    const fallback = useContext(LoadingFallback);
    const hold = useContext(HoldUntilLoaded);
    const [part, setPart] = useState<{ Part: ComponentType<P> } | { error: unknown } | null>(() => (loaded ? { Part: loaded } : null));
    // Suspends on mount (this state is then thrown away; the next try finds the module loaded).
    if (!part && hold) use(preload());
    useEffect(() => {
      if (part) return;
      let live = true;
      preload().then(
        (module) => live && setPart({ Part: pick(module) }),
        (error: unknown) => live && setPart({ error }),
      );
      return () => {
        live = false;
      };
    }, [part]);
    if (part && 'error' in part) throw part.error;
    if (part) return <part.Part {...props} />;
    if (loading === undefined) return fallback;
    return typeof loading === 'string' ? <p role="status">{loading}</p> : loading;
  }
  return Object.assign(DeferredPart, { preload });
}

/** A part whose module's loader resolves to the component itself. */
export const deferredPart = <P extends object>(load: () => Promise<ComponentType<P>>, loading?: string | ReactNode) =>
  deferredModule(load, (part) => part, loading);

/** A module's default export (a screen), as React.lazy takes it; `preload` resolves to the module. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy itself: any component type
export const lazyPart = <M extends { default: ComponentType<any> }>(load: () => Promise<M>, loading?: string | ReactNode) =>
  deferredModule<M, ComponentProps<M['default']>>(load, (module) => module.default, loading);

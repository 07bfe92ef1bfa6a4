// React.lazy for route screens, with a preload. A cold load of a deep address needs three modules
// in a row (the app's routes, the area's table, the screen); the HTML preloads all of them, but with
// plain React.lazy each one still suspends once, and React holds back every Suspense reveal for 300 ms
// after a fallback shows: on a phone that stacked up to about a second of "Loading…" with every chunk
// already there. The entry calls `preloadRoute` (app-router.tsx) before its first render; a screen whose
// module has arrived then renders at once (its lazy gets an already-settled thenable, which React reads
// without suspending), so the first render is the screen itself.
import { lazy, type ComponentType } from 'react';

export interface Preloadable {
  preload: () => Promise<unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy itself: any component type
export function lazyRoute<M extends { default: ComponentType<any> }>(load: () => Promise<M>) {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  /** The module (its other exports too), loading it once. */
  const preload = (): Promise<M> =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined; // a chunk that failed to arrive may arrive on the next try
        throw error;
      },
    ));
  // A thenable that has settled calls back at once: React.lazy then resolves during the render.
  const settled = (module: M) => ({ then: (resolve: (m: M) => void) => resolve(module) }) as unknown as Promise<M>;
  return Object.assign(
    lazy<M['default']>(() => (loaded ? settled(loaded) : preload())),
    { preload },
  );
}

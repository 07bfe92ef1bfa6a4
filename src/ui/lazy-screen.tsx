// A lazily loaded screen, or a part of one that loads on intent: React.lazy, with a `preload` that
// resolves the very module React.lazy renders. The entry and the area tables preload the screen an
// address shows before the first render; a part mounted once its module is there renders in that
// render (React.lazy alone suspends once even on a module already loaded, and would flash the nearest
// Suspense's fallback). While it loads, the nearest Suspense's fallback shows; a load that fails is
// thrown to the route's error boundary, whose Reload tries again.
import { lazy, useState, type ComponentProps, type ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy itself: any component type
export function lazyScreen<M extends { default: ComponentType<any> }>(load: () => Promise<M>) {
  type Props = ComponentProps<M['default']>;
  let loaded: ComponentType<Props> | null = null;
  let pending: Promise<M> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null; // a chunk that failed to arrive may arrive on the next try
        throw error;
      },
    ));
  const Lazy: ComponentType<Props> = lazy(preload);
  function LazyScreen(props: Props) {
    // Chosen once per mount: swapping Lazy for the loaded component later would remount it (and lose its state).
    const [Screen] = useState(() => loaded ?? Lazy);
    return <Screen {...props} />;
  }
  return Object.assign(LazyScreen, { preload });
}

// A part of a screen whose code loads after the screen paints (a form and its form library, say), so
// the route's first paint stays small. Not React.lazy: a suspended boundary is revealed on a timer,
// which a frozen test clock never runs; this shows a status line and swaps in the part when its
// module arrives. A module that fails to load is thrown, so the route's error boundary offers Reload.
import { useEffect, useState, type ComponentType } from 'react';

export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>, loadingText: string) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const get = () =>
    (pending ??= load().then(
      (part) => (loaded = part),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));

  function DeferredPart(props: P) {
    const [part, setPart] = useState<{ Part: ComponentType<P> } | { error: unknown } | null>(() => (loaded ? { Part: loaded } : null));
    useEffect(() => {
      if (part) return;
      let live = true;
      get().then(
        (Part) => live && setPart({ Part }),
        (error: unknown) => live && setPart({ error }),
      );
      return () => {
        live = false;
      };
    }, [part]);
    if (part && 'error' in part) throw part.error;
    if (part) return <part.Part {...props} />;
    return <p role="status">{loadingText}</p>;
  }
  // Loaded before the first render (the entry's route preload), the part renders at once.
  return Object.assign(DeferredPart, { preload: get });
}

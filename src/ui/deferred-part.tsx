// A part of a screen whose code loads after the screen paints (a form and its form library, say), so
// the route's first paint stays small. Not React.lazy: a suspended boundary is revealed on a timer,
// which a frozen test clock never runs; this shows a status line and swaps in the part when its
// module arrives. A module that fails to load is thrown, so the route's error boundary offers Reload.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** `loading`: a status line's text, or what to show instead (nothing: null) while the part loads. */
export function deferredPart<P extends object>(load: () => Promise<ComponentType<P>>, loading: string | ReactNode) {
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
    return typeof loading === 'string' ? <p role="status">{loading}</p> : loading;
  }
  // Loaded before the first render (the entry's route preload), the part renders at once.
  return Object.assign(DeferredPart, { preload: get });
}

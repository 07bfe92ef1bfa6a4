// Route screens, loaded when first shown, with a preload. A cold load of a deep address needs three
// modules in a row (the app's routes, the area's table, the screen); the HTML preloads all of them, and
// the entry calls `preloadRoute` (app-router.tsx) before its first render, so that render shows the
// screen itself, not a chain of loading states. After a move, a screen not yet loaded shows the nearest
// loading state until it arrives (a deferred part: src/ui/deferred-part.tsx, not React.lazy, whose
// reveal waits on a timer that a frozen test clock never runs).
export { lazyPart as lazyRoute } from '../ui/deferred-part.tsx';

export interface Preloadable {
  preload: () => Promise<unknown>;
}

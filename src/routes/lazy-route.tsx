// React.lazy for route screens, with a preload. A cold load of a deep address needs three modules
// in a row (the app's routes, the area's table, the screen); the HTML preloads all of them, but with
// plain React.lazy each one still suspends once, and React holds back every Suspense reveal for 300 ms
// after a fallback shows: on a phone that stacked up to about a second of "Loading…" with every chunk
// already there. The entry calls `preloadRoute` (app-router.tsx) before its first render; a screen whose
// module has arrived then renders at once (its lazy gets an already-settled thenable, which React reads
// without suspending), so the first render is the screen itself.
import { lazy, type ComponentType, type ReactElement, type ReactNode } from 'react';

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

const isPreloadable = (value: unknown): value is Preloadable =>
  (typeof value === 'object' || typeof value === 'function') && value !== null && typeof (value as Partial<Preloadable>).preload === 'function';

/** Does `pathname` match a wouter pattern (`:name` one segment, a trailing `*?` or `*` any rest)? */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.replace(/\/+$/, '').split('/');
  const got = pathname.replace(/\/+$/, '').split('/');
  const last = want[want.length - 1];
  if (last === '*' || last === '*?') return want.slice(0, -1).every((seg, i) => seg === got[i] || (seg.startsWith(':') && !!got[i]));
  return want.length === got.length && want.every((seg, i) => seg === got[i] || (seg.startsWith(':') && got[i] !== ''));
}

/**
 * The lazily loaded screens an element tree renders: the route's `component` and the element types in
 * its children. Not the parts handed to a screen as props (a form, the payment steps): the screen loads
 * those after it paints, as the HTML preloads only the screen (scripts/route-chunks.ts).
 */
function preloadablesIn(node: ReactNode, found: Preloadable[] = []): Preloadable[] {
  if (Array.isArray(node)) {
    for (const child of node as ReactNode[]) preloadablesIn(child, found);
  } else if (node && typeof node === 'object' && 'props' in node) {
    const element = node as ReactElement<{ component?: unknown; children?: ReactNode }>;
    if (isPreloadable(element.type)) found.push(element.type);
    if (isPreloadable(element.props.component)) found.push(element.props.component);
    preloadablesIn(element.props.children, found);
  }
  return found;
}

/** Preloads what the first route of `routes` that matches `pathname` renders (as wouter's Switch picks it). */
export function preloadMatching(routes: ReactElement<{ path?: string }>[], pathname: string): Promise<unknown> {
  const route = routes.find((r) => typeof r.props.path === 'string' && matchesPattern(r.props.path, pathname));
  return Promise.all(route ? preloadablesIn(route).map((part) => part.preload()) : []);
}

// Which lazily loaded screens a route table renders for an address, so that the entry can load them
// before its first render (lazy-route.tsx). Apart from lazyRoute itself: only the signed-in area's
// tables need this, so the public site's entry does not carry it.
import type { ReactElement, ReactNode } from 'react';
import type { Preloadable } from './lazy-route.tsx';

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

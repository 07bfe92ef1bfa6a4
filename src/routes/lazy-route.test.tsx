// @vitest-environment jsdom
// A screen loaded before the first render shows in that render (no loading state); what a route table
// renders for an address is what its preload loads.
import { act, startTransition, Suspense, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../ui/lazy-screen.tsx';
import { areaTable } from './area-routes.tsx';
import { screenNames, screenOf } from './screens.ts';
import { ROUTES as routeTable } from './table.ts';
import { routeAt } from './route-at.ts';
import { paths } from '../paths.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const Screen = ({ name = 'the screen' }: { name?: string }) => <h1>{name}</h1>;
const fallback = <p>Loading…</p>;

describe('lazyScreen', () => {
  it('renders a preloaded screen in the first commit, without the loading state', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Screen }));
    const Lazy = lazyScreen(load);
    await Lazy.preload();
    act(() => root.render(<Suspense fallback={fallback}>{<Lazy />}</Suspense>));
    expect(host.textContent).toBe('the screen');
    expect(load).toHaveBeenCalledTimes(1);
  });

  // (Whether it waits on a timer is for the journeys: act() commits React.lazy's reveal without one.)
  it('shows the nearest loading state while the screen loads, and the screen as it arrives', async () => {
    let arrive!: (m: { default: typeof Screen }) => void;
    const Lazy = lazyScreen(() => new Promise<{ default: typeof Screen }>((resolve) => (arrive = resolve)));
    act(() => root.render(<Suspense fallback={fallback}>{<Lazy name="arrived" />}</Suspense>));
    expect(host.textContent).toBe('Loading…');
    await act(() => {
      arrive({ default: Screen });
      return Promise.resolve();
    });
    expect(host.textContent).toBe('arrived');
  });

  it('suspends, as React.lazy does: a transition keeps what is shown until the screen is there', async () => {
    let arrive!: (m: { default: typeof Screen }) => void;
    const Lazy = lazyScreen(() => new Promise<{ default: typeof Screen }>((resolve) => (arrive = resolve)));
    const show = (content: ReactNode) => (
      <Suspense fallback={fallback}>{content}</Suspense>
    );
    act(() => root.render(show(<p>the prerendered shell</p>)));
    // Awaited: a transition that suspends inside a synchronous act() is not retried when its data arrives.
    await act(() => Promise.resolve(startTransition(() => root.render(show(<Lazy />)))));
    expect(host.textContent).toBe('the prerendered shell');
    arrive({ default: Screen });
    await act(() => Lazy.preload());
    expect(host.textContent).toBe('the screen');
  });

  it('throws a failed load to the error boundary, and loads again next time (a chunk may arrive on the next try)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue({ default: Screen });
    const Lazy = lazyScreen(load);
    await expect(Lazy.preload()).rejects.toThrow('chunk failed');
    await expect(Lazy.preload()).resolves.toEqual({ default: Screen });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('areaTable', () => {
  it("renders each of the area's rows at its pattern and preloads the screen an address shows, not the parts handed to it", async () => {
    const form = lazyScreen(() => Promise.resolve({ default: () => <form /> }));
    const formLoad = vi.spyOn(form, 'preload');
    const { routes, preload } = areaTable('stash', { stashBreakdown: (Page) => <Page Payment={form} /> });
    expect(routes.map((r) => (r.props as { path: string }).path)).toEqual(routeTable.filter((r) => r.area === 'stash').map((r) => r.pattern));
    const otp = vi.spyOn(screenOf('stash/stash-otp-page'), 'preload');
    const breakdown = vi.spyOn(screenOf('stash/stash-breakdown-page'), 'preload');
    await preload(paths.stashOtp('c-1'));
    await preload(paths.dashboard); // another area's route
    expect([otp.mock.calls.length, breakdown.mock.calls.length]).toEqual([1, 0]);
    await preload(paths.stashBreakdown);
    expect([breakdown.mock.calls.length, formLoad.mock.calls.length]).toEqual([1, 0]);
  });

  it('finds every screen the route table names, and no screen module the table does not name', () => {
    expect(new Set(screenNames())).toEqual(new Set(routeTable.map((r) => r.screen)));
    for (const row of routeTable) expect(screenOf(row.screen), row.name).toBe(screenOf(row.screen));
  });

  it('matches addresses as wouter does', () => {
    expect(routeAt('/app/blog/12')?.name).toBe('blogPost');
    expect(routeAt('/app/blog')?.name).toBe('blog');
    expect(routeAt('/app/blog/12/x')).toBeUndefined();
    expect(routeAt('/app/account/')?.name).toBe('account');
    expect(routeAt('/app/stash/otp/a%20b')?.name).toBe('stashOtp');
  });
});

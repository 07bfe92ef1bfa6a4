// @vitest-environment jsdom
// A screen that throws or whose chunk fails shows a message and a way on, never a blank page.
import { act, lazy } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CHUNK_FAILED_TITLE, isChunkFailure, RENDER_FAILED_TITLE } from './error-boundary.tsx';
import { APP_HOME, Lazy } from './lazy.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('undefined is not an object');
}

describe('the error boundary', () => {
  it('shows a message and a way home for a render error, and logs it', async () => {
    await act(() => Promise.resolve(root.render(<Lazy home={APP_HOME}><Broken /></Lazy>)));
    expect(host.querySelector('[role=alert] h2')?.textContent).toBe(RENDER_FAILED_TITLE);
    const home = host.querySelector('a');
    expect(home?.getAttribute('href')).toBe('/app/dashboard');
    expect(home?.textContent).toBe('Go to your dashboard');
    expect(vi.mocked(console.error).mock.calls.some((args) => args[0] === 'A screen failed to render:')).toBe(true);
  });

  it('offers Reload, in place, when a screen’s chunk fails to load', async () => {
    const Screen = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://x/assets/dashboard-page-abc.js')));
    await act(() => Promise.resolve(root.render(<Lazy><Screen /></Lazy>)));
    await act(() => Promise.resolve());
    expect(host.querySelector('[role=alert] h2')?.textContent).toBe(CHUNK_FAILED_TITLE);
    expect(host.querySelector('button')?.textContent).toBe('Reload');
  });

  it('clears a caught error when the location changes, so navigating away recovers', async () => {
    const { hook, navigate } = memoryLocation({ path: '/app/broken' });
    function Screen() {
      const [location] = useLocation();
      if (location === '/app/broken') throw new Error('undefined is not an object');
      return <p>{location}</p>;
    }
    await act(() => Promise.resolve(root.render(<Router hook={hook}><Lazy><Screen /></Lazy></Router>)));
    expect(host.querySelector('[role=alert] h2')?.textContent).toBe(RENDER_FAILED_TITLE);
    await act(() => Promise.resolve(navigate('/app/savings')));
    expect(host.querySelector('[role=alert]')).toBeNull();
    expect(host.querySelector('p')?.textContent).toBe('/app/savings');
  });

  it('recognises each browser’s words for a failed chunk', () => {
    expect(isChunkFailure(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkFailure(new TypeError('error loading dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkFailure(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkFailure(new Error('x is undefined'))).toBe(false);
  });
});

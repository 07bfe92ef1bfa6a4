// @vitest-environment jsdom
// useLoad: each load's request starts in a task after the mount, so a screen's several calls never run
// as one long task; a load cancelled before its turn sends nothing; answers and failures show.
import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoad } from './use-load.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const unmounts: (() => void)[] = [];
afterEach(() => unmounts.splice(0).forEach((unmount) => unmount()));

/** Renders `element` into a fresh container; `show` renders something else in its place. */
function mount(element: ReactElement) {
  const container = document.body.appendChild(document.createElement('div'));
  const reactRoot = createRoot(container);
  act(() => reactRoot.render(element));
  unmounts.push(() => {
    act(() => reactRoot.unmount());
    container.remove();
  });
  return { text: () => container.textContent, show: (next: ReactElement) => act(() => reactRoot.render(next)) };
}

/** Resolves after the tasks already queued have run (a message queued behind them). */
const afterQueuedTasks = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

function Shows({ fetcher }: { fetcher: () => Promise<string> }) {
  const load = useLoad(fetcher);
  return <p>{load.status === 'ready' ? load.data : load.status}</p>;
}

describe('useLoad', () => {
  it('sends each request in a task after the mount, then shows the answer', async () => {
    const first = vi.fn(() => Promise.resolve('first answer'));
    const second = vi.fn(() => Promise.resolve('second answer'));
    const screen = mount(
      <>
        <Shows fetcher={first} />
        <Shows fetcher={second} />
      </>,
    );
    // Mounted, effects run: nothing sent yet in the task that mounted the screen.
    expect(screen.text()).toBe('loadingloading');
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    await act(async () => {
      await afterQueuedTasks();
      await afterQueuedTasks();
    });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(screen.text()).toBe('first answersecond answer');
  });

  it('sends nothing for a screen that left before its turn', async () => {
    const fetcher = vi.fn(() => Promise.resolve('never shown'));
    const screen = mount(<Shows fetcher={fetcher} />);
    screen.show(<p>elsewhere</p>);
    await act(async () => {
      await afterQueuedTasks();
      await afterQueuedTasks();
    });
    expect(fetcher).not.toHaveBeenCalled();
    expect(screen.text()).toBe('elsewhere');
  });

  it('shows a failure as failed', async () => {
    const screen = mount(<Shows fetcher={() => Promise.reject(new Error('down'))} />);
    await act(async () => {
      await afterQueuedTasks();
      await afterQueuedTasks();
    });
    expect(screen.text()).toBe('failed');
  });
});

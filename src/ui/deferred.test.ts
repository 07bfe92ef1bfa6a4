// The deferred API stack: fetched at idle, once, and again after a failed attempt.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../api/errors.ts';
import { deferred } from './deferred.ts';

describe('deferred', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts loading when the browser is idle, and loads only once', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('window', { requestIdleCallback: (task: () => void) => idle.push(task) });
    const load = vi.fn(() => Promise.resolve({ ok: true }));
    const get = deferred('api', load);
    expect(load).not.toHaveBeenCalled();
    idle.forEach((task) => task());
    expect(load).toHaveBeenCalledTimes(1);
    await expect(get()).resolves.toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads on demand before idle, and tries again after a failure', async () => {
    vi.stubGlobal('window', { requestIdleCallback: () => 0 });
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('module');
    const get = deferred('api', load);
    await expect(get()).rejects.toBeInstanceOf(NetworkError);
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

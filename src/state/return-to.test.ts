import { describe, expect, it } from 'vitest';
import { appPathOnly } from './return-to.ts';

const origin = 'https://vibe.example';

describe('appPathOnly', () => {
  it('keeps same-origin /app paths with their query and hash', () => {
    expect(appPathOnly('/app/blog/103', origin)).toBe('/app/blog/103');
    expect(appPathOnly('/app', origin)).toBe('/app');
    expect(appPathOnly('/app/account/mycard#pills-withdrawalAccount', origin)).toBe('/app/account/mycard#pills-withdrawalAccount');
    expect(appPathOnly('/app/blog?q=stash', origin)).toBe('/app/blog?q=stash');
  });

  it('refuses anything that could leave the app area or the site', () => {
    for (const raw of ['https://evil.example/app', '//evil.example/app', '/\\evil.example', '/application', '/app/../auth/login', '/', '/auth/login', 'javascript:alert(1)', '', null, 42]) {
      expect(appPathOnly(raw, origin), String(raw)).toBeNull();
    }
  });
});

describe('appPathOnly outside a browser and at the edges', () => {
  it('needs no window: without one, a path is taken against a local origin', () => {
    expect(typeof window).toBe('undefined');
    expect(appPathOnly('/app/savings?tab=core')).toBe('/app/savings?tab=core');
    expect(appPathOnly('/auth/login')).toBeNull();
  });

  it('takes only a path, never a relative address or a whole URL, even of this site', () => {
    for (const raw of ['app/blog', ' /app/blog', `${origin}/app/blog`]) expect(appPathOnly(raw, origin), raw).toBeNull();
  });

  it('takes nothing on a page whose origin is opaque (a file or a sandboxed frame)', () => {
    expect(appPathOnly('/app/blog', 'null')).toBeNull();
  });
});

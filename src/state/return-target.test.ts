import { describe, expect, it } from 'vitest';
import { appPathOnly } from './return-target.ts';

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

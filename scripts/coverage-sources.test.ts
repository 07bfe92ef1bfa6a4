import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPatterns } from './coverage-sources.ts';

describe('builtPatterns', () => {
  it('finds the routes of every route table, the areas’ own path tables included', () => {
    const built = builtPatterns();
    for (const pattern of ['/auth/login', '/app/dashboard', '/app/account/profile', '/app/groupsavings1/:', '/app/savings/pursestep1/:', '/app/blog/:', '/app/otpwithdraw/:', '/app/singlesavings/:']) {
      expect(built, pattern).toContain(pattern);
    }
  });

  it('refuses a path it cannot resolve instead of counting the route as not built', () => {
    const dir = mkdtempSync(join(tmpdir(), 'routes-'));
    writeFileSync(join(dir, 'x-routes.tsx'), '<Route path={newPaths.thing} component={X} />');
    expect(() => builtPatterns(dir)).toThrow(/cannot resolve path=\{newPaths\.thing\}/);
  });
});

import { describe, expect, it } from 'vitest';
import { postAge } from './post-age.ts';

const now = new Date('2026-11-01T09:00:00Z');
const daysBefore = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();

describe('postAge', () => {
  it('counts whole days, weeks, months and years', () => {
    expect(postAge(daysBefore(0.5), now)).toBe('today');
    expect(postAge(daysBefore(1), now)).toBe('1 day ago');
    expect(postAge(daysBefore(3), now)).toBe('3 days ago');
    expect(postAge(daysBefore(7), now)).toBe('1 week ago');
    expect(postAge(daysBefore(19), now)).toBe('2 weeks ago');
    expect(postAge(daysBefore(65), now)).toBe('2 months ago');
    expect(postAge(daysBefore(800), now)).toBe('2 years ago');
  });

  it('reads a future or unreadable date safely', () => {
    expect(postAge(daysBefore(-2), now)).toBe('today');
    expect(postAge('not a date', now)).toBe('');
  });
});

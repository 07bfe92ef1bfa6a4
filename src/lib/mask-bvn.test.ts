import { describe, expect, it } from 'vitest';
import { maskBvn } from './mask-bvn.ts';

describe('maskBvn', () => {
  it('keeps only the last four digits of an 11-digit BVN', () => {
    expect(maskBvn('22212345678')).toBe('*******5678');
  });
  it('keeps the length of a 10-digit BVN', () => {
    expect(maskBvn('2221234567')).toBe('******4567');
  });
  it('never shows a short value, and ignores surrounding spaces', () => {
    expect(maskBvn('1234')).toBe('****');
    expect(maskBvn(' 22212345678 ')).toBe('*******5678');
    expect(maskBvn('')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { formatDate, formatDollars, formatMoney, formatNaira, isNaira, maskCard } from './format.ts';

describe('formatting', () => {
  it('shows Naira in en-NG with the Naira sign', () => {
    expect(formatNaira(1234567.5)).toBe('₦1,234,567.50');
  });
  it('shows dollars in en-US', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
  });
  it('picks the currency from its code', () => {
    expect(formatMoney(10)).toBe('₦10.00');
    expect(formatMoney(10, '1')).toBe('₦10.00');
    expect(formatMoney(10, 'NGN')).toBe('₦10.00');
    expect(formatMoney(10, '2')).toBe('$10.00');
    // A group's code arrives as a number (wire sheet row 17).
    expect(formatMoney(10, 1)).toBe('₦10.00');
    expect(formatMoney(10, 2)).toBe('$10.00');
  });
  it('tells Naira by any of its codes', () => {
    expect([isNaira(), isNaira('1'), isNaira(1), isNaira('NGN'), isNaira('ngn')]).toEqual([true, true, true, true, true]);
    expect([isNaira('2'), isNaira(2), isNaira('USD')]).toEqual([false, false, false]);
  });
  it('shows dates as day, month name, year', () => {
    expect(formatDate('2024-03-12T10:00:00Z')).toBe('12 March 2024');
  });
  it('masks a card as bin, six stars, last digits', () => {
    expect(maskCard('412345', '6789')).toBe('412345******6789');
  });
});

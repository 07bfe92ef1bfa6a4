import { describe, expect, it } from 'vitest';
import { formatDate, formatDollars, formatMoney, formatNaira, formatPercent, isNaira, maskCard } from './format.ts';

describe('formatting', () => {
  it('shows Naira in en-NG with the Naira sign', () => {
    expect(formatNaira(1234567.5)).toBe('₦1,234,567.50');
  });
  it('shows a percentage with at most two decimals', () => {
    expect([42.857142857, 8, 11.5, 0.005, 100].map(formatPercent)).toEqual(['42.86%', '8%', '11.5%', '0.01%', '100%']);
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

// The formatting is written out (format.ts says why); Intl is the reference it must equal.
describe('formatting equals Intl', () => {
  const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
  const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Lagos' });
  // A fixed sequence (a linear congruential generator): the same amounts every run.
  let seed = 20_261_127;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const amounts = [
    0, -0, 1, -1, 0.005, 1.005, 2.675, 10.125, 0.1 + 0.2, 999.995, 999_999_999.995, -0.001, 1e-7, 0.000_001, 123_456_789_012.345, 99_999_999_999_999.99,
    NaN, Infinity, -Infinity,
    ...Array.from({ length: 2_000 }, (_, i) => Math.round((next() - 0.2) * 10 ** (i % 12)) / 10 ** (i % 4)),
  ];

  it('Naira and dollars, for whole, half-cent, negative, tiny, huge and random amounts', () => {
    for (const amount of amounts) {
      expect([amount, formatNaira(amount)]).toEqual([amount, naira.format(amount)]);
      expect([amount, formatDollars(amount)]).toEqual([amount, dollars.format(amount)]);
    }
  });

  it('dates in Lagos, the hour before midnight UTC included', () => {
    const instants = [
      '2024-03-12T10:00:00Z', '2026-11-26T22:59:59Z', '2026-11-26T23:00:00Z', '2026-12-31T23:30:00Z', '2024-02-28T23:00:00Z', '2000-01-01', '1990-06-15',
      ...Array.from({ length: 500 }, () => new Date(Date.UTC(1970, 0, 1) + next() * 100 * 365.25 * 86_400_000).toISOString()),
    ];
    for (const at of instants) expect([at, formatDate(at)]).toEqual([at, longDate.format(new Date(at))]);
  });
});

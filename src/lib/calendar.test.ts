import { afterEach, describe, expect, it, vi } from 'vitest';
import { contributionCount, daysBetween, isoDay, todayIso } from './calendar.ts';
import { FREQUENCIES, frequencyName } from './frequency.ts';
import { NIGERIAN_STATES, STATE_OPTIONS } from './nigerian-states.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('calendar days', () => {
  it('writes a day as a date input holds it, zero-padded, in the local calendar', () => {
    expect(isoDay(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(isoDay(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });

  it('reads today from the clock', () => {
    vi.useFakeTimers({ now: new Date(2026, 2, 9, 10, 30) });
    expect(todayIso()).toBe('2026-03-09');
  });

  it('counts whole days between two days, negative when the second comes first', () => {
    expect(daysBetween('2026-01-01', '2026-01-31')).toBe(30);
    expect(daysBetween('2026-01-31', '2026-01-01')).toBe(-30);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-05-05', '2026-05-05')).toBe(0);
  });
});

describe('contributionCount', () => {
  it('counts the first contribution and one every `frequency` days until the end', () => {
    expect(contributionCount('2026-01-01', '2026-01-31', 7)).toBe(5);
    expect(contributionCount('2026-01-01', '2026-01-31', 30)).toBe(2);
    expect(contributionCount('2026-01-01', '2026-01-31', 1)).toBe(31);
  });

  it('is one for a one-time plan, and for an end before the start', () => {
    expect(contributionCount('2026-01-01', '2026-12-31', 0)).toBe(1);
    expect(contributionCount('2026-01-01', '2026-12-31', -7)).toBe(1);
    expect(contributionCount('2026-01-31', '2026-01-01', 7)).toBe(1);
  });
});

describe('frequencies and states as the forms offer them', () => {
  it('names each contribution frequency, and any other number of days', () => {
    expect(FREQUENCIES.map((f) => frequencyName(f.value))).toEqual(['Daily', 'Weekly', 'Monthly', 'One time']);
    expect(frequencyName(7)).toBe('Weekly');
    expect(frequencyName(14)).toBe('Every 14 days');
  });

  it('offers the 36 states and the FCT, each as its own value and label', () => {
    expect(STATE_OPTIONS).toHaveLength(37);
    expect(STATE_OPTIONS[0]).toEqual({ value: 'Abia', label: 'Abia' });
    expect(STATE_OPTIONS.map((o) => o.value)).toEqual([...NIGERIAN_STATES]);
  });
});

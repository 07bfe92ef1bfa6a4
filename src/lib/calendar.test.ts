import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Calendar from './calendar.ts';
import type * as Frequency from './frequency.ts';
import type * as States from './nigerian-states.ts';

// Loaded afresh before each test: these functions and lists are made as their modules load, so a copy
// imported once at the top would be the one made before the test ran (README, Mutation testing).
let contributionCount: typeof Calendar.contributionCount;
let daysBetween: typeof Calendar.daysBetween;
let isoDay: typeof Calendar.isoDay;
let todayIso: typeof Calendar.todayIso;
let FREQUENCIES: typeof Frequency.FREQUENCIES;
let frequencyName: typeof Frequency.frequencyName;
let NIGERIAN_STATES: typeof States.NIGERIAN_STATES;
let STATE_OPTIONS: typeof States.STATE_OPTIONS;

beforeEach(async () => {
  vi.resetModules();
  ({ contributionCount, daysBetween, isoDay, todayIso } = await import('./calendar.ts'));
  ({ FREQUENCIES, frequencyName } = await import('./frequency.ts'));
  ({ NIGERIAN_STATES, STATE_OPTIONS } = await import('./nigerian-states.ts'));
});

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

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Calendar from './calendar.ts';
import type * as Frequency from './frequency.ts';
import type * as States from './nigerian-states.ts';

// Loaded afresh before each test: these functions and lists are made as their modules load, so a copy
// imported once at the top would be the one made before the test ran (README, Mutation testing).
let contributionCount: typeof Calendar.contributionCount;
let daysBetween: typeof Calendar.daysBetween;
let isoDay: typeof Calendar.isoDay;
let todayInLagos: typeof Calendar.todayInLagos;
let lagosDayIn: typeof Calendar.lagosDayIn;
let notBefore: typeof Calendar.notBefore;
let notAfter: typeof Calendar.notAfter;
let fromToday: typeof Calendar.fromToday;
let FREQUENCIES: typeof Frequency.FREQUENCIES;
let FREQUENCY_CODES: typeof Frequency.FREQUENCY_CODES;
let frequencyName: typeof Frequency.frequencyName;
let PICK_A_DATE: typeof Frequency.PICK_A_DATE;
let WITHDRAWAL_FREQUENCY_CODES: typeof Frequency.WITHDRAWAL_FREQUENCY_CODES;
let withdrawalFrequencyName: typeof Frequency.withdrawalFrequencyName;
let NIGERIAN_STATES: typeof States.NIGERIAN_STATES;
let STATE_OPTIONS: typeof States.STATE_OPTIONS;

beforeEach(async () => {
  vi.resetModules();
  ({ contributionCount, daysBetween, fromToday, isoDay, lagosDayIn, notAfter, notBefore, todayInLagos } = await import('./calendar.ts'));
  ({ FREQUENCIES, FREQUENCY_CODES, frequencyName, PICK_A_DATE, WITHDRAWAL_FREQUENCY_CODES, withdrawalFrequencyName } = await import('./frequency.ts'));
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

  it('reads today in Lagos (UTC+1) from the clock, whatever the time zone of the machine', () => {
    vi.useFakeTimers({ now: new Date('2026-03-09T22:59:00Z') });
    expect(todayInLagos()).toBe('2026-03-09');
    vi.setSystemTime(new Date('2026-03-09T23:00:00Z'));
    expect(todayInLagos()).toBe('2026-03-10');
    expect(todayInLagos(new Date('2026-12-31T12:00:00Z'))).toBe('2026-12-31');
  });

  it('counts days from today in Lagos, not from the UTC day', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T23:30:00Z') });
    expect(lagosDayIn(0)).toBe('2026-11-27');
    expect(lagosDayIn(-1)).toBe('2026-11-26');
    expect(lagosDayIn(90)).toBe('2027-02-25');
  });

  it("equals Intl's day in Africa/Lagos, which it reads without Intl (src/lib/format.ts says why)", () => {
    const lagosDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' });
    const start = Date.UTC(1970, 0, 1);
    // Every three days and 65 minutes over sixty years: every hour of the day, the hour before midnight UTC included.
    for (let at = start; at < start + 60 * 365.25 * 86_400_000; at += 3 * 86_400_000 + 3_900_000) {
      expect(todayInLagos(new Date(at)), new Date(at).toISOString()).toBe(lagosDay.format(new Date(at)));
    }
  });

  it('counts whole days between two days, negative when the second comes first', () => {
    expect(daysBetween('2026-01-01', '2026-01-31')).toBe(30);
    expect(daysBetween('2026-01-31', '2026-01-01')).toBe(-30);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-05-05', '2026-05-05')).toBe(0);
  });
});

describe('date rules', () => {
  it('holds a day to its bounds, leaving an empty value to required', () => {
    const after = notBefore(() => '2026-03-09', 'too early');
    const before = notAfter(() => '2026-03-20', 'too late');
    expect(after('2026-03-08')).toBe('too early');
    expect(after('2026-03-09')).toBeUndefined();
    expect(after('')).toBeUndefined();
    expect(after(undefined)).toBeUndefined();
    expect(before('2026-03-21')).toBe('too late');
    expect(before('2026-03-20')).toBeUndefined();
    expect(before('')).toBeUndefined();
    expect(notAfter(() => '', 'too late')('2099-01-01')).toBeUndefined();
  });

  it('takes today in Lagos on, read at each check', () => {
    vi.useFakeTimers({ now: new Date('2026-03-09T22:59:00Z') });
    expect(fromToday('2026-03-08')).toBe('Choose today or a later date');
    expect(fromToday('2026-03-09')).toBeUndefined();
    vi.setSystemTime(new Date('2026-03-09T23:00:00Z'));
    expect(fromToday('2026-03-09')).toBe('Choose today or a later date');
    expect(fromToday('2026-03-10')).toBeUndefined();
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
    expect(FREQUENCIES.map((f) => f.every)).toEqual(['per day', 'per week', 'per month', 'once']);
    expect(FREQUENCY_CODES).toEqual(['1', '7', '30', '0']);
    expect(frequencyName(7)).toBe('Weekly');
    expect(frequencyName(14)).toBe('Every 14 days');
  });

  it('names each automatic withdrawal frequency; its codes are what the API takes', () => {
    expect(WITHDRAWAL_FREQUENCY_CODES).toEqual(['7', '14', '30', '001']);
    expect(WITHDRAWAL_FREQUENCY_CODES.map(withdrawalFrequencyName)).toEqual(['Every week', 'Every two weeks', 'Every month', 'Pick a date']);
    expect(withdrawalFrequencyName(PICK_A_DATE)).toBe('Pick a date');
    expect(withdrawalFrequencyName('9')).toBe('9');
  });

  it('offers the 36 states and the FCT, each as its own value and label', () => {
    expect(STATE_OPTIONS).toHaveLength(37);
    expect(STATE_OPTIONS[0]).toEqual({ value: 'Abia', label: 'Abia' });
    expect(STATE_OPTIONS.map((o) => o.value)).toEqual([...NIGERIAN_STATES]);
  });
});

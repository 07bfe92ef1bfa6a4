// Calendar days as date inputs hold them (YYYY-MM-DD): today in Lagos, counting between days, and the
// date fields' rules (the client's and, for today, the mock's).
import type { Rule } from './rules.ts';

/** A day as a date input holds it, YYYY-MM-DD; `month` counts from 0, as Date's does. */
const dayText = (year: number, month: number, day: number) => `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** A Date's day in the local calendar, as a date input holds it. */
export const isoDay = (d: Date) => dayText(d.getFullYear(), d.getMonth(), d.getDate());

/**
 * `date` moved on by Lagos's offset, so its UTC fields read Lagos's calendar. Lagos keeps West Africa Time,
 * UTC+1, all year (since 1919), so a fixed hour does what Intl's time zone would, without Intl's cost
 * (src/lib/format.ts).
 */
export const inLagos = (date: Date) => new Date(date.getTime() + 3_600_000);

/** Today in Lagos as YYYY-MM-DD: the day the customer sees, wherever the clock runs. */
export function todayInLagos(now = new Date()): string {
  const lagos = inLagos(now);
  return dayText(lagos.getUTCFullYear(), lagos.getUTCMonth(), lagos.getUTCDate());
}

/** The day `days` after today in Lagos (before it, when negative), as YYYY-MM-DD. Lagos keeps no summer time. */
export const lagosDayIn = (days: number, now = new Date()) => todayInLagos(new Date(now.getTime() + days * 86_400_000));

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` comes first. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** How many contributions fall from `start` to `end` every `frequency` days (0: once). */
export const contributionCount = (start: string, end: string, frequency: number) =>
  frequency <= 0 ? 1 : Math.max(1, Math.floor(Math.max(0, daysBetween(start, end)) / frequency) + 1);

/** A day (YYYY-MM-DD) no earlier than `min()`, read at each check (empty values are for `required`). */
export const notBefore =
  (min: () => string, message: string): Rule =>
  (v) =>
    typeof v === 'string' && v !== '' && v < min() ? message : undefined;

/** A day no later than `max()`; no bound while `max()` is empty. */
export const notAfter =
  (max: () => string, message: string): Rule =>
  (v) =>
    typeof v === 'string' && v !== '' && max() !== '' && v > max() ? message : undefined;

// Not in the spec (README, deviations): the original's date pickers allowed today on, and typed dates are held to it too.
export const DATE_FROM_TODAY = 'Choose today or a later date';

/** A day from today in Lagos on; today is read at each check, so a form left open overnight stays right. */
export const fromToday: Rule = notBefore(todayInLagos, DATE_FROM_TODAY);

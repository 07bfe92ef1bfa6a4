// Dates of a plan as the date inputs hold them (YYYY-MM-DD, the customer's calendar).
import { DAY_MS } from '../../lib/interest.ts';

/** Today in the customer's own calendar, as a date input writes it. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The plan's length: end date minus start date, in days (spec part 2, section 9). */
export const planLengthDays = (startDate: string, endDate: string) => Math.round((Date.parse(endDate) - Date.parse(startDate)) / DAY_MS);

export const FREQUENCY_CHOICES = [
  { value: '1', label: 'Daily', every: 'per day' },
  { value: '7', label: 'Weekly', every: 'per week' },
  { value: '30', label: 'Monthly', every: 'per month' },
  { value: '0', label: 'One time', every: 'once' },
] as const;

export const frequencyOf = (value: string) => FREQUENCY_CHOICES.find((f) => f.value === value);

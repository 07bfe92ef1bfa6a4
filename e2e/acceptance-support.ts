// What the spec-only acceptance files share: what a reader of the spec knows (the mock's OTP, a unique
// name, a day in Lagos, an amount read off the screen), and nothing of the client's code.
import { expect } from '@playwright/test';

/** Every OTP and reset token the mock sends. */
export const OTP = '123456';

/** A short suffix that makes a name unique to this run. */
export const unique = () => `${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 5)}`;

/** A day in Lagos, `days` from today, as a date input takes it (YYYY-MM-DD). */
export function lagosDay(days = 0): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

/** The first Naira amount in a text ('₦1,234.50' gives 1234.5); fails when there is none. */
export function nairaIn(text: string): number {
  const match = /₦\s?(-?[\d,]+(?:\.\d+)?)/.exec(text);
  expect(match, `a Naira amount in "${text}"`).toBeTruthy();
  return Number(match![1]!.replace(/,/g, ''));
}

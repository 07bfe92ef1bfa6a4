// The date-of-birth rule, apart from the other field rules (rules.ts): only sign-up uses it, and those
// load with the form library on every form screen.
import type { Rule } from './rules.ts';

/** Whole years between an ISO date (YYYY-MM-DD) and `today`, or null when the date is not one. */
export function ageOn(isoDate: string, today: Date): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const born = new Date(y, mo - 1, d);
  if (born.getFullYear() !== y || born.getMonth() !== mo - 1 || born.getDate() !== d) return null;
  const hadBirthday = today.getMonth() > mo - 1 || (today.getMonth() === mo - 1 && today.getDate() >= d);
  return today.getFullYear() - y - (hadBirthday ? 0 : 1);
}

/** A date of birth at least `years` ago; `now` is read at each check so a long-open form stays right. */
export const minAge =
  (years: number, message: string, now: () => Date = () => new Date()): Rule =>
  (v) => {
    if (typeof v !== 'string' || v === '') return undefined;
    const age = ageOn(v, now());
    return age === null || age < years ? message : undefined;
  };

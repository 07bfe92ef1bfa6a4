// Field rules: small composable checks that return the spec's message or undefined.
export type Rule = (value: unknown, values?: Record<string, unknown>) => string | undefined;

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export const required =
  (message: string): Rule =>
  (v) =>
    text(v).trim() === '' ? message : undefined;

// The same shape of address that the HTML e-mail input accepts.
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const email =
  (message: string): Rule =>
  (v) =>
    text(v) !== '' && !EMAIL.test(text(v).trim()) ? message : undefined;

// Lengths count the text without the spaces around it: that is what the forms send (a phone keyboard's
// trailing space after "A" does not make a two-letter name).
export const minLength =
  (n: number, message: string): Rule =>
  (v) =>
    text(v).trim() !== '' && text(v).trim().length < n ? message : undefined;

export const maxLength =
  (n: number, message: string): Rule =>
  (v) =>
    text(v).trim().length > n ? message : undefined;

export const sameAs =
  (other: string, message: string): Rule =>
  (v, values) =>
    text(v) !== text(values?.[other]) ? message : undefined;

export const matches =
  (re: RegExp, message: string): Rule =>
  (v) =>
    text(v) !== '' && !re.test(text(v)) ? message : undefined;

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

/** Builds a final-form `validate` from per-field rule lists; the first failing rule wins. */
export function validator<V extends object>(rules: { [K in keyof V]?: Rule[] }) {
  return (values: V): Partial<Record<keyof V, string>> => {
    const errors: Partial<Record<keyof V, string>> = {};
    for (const key of Object.keys(rules) as (keyof V)[]) {
      for (const rule of rules[key] ?? []) {
        const message = rule((values as Record<string, unknown>)[key as string], values as Record<string, unknown>);
        if (message) {
          errors[key] = message;
          break;
        }
      }
    }
    return errors;
  };
}

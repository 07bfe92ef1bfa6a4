// Money, dates and masking as the spec shows them: en-NG Naira, en-US dollars, day month-name year.
const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Lagos' });

export const formatNaira = (amount: number) => naira.format(amount);
export const formatDollars = (amount: number) => dollars.format(amount);

/** Currency code '1' or 'NGN' is Naira; anything else is shown as dollars (spec part 2, section 9). */
/** Whether a currency code is Naira: '1' or 1 (groups' and purses' codes), or 'NGN' (core plans'). */
export const isNaira = (currency: string | number = '1') => String(currency) === '1' || String(currency).toUpperCase() === 'NGN';

export const formatMoney = (amount: number, currency: string | number = '1') => (isNaira(currency) ? formatNaira(amount) : formatDollars(amount));

export function formatDate(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : longDate.format(date);
}

/** A linked card as the payment step lists it: the bin, six stars, then the last digits. */
export const maskCard = (bin: string, pan: string) => `${bin}******${pan}`;

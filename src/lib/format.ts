// Money, dates and masking as the spec shows them: Naira as en-NG writes it (₦1,234.50), dollars as en-US
// ($1,234.50), dates as day, month name, year in Lagos (12 March 2024). Written out, not with Intl: a
// page's first Intl formatter costs 70 to 110 ms of main thread at a phone's speed (4x CPU slowdown), while
// V8 builds its locale tables, which made it the longest task of a signed-in load. format.test.ts holds
// this to Intl's output.
import { inLagos } from './calendar.ts';

/** Whole cents, rounded as the amount is written (1.005 to 1.01, as Intl rounds; toFixed gives 1.00). */
const cents = (abs: number) => Math.round(abs >= 1e-6 && abs < 1e15 ? Number(`${abs}e2`) : abs * 100);

function currency(symbol: string, amount: number): string {
  if (Number.isNaN(amount)) return `${symbol}NaN`;
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  if (!Number.isFinite(amount)) return `${sign}${symbol}∞`;
  const all = cents(Math.abs(amount));
  const whole = String(Math.floor(all / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${symbol}${whole}.${String(all % 100).padStart(2, '0')}`;
}

export const formatNaira = (amount: number) => currency('₦', amount);
export const formatDollars = (amount: number) => currency('$', amount);

/** Whether a currency code is Naira: '1' or 1 (groups' and purses' codes), or 'NGN' (core plans'); anything else is shown as dollars (spec part 2, section 9). */
export const isNaira = (currency: string | number = '1') => String(currency) === '1' || String(currency).toUpperCase() === 'NGN';

export const formatMoney = (amount: number, currency: string | number = '1') => (isNaira(currency) ? formatNaira(amount) : formatDollars(amount));

/** A percentage as a screen shows it: at most two decimals, none when whole (42.857142 to 42.86%, 8 to 8%). */
export const formatPercent = (value: number) => `${Math.round(value * 100) / 100}%`;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function formatDate(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const lagos = inLagos(date);
  return `${lagos.getUTCDate()} ${MONTHS[lagos.getUTCMonth()]} ${lagos.getUTCFullYear()}`;
}

/** A linked card as the payment step lists it: the bin, six stars, then the last digits. */
export const maskCard = (bin: string, pan: string) => `${bin}******${pan}`;

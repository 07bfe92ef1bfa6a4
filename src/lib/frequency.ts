// The frequency codes the API takes and the names the customer reads, in one table each: how often a
// plan, group or purse is paid into (spec part 2, sections 3 and 9: days between contributions, 0 for
// one time), and how often a purse pays out on its own (section 9). The request schemas (src/api) take
// their codes from here.

export const FREQUENCIES = [
  { value: '1', label: 'Daily', every: 'per day' },
  { value: '7', label: 'Weekly', every: 'per week' },
  { value: '30', label: 'Monthly', every: 'per month' },
  { value: '0', label: 'One time', every: 'once' },
] as const;

/** A contribution frequency's code: the days between contributions, '0' for one time. */
export type Frequency = (typeof FREQUENCIES)[number]['value'];
export const FREQUENCY_CODES: readonly Frequency[] = FREQUENCIES.map((f) => f.value);

export const frequencyOf = (days: number | string) => FREQUENCIES.find((f) => f.value === String(days));

export const frequencyName = (days: number | string) => frequencyOf(days)?.label ?? `Every ${days} days`;

/** The automatic withdrawal's date is picked by the customer, not repeated. */
export const PICK_A_DATE = '001';

/** How often a purse withdraws on its own: every 7, 14 or 30 days, or on a picked date. */
export const WITHDRAWAL_FREQUENCIES = [
  { value: '7', label: 'Every week' },
  { value: '14', label: 'Every two weeks' },
  { value: '30', label: 'Every month' },
  { value: PICK_A_DATE, label: 'Pick a date' },
] as const;

export type WithdrawalFrequency = (typeof WITHDRAWAL_FREQUENCIES)[number]['value'];
export const WITHDRAWAL_FREQUENCY_CODES: readonly WithdrawalFrequency[] = WITHDRAWAL_FREQUENCIES.map((f) => f.value);

export const withdrawalFrequencyName = (code: string) => WITHDRAWAL_FREQUENCIES.find((f) => f.value === code)?.label ?? code;

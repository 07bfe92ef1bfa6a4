// Contribution frequencies (spec part 2, sections 3 and 9): days between contributions, 0 for one time.
export const FREQUENCIES = [
  { value: '1', label: 'Daily' },
  { value: '7', label: 'Weekly' },
  { value: '30', label: 'Monthly' },
  { value: '0', label: 'One time' },
] as const;

export const frequencyName = (days: number | string) => FREQUENCIES.find((f) => f.value === String(days))?.label ?? `Every ${days} days`;

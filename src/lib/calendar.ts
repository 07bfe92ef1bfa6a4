// Calendar days as date inputs hold them (YYYY-MM-DD, the customer's own day), and counting between them.
export const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export const todayIso = () => isoDay(new Date());

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` comes first. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** How many contributions fall from `start` to `end` every `frequency` days (0: once). */
export const contributionCount = (start: string, end: string, frequency: number) =>
  frequency <= 0 ? 1 : Math.max(1, Math.floor(Math.max(0, daysBetween(start, end)) / frequency) + 1);

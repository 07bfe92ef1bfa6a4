// How long ago a post was published, as the blog list shows it ('3 days ago').
const DAY_MS = 86_400_000;

const ago = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/** `date` is an ISO 8601 time; a date not readable, or in the future, reads as 'today'. */
export function postAge(date: string, now: Date = new Date()): string {
  const then = Date.parse(date);
  if (Number.isNaN(then)) return '';
  const days = Math.floor((now.getTime() - then) / DAY_MS);
  if (days < 1) return 'today';
  if (days < 7) return ago(days, 'day');
  if (days < 30) return ago(Math.floor(days / 7), 'week');
  if (days < 365) return ago(Math.floor(days / 30), 'month');
  return ago(Math.floor(days / 365), 'year');
}

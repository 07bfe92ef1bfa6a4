// The facts every group screen shows of a group (as the rows of Facts, src/ui/facts.tsx).
import type { Group } from '../../api/groups.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { frequencyName } from '../../lib/frequency.ts';
import type { Fact } from '../../ui/facts.tsx';

/** The fixed rate the group breakdowns show (spec part 2, section 9). */
export const GROUP_RATE_TEXT = '10% per annum';

export const groupCurrency = (group: Group) => group.currency?.code ?? '1';

export function groupFacts(group: Group): Fact[] {
  const money = (n: number) => formatMoney(n, groupCurrency(group));
  return [
    ['Group', group.name],
    ['Target', money(group.target)],
    ['Contribution', `${money(group.contribution)} ${frequencyName(group.frequency).toLowerCase()}`],
    ['Start date', formatDate(group.startDate)],
    ...(group.endDate ? ([['Target date', formatDate(group.endDate)]] as Fact[]) : []),
    ...(group.members === undefined ? [] : ([['Members', String(group.members)]] as Fact[])),
  ];
}

// /app/account: the portfolio home (spec part 2, section 2): the Naira and Dollar totals (the summary
// call, as the original's account home read it: wire sheet row 14), money buttons, the portfolio link,
// six tiles.
import { Link } from 'wouter';
import { getSummary } from '../../api/dashboard.ts';
import { formatDollars, formatNaira } from '../../lib/format.ts';
import { Facts } from '../../ui/facts.tsx';
import { Reserved } from '../../ui/reserved.tsx';
import { useLoad } from '../../ui/use-load.ts';
import * as styles from './account.css.ts';
import { MoneyButtons } from './money-buttons.tsx';
import { paths } from '../../paths.ts';
import { lineLink } from '../../styles/links.css.ts';

const TILES = [
  { href: paths.profile, title: 'My Account Settings', detail: 'Your profile and next of kin' },
  { href: paths.support, title: 'Support', detail: 'Call, write or visit us' },
  { href: paths.myCard, title: 'My Card and Bank Settings', detail: 'Your debit cards and withdrawal account' },
  { href: paths.refer, title: 'Refer and Earn', detail: 'Share your referral code' },
  { href: paths.beneficiary, title: 'Manage Beneficiaries', detail: 'People you send money to' },
  { href: paths.security, title: 'My Security Settings', detail: 'Change your password or PIN' },
] as const;

export default function AccountHome() {
  const summary = useLoad(getSummary);
  return (
    <div className={styles.page}>
      <h1>Account</h1>
      <Reserved load={summary} room={styles.totalsRoom} what="your balances">
        {(totals) => (
          <Facts
            label="Your balances"
            rows={[
              ['Total Naira', formatNaira(totals.totNaira)],
              ['Total Dollars', formatDollars(totals.totDollar)],
            ]}
          />
        )}
      </Reserved>
      <MoneyButtons />
      <p>
        <Link href={paths.portfolio} className={lineLink}>
          View my portfolio
        </Link>
      </p>
      <ul className={styles.grid} aria-label="Account settings">
        {/* Each tile's link is its title (the spec's name for it); the line under it describes it. */}
        {TILES.map((tile, i) => (
          <li key={tile.href} className={styles.tile}>
            <Link href={tile.href} className={styles.tileTitle} aria-describedby={`tile-${i}-detail`}>
              {tile.title}
            </Link>
            <span id={`tile-${i}-detail`} className={styles.muted}>
              {tile.detail}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

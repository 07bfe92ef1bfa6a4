// /app/account/refer: the referral code with Copy ('Referral Code copied!' for 1.5 s), share buttons
// for four networks, the share link (the sign-up address plus the code, which fills in the referral
// code on registration), its QR code, and Transfer Funds and Withdraw Funds (spec part 2, section 2).
import { useId } from 'react';
import { getReferralCode } from '../../api/account.ts';
import { paths } from '../../paths.ts';
import { buttons } from '../../styles/buttons.css.ts';
import { CopyButton } from '../../ui/copy-button.tsx';
import * as field from '../../ui/field.css.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { useLoad } from '../../ui/use-load.ts';
import * as styles from './account.css.ts';
import { MoneyButtons } from './money-buttons.tsx';
import { QrCode } from './qr-code.tsx';

export const CODE_COPIED = 'Referral Code copied!';
export const COPIED_NOTICE_MS = 1_500;
const SHARE_TEXT = 'Save with me on Vibe Savings: sign up with my referral code.';

export const shareLinkFor = (code: string) => `${window.location.origin}${paths.signup1(code)}`;

export function shareTargets(link: string) {
  const url = encodeURIComponent(link);
  const text = encodeURIComponent(SHARE_TEXT);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { network: 'Twitter', href: `https://twitter.com/intent/tweet?url=${url}&text=${text}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    { network: 'WhatsApp', href: `https://wa.me/?text=${text}%20${url}` },
  ];
}

function Referral({ code }: { code: string }) {
  const id = useId();
  const link = shareLinkFor(code);
  return (
    <>
      <div className={field.root}>
        <label className={field.label} htmlFor={id}>
          Referral Code
        </label>
        <input id={id} className={field.input} value={code} readOnly />
      </div>
      <CopyButton text={code} label="Copy" copied={CODE_COPIED} closeAfterMs={COPIED_NOTICE_MS} className={buttons.secondary} />
      <h2>Share your link</h2>
      <p className={styles.longLink}>
        <a href={link}>{link}</a>
      </p>
      <ul className={styles.actions} aria-label="Share on">
        {shareTargets(link).map((t) => (
          <li key={t.network} style={{ listStyle: 'none' }}>
            <a className={buttons.secondary} href={t.href} target="_blank" rel="noopener noreferrer">
              Share on {t.network}
            </a>
          </li>
        ))}
      </ul>
      <QrCode text={link} label="QR code of your share link" />
    </>
  );
}

export default function ReferPage() {
  const code = useLoad(getReferralCode);
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1>Refer and Earn</h1>
      <p className={styles.lead}>Invite friends with your code. You earn a reward when someone you referred creates a savings plan.</p>
      <MoneyButtons />
      <div className={styles.panel}>
        {code.status === 'loading' && <p role="status">Loading your referral code…</p>}
        {code.status === 'failed' && <LoadFailure error={code.error} onRetry={code.reload} />}
        {code.status === 'ready' && <Referral code={code.data} />}
      </div>
    </div>
  );
}

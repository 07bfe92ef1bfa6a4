// /app/stash: the lock periods, asked for at once, and the Stash form.
import { getProductInterest } from '../../api/util.ts';
import { NAIRA, ProductCode } from '../../api/wire.ts';
import { useLoad } from '../../ui/use-load.ts';
import StashForm from './stash-form.tsx';
import * as styles from './stash.css.ts';

export default function StashPage() {
  const options = useLoad(() => getProductInterest(ProductCode.stash, NAIRA));
  return (
    <div className={styles.page}>
      <h1>Stash</h1>
      <p className={styles.lead}>Lock money away for a fixed period and earn interest on it.</p>
      <div className={styles.panel}>
        <StashForm options={options} />
      </div>
    </div>
  );
}

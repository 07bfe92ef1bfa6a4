// /app/stash: the page asks for the lock periods at once and paints, while the form's code (the
// form library is most of it) arrives alongside: neither waits for the other.
import type { ComponentType } from 'react';
import { WhileLoading } from '../../ui/deferred-part.tsx';
import { getProductInterest } from '../../api/util.ts';
import { NAIRA, ProductCode } from '../../api/savings.ts';
import { useLoad } from '../../ui/use-load.ts';
import type { InterestLoad } from './stash-form.tsx';
import * as styles from './stash.css.ts';

export default function StashPage({ Form }: { Form: ComponentType<{ options: InterestLoad }> }) {
  const options = useLoad(() => getProductInterest(ProductCode.stash, NAIRA));
  return (
    <div className={styles.page}>
      <h1>Stash</h1>
      <p className={styles.lead}>Lock money away for a fixed period and earn interest on it.</p>
      <div className={styles.panel}>
        <WhileLoading fallback={<p role="status">Loading…</p>}>
          <Form options={options} />
        </WhileLoading>
      </div>
    </div>
  );
}

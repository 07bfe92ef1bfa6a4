// /app/savings/pursestep2/{type}: step 2 of the purse, automatic withdrawal. The page paints while its
// form (and the form library it carries) arrives; the form sends a visit without step 1 back to the start.
import { lazyPart, WhileLoading } from '../../ui/deferred-part.tsx';
import { Redirect } from 'wouter';
import { paths } from '../../paths.ts';
import * as styles from './purse.css.ts';
import { usePurseType } from './use-purse-type.ts';

const PurseStep2Form = lazyPart(() => import('./purse-step2-form.tsx'));

export default function PurseStep2Page() {
  const type = usePurseType();
  if (!type) return <Redirect to={paths.myPurse} replace />;
  return (
    <div className={styles.page}>
      <h1>Create a {type} purse</h1>
      <p className={styles.lead}>Step 2 of 3: automatic withdrawal.</p>
      <div className={styles.panel}>
        <WhileLoading fallback={<p role="status">Loading…</p>}>
          <PurseStep2Form type={type} />
        </WhileLoading>
      </div>
    </div>
  );
}

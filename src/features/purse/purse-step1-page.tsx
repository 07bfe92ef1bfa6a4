// /app/savings/pursestep1/{type}: step 1 of the purse. The page paints while its form (and the form
// library it carries) arrives; a type that is none of the purse types returns to the picker.
import { lazyPart, WhileLoading } from '../../ui/deferred-part.tsx';
import { Redirect } from 'wouter';
import { paths } from '../../paths.ts';
import * as styles from './purse.css.ts';
import { usePurseType } from './use-purse-type.ts';

const PurseStep1Form = lazyPart(() => import('./purse-step1-form.tsx'));

export default function PurseStep1Page() {
  const type = usePurseType();
  if (!type) return <Redirect to={paths.myPurse} replace />;
  return (
    <div className={styles.page}>
      <h1>Create a {type} purse</h1>
      <p className={styles.lead}>Step 1 of 3: the purse and how it is credited.</p>
      <div className={styles.panel}>
        <WhileLoading fallback={<p role="status">Loading…</p>}>
          <PurseStep1Form type={type} />
        </WhileLoading>
      </div>
    </div>
  );
}

// /app/savings/pursestep2/{type}: step 2 of the purse, automatic withdrawal; the form sends a
// visit without step 1 back to the start.
import { Redirect } from 'wouter';
import { paths } from '../../paths.ts';
import * as styles from './purse.css.ts';
import PurseStep2Form from './purse-step2-form.tsx';
import { usePurseType } from './use-purse-type.ts';

export default function PurseStep2Page() {
  const type = usePurseType();
  if (!type) return <Redirect to={paths.myPurse} replace />;
  return (
    <div className={styles.page}>
      <h1>Create a {type} purse</h1>
      <p className={styles.lead}>Step 2 of 3: automatic withdrawal.</p>
      <div className={styles.panel}>
        <PurseStep2Form type={type} />
      </div>
    </div>
  );
}

// /app/savings/pursestep1/{type}: step 1 of the purse; a type that is none of the purse types returns to the picker.
import { Redirect } from 'wouter';
import { paths } from '../../paths.ts';
import * as styles from './purse.css.ts';
import PurseStep1Form from './purse-step1-form.tsx';
import { usePurseType } from './use-purse-type.ts';

export default function PurseStep1Page() {
  const type = usePurseType();
  if (!type) return <Redirect to={paths.myPurse} replace />;
  return (
    <div className={styles.page}>
      <h1>Create a {type} purse</h1>
      <p className={styles.lead}>Step 1 of 3: the purse and how it is credited.</p>
      <div className={styles.panel}>
        <PurseStep1Form type={type} />
      </div>
    </div>
  );
}

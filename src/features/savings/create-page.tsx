// /app/savings/create: choose a goal category, or the custom 'Create A Savings plan'.
import { Link } from 'wouter';
import { paths } from '../../paths.ts';
import { CUSTOM_PLAN, PLAN_CATEGORIES } from '../../state/plan-draft.ts';
import * as styles from './savings.css.ts';

const choices = [...PLAN_CATEGORIES.map((c) => ({ category: c, label: c })), { category: CUSTOM_PLAN, label: 'Create A Savings plan' }];

export default function CreatePage() {
  return (
    <div className={styles.page}>
      <h1>Individual savings</h1>
      <p className={styles.muted}>What are you saving for?</p>
      <ul className={styles.categories} style={{ marginTop: '1rem' }}>
        {choices.map(({ category, label }) => (
          <li key={category}>
            <Link href={paths.savingsCreate2(category)} className={styles.tile}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

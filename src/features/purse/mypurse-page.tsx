// /app/savings/mypurse: start a purse by choosing its type.
import { Link } from 'wouter';
import { paths } from '../../paths.ts';
import * as styles from './purse.css.ts';
import { PURSE_TYPES } from './purse-kinds.ts';

export default function MyPursePage() {
  return (
    <div className={styles.page}>
      <h1>myPurse</h1>
      <p className={styles.lead}>A purse keeps money aside for one purpose, earns 3% per annum and can be withdrawn at any time.</p>
      <nav className={styles.panel} aria-labelledby="purse-types">
        <h2 id="purse-types">Choose a purse type</h2>
        <ul className={styles.types}>
          {PURSE_TYPES.map((type) => (
            <li key={type}>
              <Link href={paths.purseStep1(type)} className={styles.type}>
                {type}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

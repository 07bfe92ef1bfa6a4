// /app/account/profile: tabs My Profile and Next of Kin.
import { deferredPart } from '../../ui/deferred-part.tsx';
import * as styles from './account.css.ts';
import { Tabs } from './tabs.tsx';

// The forms (and the form library) arrive after the page paints.
const MyProfile = deferredPart(() => import('./my-profile.tsx').then((m) => m.MyProfile), 'Loading your profile…');
const NextOfKin = deferredPart(() => import('./next-of-kin.tsx').then((m) => m.NextOfKin), 'Loading your next of kin…');

const TABS = [
  { id: 'pills-profile', label: 'My Profile', render: () => <MyProfile /> },
  { id: 'pills-nextOfKin', label: 'Next of Kin', render: () => <NextOfKin /> },
];

export default function ProfilePage() {
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1>My Account Settings</h1>
      <div className={styles.panel}>
        <Tabs tabs={TABS} label="Account settings" />
      </div>
    </div>
  );
}

// /app/account/profile: tabs My Profile and Next of Kin.
import * as styles from './account.css.ts';
import { MyProfile } from './my-profile.tsx';
import { NextOfKin } from './next-of-kin.tsx';
import { Tabs } from './tabs.tsx';

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

// /app/account/changepassword: tabs Change Password and Change Pin.
import * as styles from './account.css.ts';
import { PasswordForm, PinForm } from './security-forms.tsx';
import { Tabs } from './tabs.tsx';

const TABS = [
  { id: 'pills-password', label: 'Change Password', render: () => <PasswordForm /> },
  { id: 'pills-pin', label: 'Change Pin', render: () => <PinForm /> },
];

export default function SecurityPage() {
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1>My Security Settings</h1>
      <div className={styles.panel}>
        <Tabs tabs={TABS} label="Security settings" />
      </div>
    </div>
  );
}

// /app/account/changepassword: tabs Change Password and Change Pin; the forms (and the form library)
// arrive after the page paints.
import { deferredPart } from '../../ui/deferred-part.tsx';
import * as styles from './account.css.ts';
import { Tabs } from './tabs.tsx';

const PasswordForm = deferredPart(() => import('./security-forms.tsx').then((m) => m.PasswordForm), 'Loading…');
const PinForm = deferredPart(() => import('./security-forms.tsx').then((m) => m.PinForm), 'Loading…');

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

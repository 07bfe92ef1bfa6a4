// What an auth screen's URL (and /createpin's, in the same layout) paints before any script runs: the card with its header (brand, step,
// title, lead) and a skeleton of its form. Only the build renders it (src/prerender.tsx puts it in
// the screen's place); the browser keeps that HTML untouched while the page hydrates and swaps in the
// screen once its code is there (src/routes/prerendered-part.tsx), so none of this ships to it. The
// texts are the screens' own (a journey checks each shell's title against its screen's); a lead that
// names the customer's phone or e-mail address is left out: the shell reads no draft and no session.
import { AuthLayout } from './auth-layout.tsx';
import * as styles from './auth-shell.css.ts';

export interface Shell {
  title: string;
  step?: string;
  lead?: string;
  /** How many fields the skeleton holds, so the form takes its place without moving the page. */
  fields: number;
}

/** By the name of each route the table marks `prerender: 'shell'` (src/prerender.tsx checks every one has a shell). */
export const shells = {
  login: { title: 'Sign in', lead: 'Welcome back. Sign in to your savings.', fields: 2 },
  signup1: { step: 'Step 1 of 4', title: 'Create your account', lead: 'Tell us about yourself. It takes less than a minute.', fields: 6 },
  signup2: { step: 'Step 2 of 4', title: 'Verify your phone number', fields: 1 },
  signup3: { step: 'Step 3 of 4', title: 'Create your password', fields: 2 },
  forgotPassword: {
    title: 'Forgot your password?',
    lead: 'Enter the e-mail address or phone number you registered with and we will send you a reset token.',
    fields: 1,
  },
  forgotToken: { title: 'Enter your reset token', fields: 1 },
  createForgotPassword: { title: 'Create a new password', fields: 2 },
  createPin: { step: 'Step 4 of 4', title: 'Create your transaction PIN', lead: 'You will use this 4-digit PIN to approve payments and withdrawals.', fields: 2 },
} satisfies Record<string, Shell>;

export function AuthShell({ title, step, lead, fields }: Shell) {
  return (
    <AuthLayout title={title} step={step} lead={lead}>
      <div role="status" className={styles.skeleton}>
        <span className={styles.hidden}>Loading…</span>
        {Array.from({ length: fields }, (_, i) => (
          <div key={i} className={styles.field} />
        ))}
      </div>
    </AuthLayout>
  );
}

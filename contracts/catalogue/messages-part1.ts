// Every message, empty state, prompt and timed popup, toast or redirect of part 1, verbatim (typos kept).
import type { MessageEntry, MessageKind } from './types.ts';

type Row = [id: string, text: string | null, kind: MessageKind, screen: string, extra?: Partial<MessageEntry>];

const rows = (section: string, routes: string[], list: Row[]): MessageEntry[] =>
  list.map(([id, text, kind, screen, extra]) => ({ id: `p1.${id}`, text, kind, part: 'part1', section, routes, screen, ...extra }));

const BANNERS_STAY = 'README: error banners stay until the next submit or until the customer leaves the screen (WCAG 2.2.1)';

export const part1Messages: MessageEntry[] = [
  ...rows('§5', ['auth.login'], [
    ['login.email-required', 'Email is required', 'validation', 'sign-in: e-mail'],
    ['login.email-format', 'Invaild Email Format', 'validation', 'sign-in: e-mail'],
    ['login.password-required', 'Password is Required', 'validation', 'sign-in: password'],
    ['login.password-short', 'Password is too short - should be 5 chars minimum.', 'validation', 'sign-in: password'],
  ]),
  ...rows('§5', ['auth.signup1'], [
    ['signup1.firstname-short', 'FirstName is too short!', 'validation', 'step 1: firstName'],
    ['signup1.firstname-long', 'FirstName is too Long!', 'validation', 'step 1: firstName'],
    ['signup1.firstname-required', 'FirstName is Required', 'validation', 'step 1: firstName'],
    ['signup1.lastname-short', 'LastName is too Short!', 'validation', 'step 1: lastName'],
    ['signup1.lastname-long', 'Last Name is too Long!', 'validation', 'step 1: lastName'],
    ['signup1.lastname-required', 'LastName is Required', 'validation', 'step 1: lastName'],
    ['signup1.email-invalid', 'Invalid email', 'validation', 'step 1: e-mail'],
    ['signup1.email-required', 'Email is Required', 'validation', 'step 1: e-mail'],
    ['signup1.phone-short', 'Phone Number is too Short!', 'validation', 'step 1: phoneNumber'],
    ['signup1.phone-long', 'Phone Number is too Long!', 'validation', 'step 1: phoneNumber'],
    ['signup1.phone-required', 'Phone Number is Required', 'validation', 'step 1: phoneNumber'],
    ['signup1.dob-required', 'Date of Birth Required', 'validation', 'step 1: dob'],
  ]),
  ...rows('§5', ['auth.signup2'], [['signup2.otp-required', 'OTP is required', 'validation', 'step 2: OTP']]),
  ...rows('§2', ['auth.signup3'], [['signup3.otp-verified', 'OTP successfully verified', 'notice', 'step 3: heading notice']]),
  ...rows('§5', ['auth.signup3'], [
    ['signup3.password-required', 'This field is required', 'validation', 'step 3: password and confirm'],
    ['signup3.password-mismatch', 'Both password need to be the same', 'validation', 'step 3: confirm password'],
  ]),
  ...rows('§5', ['auth.createpin'], [
    ['createpin.pin-required', 'This field is required', 'validation', 'step 4: PIN and confirm'],
    ['createpin.pin-mismatch', 'Both Pin need to be the same', 'validation', 'step 4: confirm PIN'],
  ]),
  ...rows('§2', ['auth.createpin'], [
    ['createpin.success', 'Fantastic! Sign up successfully completed', 'overlay', 'step 4: full-screen success overlay with GO TO DASHBOARD (to /app)', {
      durationMs: 3000, then: 'redirects to /app/dashboard',
    }],
  ]),
  ...rows('§5', ['auth.forgotpassword'], [['forgot.userid-required', 'Email or Phone Number is required', 'validation', 'forgot password: e-mail or phone']]),
  ...rows('§5', ['auth.forgottoken'], [['forgottoken.token-required', 'Token is required', 'validation', 'reset token']]),
  ...rows('§5', ['auth.createforgotpassword'], [
    ['reset.password-required', 'This field is required', 'validation', 'new password and confirm'],
    ['reset.password-mismatch', 'Both password need to be the same', 'validation', 'confirm new password'],
  ]),
  ...rows('§2', ['auth.createforgotpassword'], [
    ['reset.success', 'Your Password has been successfully saved', 'popup', 'password reset success popup', { durationMs: 2000, then: 'goes to /auth/login' }],
  ]),
  ...rows('§2', ['app.dashboard'], [
    ['dashboard.no-transactions', 'No transactions recorded yet', 'empty', 'Recent Activities'],
    ['dashboard.no-challenges', 'No Accounts', 'empty', "'Join a savings challenge' carousel"],
    ['dashboard.todo-bvn', 'Link your BVN', 'prompt', 'to-do list (opens the BVN modal)'],
    ['dashboard.todo-risk', 'Let us help you save better', 'prompt', 'to-do list (to /app/help)'],
    ['dashboard.todo-card', 'Link your card', 'prompt', 'to-do list'],
    ['dashboard.todo-core', 'Make your first Core savings', 'prompt', 'to-do list (to /app/savings/create)'],
    ['dashboard.todo-withdrawal', 'Add withdrawal Account', 'prompt', 'to-do list (to /app/account/mycard#pills-withdrawalAccount)'],
    ['bvn.saved', 'Your BVN has been saved', 'popup', 'BVN modal success popup', { durationMs: 1500 }],
  ]),
  ...rows('§5', ['app.dashboard'], [['bvn.required', 'BVN is required', 'validation', 'BVN modal: BVN']]),
  ...rows('§4', ['app.dashboard'], [
    ['bvn.autoopen', null, 'timer', 'BVN modal opens by itself when the BVN is not confirmed', {
      durationMs: 3000, then: 'the BVN modal opens',
      deviation: 'README: the 3 s count from the arrival of the to-do flags',
    }],
  ]),
  ...rows('§8', ['app.dashboard'], [['dashboard.failure', 'Something went wrong, Should be rectified shortly', 'error', 'dashboard failure']]),
  ...rows('§5', ['app.stash'], [
    ['stash.amount-required', 'An Amount is Required', 'validation', 'Stash: amount'],
    ['stash.frequency-required', 'Choose a frequency', 'validation', 'Stash: lock period'],
    ['stash.currency-required', 'Pick the Currency to save in', 'validation', 'Stash: currency'],
  ]),
  ...rows('§8', ['app.stash'], [['stash.no-frequency', 'No frequency at the moment', 'empty', 'Stash: no interest options']]),
  ...rows('§8', ['app.stash.breakdown'], [
    ['payment.no-virtual-account', 'Your Virtual account has not been configured.', 'empty', 'pay with bank transfer, with a link to /app/account/mycard'],
    ['payment.no-cards', 'No cards registered', 'empty', 'pay with a linked card'],
    ['payment.purse-failure', null, 'popup', 'a purse payment failure shows a popup error (text: the server messages)'],
  ]),
  ...rows('§9', [], [
    ['timing.toast', null, 'timer', 'toasts close by themselves', { durationMs: 1000 }],
    ['timing.modal-transition', null, 'timer', 'modal transition', { durationMs: 500 }],
    ['timing.banners', null, 'timer', 'message banners on some forms hide after about 3 to 5 s (§4)', { durationMs: 3000, deviation: BANNERS_STAY }],
  ]),
];

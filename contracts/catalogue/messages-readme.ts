// Texts the README's deviations table adds where the spec gives none (not spec text: project choices).
import type { MessageEntry } from './types.ts';

const readme = (id: string, text: string, routes: string[], screen: string): MessageEntry => ({
  id: `readme.${id}`, text, kind: 'validation', part: 'README', section: 'Deviations', routes, screen,
});

export const readmeMessages: MessageEntry[] = [
  { ...readme('session-expired', 'Your session has expired. Please sign in again.', ['auth.login'], 'sign-in after a refused refresh'), kind: 'notice' },
  readme('bvn-length', 'BVN must be 10 or 11 digits', ['app.dashboard'], 'BVN modal: BVN'),
  readme('under-18', 'You must be 18 or older to register', ['auth.signup1'], 'step 1: dob'),
  readme('referral-short', 'Referral Code must be at least 5 characters', ['auth.signup1'], 'step 1: referral'),
  readme('pin-length', 'Pin must be 4 digits', ['auth.createpin'], 'step 4: PIN'),
  { ...readme('group-owner-decides', "This group's owner decides how members save: you contribute the group's contribution, as often as it says.", ['app.groupsavings.joingroup1'], 'join schedule: the owner decides (ownerDecide)'), kind: 'notice' },
  readme('purse-wallet-name', 'Vibe cash is the name of your wallet. Choose another name for this purse.', ['app.savings.pursestep1'], 'purse step 1: name is the wallet\'s'),
  readme('purse-start-past', 'Choose today or a later date', ['app.savings.pursestep1'], 'purse step 1: startDate before today'),
  readme('purse-percentage-range', 'Enter a percentage from 1 to 100', ['app.savings.pursestep2'], 'purse step 2: typed drPct outside 1 to 100'),
  readme('purse-date-before-start', 'Choose a date on or after the start date', ['app.savings.pursestep2'], 'purse step 2: drDate before the start date'),
  readme('fundpurse-choose', 'Choose a purse to fund', ['app.savings.fundpurse'], 'fund purse: accountId'),
  { ...readme('fundpurse-none', 'You have no purse yet.', ['app.savings.fundpurse'], 'fund purse: no purse'), kind: 'empty' },
  readme('join-start-past', 'Choose today or a later date', ['app.groupsavings.joingroup1'], "join schedule: start between a started group's start and today"),
  { ...readme('withdraw-no-bank', 'Withdrawals are paid into your bank account, and you have not added one yet.', ['app.account.withdraw'], 'withdrawal without a bank account'), kind: 'empty' },
  {
    ...readme('withdraw-bank-account-changed', 'The bank account this withdrawal was to be paid into has been removed or changed, so nothing was withdrawn. Please start the withdrawal again.', ['app.otpwithdraw'], 'withdrawal OTP confirmed after its bank account was deleted or replaced (the server message)'),
    kind: 'error',
  },
  readme('withdraw-over-balance', 'The amount is more than this account holds', ['app.account.withdraw', 'app.account.transfer'], 'withdrawal and transfer: amount over the account (wallet) balance'),
  {
    ...readme('wallet-may-have-paid', 'If your payment went through, CONFIRM again will not charge you twice.', ['app.stash.breakdown'], 'wallet payment popup after a lost answer'),
    kind: 'notice',
  },
  {
    ...readme('already-paid', 'Your payment had already gone through, so you were not charged again.', ['app.stash.breakdown', 'app.stash.otp'], 'payment success after a pay call answered that the transaction was already paid'),
    kind: 'notice',
  },
  {
    ...readme('transfer-may-have-gone', 'We could not confirm whether this transfer went through. NEXT completes it if it did not, and never sends it twice.', ['app.account.transfer'], 'transfer confirmation after a lost answer'),
    kind: 'notice',
  },
  { ...readme('blog-empty', 'No blog posts yet. Check back soon.', ['app.blog'], 'blog list with no posts'), kind: 'empty' },
  { ...readme('app-stalled', 'Vibe Savings could not load. Check your connection, then Reload.', ['app.dashboard'], 'signed-in frame whose scripts never arrive, 8 s in'), kind: 'error' },
  { ...readme('reset-requests-limit', 'You have asked for 10 reset tokens in the last hour, the most we send. Try again in 60 minutes.', ['auth.forgotpassword'], 'reset request past 10 an hour (the server message; the minutes count down)'), kind: 'error' },
  { ...readme('registrations-limit', 'We have sent 10 sign-up codes to this phone number in the last hour, the most we send. Try again in 60 minutes.', ['auth.signup1'], 'step 1: an eleventh registration with one phone within the hour (the server message; the minutes count down)'), kind: 'error' },
  { ...readme('bvn-submissions-limit', 'You have submitted a BVN 10 times in the last hour, the most we check. Try again in 60 minutes.', ['app.dashboard'], 'BVN modal: an eleventh BVN within the hour (the server message; the minutes count down)'), kind: 'error' },
  {
    ...readme('stash-matured-no-charge', 'This Stash has reached its maturity date, so ending it attracts no penal charge.', ['app.savings'], 'Stash termination confirmation on or after its maturity date'),
    kind: 'notice',
  },
  {
    ...readme('beneficiary-lookups-limit', 'You have looked up 60 customers in the last hour, the most we allow. Try again in 60 minutes.', ['app.account.beneficiary'], 'Add Beneficiary: resolving past 60 lookups an hour (the server message; the minutes count down)'),
    kind: 'error',
  },
  {
    ...readme('contact-messages-limit', 'You have sent 30 messages from this e-mail address in the last hour, the most we accept. Try again in 60 minutes.', ['site.contact'], 'contact form: a thirty-first message from one e-mail address within the hour (the server message; the minutes count down)'),
    kind: 'error',
  },
  { ...readme('post-not-found', 'We could not find that post. It may have been removed.', ['app.blog.post'], 'blog post with an unknown id'), kind: 'empty' },
  readme('plan-end-after-start', 'The end date must be after the start date', ['app.savings.create2'], 'plan step 1: end date on or before the start date'),
  readme('plan-target-too-large', 'The target is larger than we can hold in one plan', ['app.savings.create2'], 'plan step 1: target over ₦100,000,000'),
  readme('transfer-too-large', 'The most you can send at once is ₦100,000,000', ['app.account.transfer'], 'transfer: amount over ₦100,000,000'),
  readme('group-start-after-target', 'The start date must be on or before the target date', ['app.groupsavings3'], 'group step 3: start after the target date'),
  readme('group-amount-too-large', 'The most you can save at once is ₦100,000,000', ['app.groupsavings1', 'app.groupsavings3', 'app.groupsavings.joingroup1'], 'group target or contribution over ₦100,000,000'),
  readme('image-type', 'Choose an image file (JPEG, PNG, GIF or WebP)', ['app.savings.create3', 'app.groupsavings2', 'app.account.profile'], 'image field: a file that is not an image'),
  readme('image-size', 'The image must be at most 1 MB', ['app.savings.create3', 'app.groupsavings2', 'app.account.profile'], 'image field: an image over 1 MB'),
  { ...readme('beneficiary-added', 'Beneficiary added', ['app.account.beneficiary'], 'Add Beneficiary confirmed'), kind: 'notice' },
  { ...readme('beneficiary-deleted', 'Beneficiary deleted', ['app.account.beneficiary'], 'Delete Beneficiary: Yes'), kind: 'notice' },
  { ...readme('password-changed', 'Your password has been changed.', ['app.account.changepassword'], 'Change Password saved'), kind: 'notice' },
  { ...readme('pin-changed', 'Your PIN has been changed.', ['app.account.changepassword'], 'Change Pin saved'), kind: 'notice' },
  { ...readme('withdrawal-success', 'Withdrawal successful', ['app.otpwithdraw'], 'withdrawal confirmed with the right OTP'), kind: 'notice' },
  { ...readme('otp-resent', 'A new OTP has been sent to you.', ['app.stash.otp', 'app.savings.otp', 'app.otpwithdraw'], 'Resend OTP answered'), kind: 'notice' },
  { ...readme('no-card', 'You have not linked a card yet.', ['app.account.mycard'], 'My Debit Cards without a card'), kind: 'empty' },
  { ...readme('no-withdrawal-account', 'You have not added a withdrawal account yet.', ['app.account.mycard'], 'Withdrawal account without one'), kind: 'empty' },
  { ...readme('todo-all-done', 'All done: your account is fully set up.', ['app.dashboard'], 'to-do list with every item done'), kind: 'empty' },
];

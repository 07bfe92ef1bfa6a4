// Every route of both parts (part 1 §2, part 2 §2), the public site included. Read from the spec.
import type { RouteEntry } from './types.ts';

type Row = [id: string, pattern: string, purpose: string, extra?: Partial<RouteEntry>];

const rows = (part: RouteEntry['part'], section: string, guard: RouteEntry['guard'], list: Row[]): RouteEntry[] =>
  list.map(([id, pattern, purpose, extra]) => ({ id, pattern, kind: 'screen', guard, part, section, purpose, ...extra }));

const auth = rows('part1', '§2 Public and authentication routes', 'visitor', [
  ['auth.root', '/auth', 'redirects to /auth/login', { kind: 'redirect', redirectsTo: '/auth/login' }],
  ['auth.login', '/auth/login', 'e-mail and password sign-in; links to forgot password and sign-up; Back'],
  ['auth.signup1', '/auth/signup1/:id', 'step 1 of 4: personal details (id: a referral code or 1)'],
  ['auth.signup2', '/auth/signup2', 'step 2 of 4: the OTP sent to the phone; Resend OTP'],
  ['auth.signup3', '/auth/signup3', 'step 3 of 4: create and confirm the password'],
  ['auth.createpin', '/createpin', 'step 4 of 4: create and confirm a 4-digit PIN, or skip'],
  ['auth.forgotpassword', '/auth/forgotpassword', 'e-mail or phone number, then NEXT'],
  ['auth.forgottoken', '/auth/forgottoken', 'the reset OTP token'],
  ['auth.createforgotpassword', '/auth/createforgotpassword', 'set a new password'],
  ['auth.fallback', '/auth/*', 'any other auth path redirects to /', { kind: 'fallback', redirectsTo: '/' }],
]);

const part1App = rows('part1', '§2 Signed-in layout, Dashboard, Stash, Payment steps', 'signed-in', [
  ['app.root', '/app', 'Home in the mobile menu and GO TO DASHBOARD: to the dashboard', { kind: 'redirect', redirectsTo: '/app/dashboard' }],
  ['app.dashboard', '/app/dashboard', 'balances, plans, myPurse strip, recent activities, to-do, challenges'],
  ['app.stash', '/app/stash', 'currency, amount and lock period; PROCEED'],
  ['app.stash.breakdown', '/app/stash/breakdown', 'Stash breakdown and the payment steps'],
  ['app.stash.otp', '/app/stash/otp/:challengeId', 'card payment OTP'],
]);

const savings = rows('part2', '§2 Savings home and individual plans', 'signed-in', [
  ['app.savings', '/app/savings', 'totals donut, purses, create tiles, core and Stash lists'],
  ['app.savings.create', '/app/savings/create', 'choose a goal category'],
  ['app.savings.create2', '/app/savings/create2/:category', 'plan step 1 beside the Interest Rate Guide'],
  ['app.savings.create3', '/app/savings/create3/:category', 'plan step 2'],
  ['app.savings.create4', '/app/savings/create4', 'Savings Breakdown and the payment choice'],
  ['app.singlesavings', '/app/singlesavings/:id', 'one core savings account'],
  ['app.savings.otp', '/app/savings/otp/id', 'OTP for a savings card payment (literal path)'],
]);

const purses = rows('part2', '§2 Purses', 'signed-in', [
  ['app.savings.mypurse', '/app/savings/mypurse', 'start a purse'],
  ['app.savings.pursestep1', '/app/savings/pursestep1/:type', 'purse step 1 (Custom, Family, TGIF, Dinner Date, Movies, Shopping, Entertaiment)'],
  ['app.savings.pursestep2', '/app/savings/pursestep2/:type', 'purse step 2: automatic withdrawal'],
  ['app.savings.pursestep3', '/app/savings/pursestep3', 'purse breakdown and payment'],
  ['app.savings.fundpurse', '/app/savings/fundpurse', 'fund an existing purse'],
  ['app.savings.fundpursebreakdown', '/app/savings/fundpursebreakdown', 'fund-purse breakdown and confirmation'],
]);

// The spec names no card OTP route for purses (README, deviations): beside the purse steps.
const purseOtps = rows('README', 'Deviations', 'signed-in', [
  ['app.savings.purseotp', '/app/savings/purseotp/:challengeId', 'card payment OTP of a new purse'],
  ['app.savings.fundpurseotp', '/app/savings/fundpurseotp/:challengeId', 'card payment OTP of a purse top-up'],
]);

const groups = rows('part2', '§2 Group savings', 'signed-in', [
  ['app.groupsavings', '/app/groupsavings', 'hub: create private or public, join a challenge, join by code'],
  ['app.groupsavings1', '/app/groupsavings1/:kind', 'group step 1 (private or public)'],
  ['app.groupsavings2', '/app/groupsavings2', 'private groups: who decides, image'],
  ['app.groupsavings3', '/app/groupsavings3', 'start date, frequency, contribution'],
  ['app.groupsavings4', '/app/groupsavings4', 'group breakdown and payment'],
  ['app.publicgroup', '/app/publicgroup', "public groups ('Join a challenge')"],
  ['app.groupsavings.joingroup1', '/app/groupsavings/joingroup1/:id', "joiner's schedule"],
  ['app.groupsavings.joingroup2', '/app/groupsavings/joingroup2', "joiner's breakdown and payment"],
]);

const account = rows('part2', '§2 Account area', 'signed-in', [
  ['app.account', '/app/account', 'portfolio home and six tiles'],
  ['app.account.myportfolio', '/app/account/myportfolio', 'Savings, Investments and myPurse cards'],
  ['app.account.profile', '/app/account/profile', 'My Profile and Next of Kin'],
  ['app.account.support', '/app/account/support', 'support phone, e-mail, address'],
  ['app.account.mycard', '/app/account/mycard', 'Withdrawal account and My Debit Cards (#pills-withdrawalAccount)'],
  ['app.account.refer', '/app/account/refer', 'referral code, share, QR code'],
  ['app.account.beneficiary', '/app/account/beneficiary', 'Manage Beneficiaries'],
  ['app.account.changepassword', '/app/account/changepassword', 'Change Password and Change Pin'],
  ['app.account.linkcard', '/app/account/linkcard', 'exists as a route (content not shown)'],
  ['app.account.transfer', '/app/account/transfer', 'transfer to a beneficiary'],
  ['app.account.withdraw', '/app/account/withdraw', 'withdraw to the bank account'],
  ['app.otpwithdraw', '/app/otpwithdraw', 'withdrawal OTP with resend', { alsoMatches: ['/app/otpwithdraw/:challengeId'] }],
]);

const content = rows('part2', '§2 Questionnaire and blog', 'signed-in', [
  ['app.help', '/app/help', 'risk-profile entry point named by the dashboard'],
  ['app.blog', '/app/blog', 'list of posts'],
  ['app.blog.post', '/app/blog/:id', 'one post (static placeholder text)'],
  ['app.fallback', '/app/*', 'any other /app path redirects to /app/dashboard', { kind: 'fallback', redirectsTo: '/app/dashboard' }],
]);

const site = rows('part2', '§2 Public site', 'anyone', [
  ['site.home', '/', 'landing page'],
  ['site.about', '/aboutus', 'About Us'],
  ['site.faq', '/faq', 'FAQ accordion'],
  ['site.contact', '/contactus', 'contact form'],
  ['site.terms', '/terms', 'Terms (effective 01 July 2021)'],
  ['site.privacy', '/privacy', 'Privacy Policy (last updated April 10th 2023)'],
  ['site.fallback', '/*', 'any other public path redirects to /', { kind: 'fallback', redirectsTo: '/' }],
]);

export const routes: RouteEntry[] = [...auth, ...part1App, ...savings, ...purses, ...purseOtps, ...groups, ...account, ...content, ...site];

// The route table: every screen's address, written once. Each row names a route (the key screens link
// with: `paths.stashOtp(id)`, src/paths.ts), its wouter pattern, its area (which route table renders it
// and which guard it sits behind), the screen's module, and what the build does with it.
//
// Derived from it: the named paths (src/paths.ts), each area's <Switch> and its preloads
// (src/routes/area-routes.tsx; the screen module a row names is found by src/routes/screens.ts), which area an
// address belongs to (routeAt, with wouter's own matcher), and, for the build, each route's
// first-paint modules, prerender list and size report (scripts/route-chunks.ts; the size report's
// sample parameters and drafts are in scripts/route-drafts.ts, keyed by route name).
//
// Adding a screen: a row here naming its module (src/features/<feature>/<name>-page.tsx), and, for a
// step of a flow, its drafts in scripts/route-drafts.ts.

/** The areas, each with the guard its top-level route table applies. */
export const AREA_GUARDS = {
  /** The public site (src/routes/site-routes.tsx). */
  site: 'public',
  /** Visitors only: a signed-in customer goes to the dashboard (src/routes/auth-routes.tsx). */
  auth: 'visitor',
  /** Registration's last step (src/routes/create-pin-route.tsx). */
  createPin: 'signed-in',
  /** The rest are under /app (src/routes/app-routes.tsx); the dashboard's table is app-routes.tsx itself. */
  dashboard: 'signed-in',
  stash: 'signed-in',
  help: 'signed-in',
  purse: 'signed-in',
  group: 'signed-in',
  savings: 'signed-in',
  account: 'signed-in',
} as const;
export type Area = keyof typeof AREA_GUARDS;
export type Guard = (typeof AREA_GUARDS)[Area];

export interface RouteRow {
  /** The key of its named path (src/paths.ts) and of its screen in its area's table. */
  name: string;
  /** A wouter pattern (`:name` one segment); at most one parameter. */
  pattern: string;
  area: Area;
  /** The screen's module under src/features, without `.tsx`: what the route's first paint loads. */
  screen: string;
  /** The build prerenders its HTML (scripts/prerender.ts): `page` the whole page (hydrated), `shell` the frame of a screen in the auth layout. */
  prerender?: 'page' | 'shell';
  /** A part the prerendered HTML shows that loads later, on intent: its stylesheet comes with the HTML. */
  rendered?: string[];
}

// In the order the size report lists them.
export const ROUTES = [
  { name: 'home', pattern: '/', area: 'site', screen: 'site/home-page', prerender: 'page' },
  { name: 'about', pattern: '/aboutus', area: 'site', screen: 'site/about-page', prerender: 'page' },
  { name: 'faq', pattern: '/faq', area: 'site', screen: 'site/faq-page', prerender: 'page' },
  // Its form loads once a visitor starts on it (contact-page.tsx): the build's HTML shows it meanwhile.
  { name: 'contact', pattern: '/contactus', area: 'site', screen: 'site/contact-page', prerender: 'page', rendered: ['site/contact-form'] },
  { name: 'terms', pattern: '/terms', area: 'site', screen: 'site/terms-page', prerender: 'page' },
  { name: 'privacy', pattern: '/privacy', area: 'site', screen: 'site/privacy-page', prerender: 'page' },
  { name: 'login', pattern: '/auth/login', area: 'auth', screen: 'auth/login-page', prerender: 'shell' },
  /** Step 1 of sign-up; `id` carries a referral code or the plain entry 1. */
  { name: 'signup1', pattern: '/auth/signup1/:id', area: 'auth', screen: 'auth/signup-details-page', prerender: 'shell' },
  { name: 'signup2', pattern: '/auth/signup2', area: 'auth', screen: 'auth/signup-otp-page', prerender: 'shell' },
  { name: 'signup3', pattern: '/auth/signup3', area: 'auth', screen: 'auth/signup-password-page', prerender: 'shell' },
  { name: 'createPin', pattern: '/createpin', area: 'createPin', screen: 'auth/create-pin-page', prerender: 'shell' },
  { name: 'forgotPassword', pattern: '/auth/forgotpassword', area: 'auth', screen: 'auth/forgot-password-page', prerender: 'shell' },
  { name: 'forgotToken', pattern: '/auth/forgottoken', area: 'auth', screen: 'auth/forgot-token-page', prerender: 'shell' },
  { name: 'createForgotPassword', pattern: '/auth/createforgotpassword', area: 'auth', screen: 'auth/reset-password-page', prerender: 'shell' },
  { name: 'dashboard', pattern: '/app/dashboard', area: 'dashboard', screen: 'dashboard/dashboard-page' },
  { name: 'stash', pattern: '/app/stash', area: 'stash', screen: 'stash/stash-page' },
  { name: 'stashBreakdown', pattern: '/app/stash/breakdown', area: 'stash', screen: 'stash/stash-breakdown-page' },
  { name: 'stashOtp', pattern: '/app/stash/otp/:challengeId', area: 'stash', screen: 'stash/stash-otp-page' },
  /** The account area's support page (issue 12): where a missing virtual account is set up. */
  { name: 'help', pattern: '/app/help', area: 'help', screen: 'help/questionnaire-page' },
  { name: 'blog', pattern: '/app/blog', area: 'help', screen: 'blog/blog-page' },
  { name: 'blogPost', pattern: '/app/blog/:id', area: 'help', screen: 'blog/blog-post-page' },
  { name: 'myPurse', pattern: '/app/savings/mypurse', area: 'purse', screen: 'purse/mypurse-page' },
  { name: 'purseStep1', pattern: '/app/savings/pursestep1/:type', area: 'purse', screen: 'purse/purse-step1-page' },
  { name: 'purseStep2', pattern: '/app/savings/pursestep2/:type', area: 'purse', screen: 'purse/purse-step2-page' },
  { name: 'purseStep3', pattern: '/app/savings/pursestep3', area: 'purse', screen: 'purse/purse-step3-page' },
  /** Not in the spec's routes (README, deviations): the card OTP of a purse's payment, beside its steps. */
  { name: 'purseOtp', pattern: '/app/savings/purseotp/:challengeId', area: 'purse', screen: 'purse/purse-otp-page' },
  { name: 'fundPurse', pattern: '/app/savings/fundpurse', area: 'purse', screen: 'purse/fund-purse-page' },
  { name: 'fundPurseBreakdown', pattern: '/app/savings/fundpursebreakdown', area: 'purse', screen: 'purse/fund-purse-breakdown-page' },
  { name: 'fundPurseOtp', pattern: '/app/savings/fundpurseotp/:challengeId', area: 'purse', screen: 'purse/purse-otp-page' },
  { name: 'groupSavings', pattern: '/app/groupsavings', area: 'group', screen: 'groups/group-hub-page' },
  { name: 'groupSavings1', pattern: '/app/groupsavings1/:kind', area: 'group', screen: 'groups/group-details-page' },
  { name: 'groupSavings2', pattern: '/app/groupsavings2', area: 'group', screen: 'groups/group-decide-page' },
  { name: 'groupSavings3', pattern: '/app/groupsavings3', area: 'group', screen: 'groups/group-schedule-page' },
  { name: 'groupSavings4', pattern: '/app/groupsavings4', area: 'group', screen: 'groups/group-breakdown-page' },
  { name: 'publicGroup', pattern: '/app/publicgroup', area: 'group', screen: 'groups/public-groups-page' },
  { name: 'joinGroup1', pattern: '/app/groupsavings/joingroup1/:id', area: 'group', screen: 'groups/join-schedule-page' },
  { name: 'joinGroup2', pattern: '/app/groupsavings/joingroup2', area: 'group', screen: 'groups/join-breakdown-page' },
  /** Not named by the spec (README, deviations): the card OTP of a group contribution, created or joined. */
  { name: 'groupOtp', pattern: '/app/groupsavings/otp/:challengeId', area: 'group', screen: 'groups/group-otp-page' },
  { name: 'savings', pattern: '/app/savings', area: 'savings', screen: 'savings/savings-page' },
  { name: 'singleSavings', pattern: '/app/singlesavings/:id', area: 'savings', screen: 'savings/single-savings-page' },
  { name: 'savingsCreate', pattern: '/app/savings/create', area: 'savings', screen: 'savings/create-page' },
  /** A plan card links by the first word of the plan's name ('Retirement Savings Plan' -> Retirement). */
  { name: 'savingsCreate2', pattern: '/app/savings/create2/:category', area: 'savings', screen: 'savings/plan-step1-page' },
  { name: 'savingsCreate3', pattern: '/app/savings/create3/:category', area: 'savings', screen: 'savings/plan-step2-page' },
  { name: 'savingsCreate4', pattern: '/app/savings/create4', area: 'savings', screen: 'savings/plan-breakdown-page' },
  /** The card OTP of a plan's payment: a literal path, the challenge is held in the pending payment (spec part 2, section 2). */
  { name: 'savingsOtp', pattern: '/app/savings/otp/id', area: 'savings', screen: 'savings/plan-otp-page' },
  { name: 'account', pattern: '/app/account', area: 'account', screen: 'account/account-page' },
  { name: 'portfolio', pattern: '/app/account/myportfolio', area: 'account', screen: 'account/portfolio-page' },
  { name: 'profile', pattern: '/app/account/profile', area: 'account', screen: 'account/profile-page' },
  { name: 'myCard', pattern: '/app/account/mycard', area: 'account', screen: 'account/my-card-page' },
  { name: 'linkCard', pattern: '/app/account/linkcard', area: 'account', screen: 'account/link-card-page' },
  { name: 'security', pattern: '/app/account/changepassword', area: 'account', screen: 'account/security-page' },
  { name: 'support', pattern: '/app/account/support', area: 'account', screen: 'account/support-page' },
  { name: 'refer', pattern: '/app/account/refer', area: 'account', screen: 'account/refer-page' },
  { name: 'beneficiary', pattern: '/app/account/beneficiary', area: 'account', screen: 'money/beneficiary-page' },
  { name: 'transfer', pattern: '/app/account/transfer', area: 'account', screen: 'money/transfer-page' },
  { name: 'withdraw', pattern: '/app/account/withdraw', area: 'account', screen: 'money/withdraw-page' },
  { name: 'otpWithdraw', pattern: '/app/otpwithdraw', area: 'account', screen: 'money/otp-withdraw-page' },
  // The original's address carried the challenge id (wire sheet, conflict 11); the draft holds it here.
  { name: 'otpWithdrawChallenge', pattern: '/app/otpwithdraw/:challengeId', area: 'account', screen: 'money/otp-withdraw-page' },
] as const satisfies readonly RouteRow[];

export type Route = (typeof ROUTES)[number];
export type RouteName = Route['name'];
/** The routes whose first paint is a shell (src/features/auth/auth-shell.tsx). */
export type ShellRoute = Extract<Route, { prerender: 'shell' }>['name'];
/** The rows whose first paint is a shell, in the table's order. */
export const shellRoutes = ROUTES.filter((route): route is Extract<Route, { prerender: 'shell' }> => 'prerender' in route && route.prerender === 'shell');
/** The names of an area's routes. */
export type RouteIn<A extends Area> = Extract<Route, { area: A }>['name'];

/** The rows of one area, in the table's order. */
export const routesIn = <A extends Area>(area: A) => ROUTES.filter((route): route is Extract<Route, { area: A }> => route.area === area);

/** The row of the route `name`. */
export const routeNamed = (name: RouteName): Route => ROUTES.find((route) => route.name === name)!;

// Named paths: screens link through these, never through string literals of their own.
export const paths = {
  site: {
    home: '/',
    about: '/aboutus',
    faq: '/faq',
    contact: '/contactus',
    terms: '/terms',
    privacy: '/privacy',
    products: '/#products',
  },
  auth: {
    root: '/auth',
    login: '/auth/login',
    signup1: (id: string | number = 1) => `/auth/signup1/${id}`,
    /** The route pattern of step 1; `id` carries a referral code or the plain entry '1'. */
    signup1Pattern: '/auth/signup1/:id',
    signup2: '/auth/signup2',
    signup3: '/auth/signup3',
    forgotPassword: '/auth/forgotpassword',
    forgotToken: '/auth/forgottoken',
    createForgotPassword: '/auth/createforgotpassword',
  },
  createPin: '/createpin',
  app: {
    root: '/app',
    dashboard: '/app/dashboard',
    savings: '/app/savings',
    blog: '/app/blog',
    account: '/app/account',
    portfolio: '/app/account/myportfolio',
    stash: '/app/stash',
    stashBreakdown: '/app/stash/breakdown',
    stashOtp: (challengeId: string) => `/app/stash/otp/${encodeURIComponent(challengeId)}`,
    stashOtpRoute: '/app/stash/otp/:challengeId',
    /** The account area's support page (issue 12): where a missing virtual account is set up. */
    help: '/app/help',
    savingsCreate: '/app/savings/create',
    /** A plan card links by the first word of the plan's name ('Retirement Savings Plan' -> Retirement). */
    savingsCreate2: (word: string) => `/app/savings/create2/${encodeURIComponent(word)}`,
    myPurse: '/app/savings/mypurse',
    purseStep1: (type: string) => `/app/savings/pursestep1/${encodeURIComponent(type)}`,
  },

} as const;

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
    forgotPassword: '/auth/forgotpassword',
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
    help: '/app/help',
    savingsCreate: '/app/savings/create',
    /** A plan card links by the first word of the plan's name ('Retirement Savings Plan' -> Retirement). */
    savingsCreate2: (word: string) => `/app/savings/create2/${encodeURIComponent(word)}`,
    myPurse: '/app/savings/mypurse',
    purseStep1: (type: string) => `/app/savings/pursestep1/${encodeURIComponent(type)}`,
    joinGroup1: (id: string | number) => `/app/groupsavings/joingroup1/${encodeURIComponent(String(id))}`,
    withdrawalAccount: '/app/account/mycard#pills-withdrawalAccount',
  },
} as const;

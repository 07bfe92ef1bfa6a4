// The purse flows' own paths (the dashboard's entries, myPurse and purseStep1, stay in src/paths.ts).
// Kept out of the shared table so the first paint of every other route does not carry them.
export const pursePaths = {
  step1Pattern: '/app/savings/pursestep1/:type',
  step2: (type: string) => `/app/savings/pursestep2/${encodeURIComponent(type)}`,
  step2Pattern: '/app/savings/pursestep2/:type',
  step3: '/app/savings/pursestep3',
  /** Not in the spec's routes (README, deviations): the card OTP of a purse's payment, beside its steps. */
  otp: (challengeId: string) => `/app/savings/purseotp/${encodeURIComponent(challengeId)}`,
  otpRoute: '/app/savings/purseotp/:challengeId',
  fund: '/app/savings/fundpurse',
  fundBreakdown: '/app/savings/fundpursebreakdown',
  fundOtp: (challengeId: string) => `/app/savings/fundpurseotp/${encodeURIComponent(challengeId)}`,
  fundOtpRoute: '/app/savings/fundpurseotp/:challengeId',
} as const;

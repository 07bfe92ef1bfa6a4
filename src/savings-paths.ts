// Named paths of the savings home and the individual plan flow (issue 9). Kept apart from paths.ts,
// which every entry carries: only the app's savings screens need these.
export const savingsPaths = {
  create2Route: '/app/savings/create2/:category',
  create3: (category: string) => `/app/savings/create3/${encodeURIComponent(category)}`,
  create3Route: '/app/savings/create3/:category',
  create4: '/app/savings/create4',
  /** The card OTP of a plan's payment: a literal path, the challenge is held in the pending payment (spec part 2, section 2). */
  otp: '/app/savings/otp/id',
  single: (id: string) => `/app/singlesavings/${encodeURIComponent(id)}`,
  singleRoute: '/app/singlesavings/:id',
  groupSavings: '/app/groupsavings',
} as const;

// The group savings paths (the dashboard's challenge links use joinGroup1 from here too). Apart from the shared
// table so the sign-in and sign-up screens, which load paths.ts first, do not carry them.
export const groupPaths = {
  joinGroup1: (id: string | number) => `/app/groupsavings/joingroup1/${encodeURIComponent(String(id))}`,
  joinGroup1Route: '/app/groupsavings/joingroup1/:id',
  joinGroup2: '/app/groupsavings/joingroup2',
  groupSavings: '/app/groupsavings',
  groupSavings1: (kind: 'private' | 'public') => `/app/groupsavings1/${kind}`,
  groupSavings1Route: '/app/groupsavings1/:kind',
  groupSavings2: '/app/groupsavings2',
  groupSavings3: '/app/groupsavings3',
  groupSavings4: '/app/groupsavings4',
  publicGroup: '/app/publicgroup',
  /** Not named by the spec (README, deviations): the card OTP of a group contribution, created or joined. */
  groupOtp: (challengeId: string) => `/app/groupsavings/otp/${encodeURIComponent(challengeId)}`,
  groupOtpRoute: '/app/groupsavings/otp/:challengeId',
} as const;

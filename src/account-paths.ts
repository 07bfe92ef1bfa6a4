// The account area's own screens (issue 12) and money out (issue 13): not in src/paths.ts, so the entry
// chunk every route loads does not carry them.
export const accountPaths = {
  myCard: '/app/account/mycard',
  withdrawalAccount: '/app/account/mycard#pills-withdrawalAccount',
  profile: '/app/account/profile',
  support: '/app/account/support',
  refer: '/app/account/refer',
  security: '/app/account/changepassword',
  linkCard: '/app/account/linkcard',
  beneficiary: '/app/account/beneficiary',
  transfer: '/app/account/transfer',
  withdraw: '/app/account/withdraw',
  otpWithdraw: '/app/otpwithdraw',
} as const;

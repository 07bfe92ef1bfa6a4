// Money out of the account area: beneficiaries, transfers and withdrawals, each screen its own chunk.
import { lazy } from 'react';
import { Route } from 'wouter';
import { paths } from '../paths.ts';

const BeneficiaryPage = lazy(() => import('../features/money/beneficiary-page.tsx'));
const TransferPage = lazy(() => import('../features/money/transfer-page.tsx'));
const WithdrawPage = lazy(() => import('../features/money/withdraw-page.tsx'));
const OtpWithdrawPage = lazy(() => import('../features/money/otp-withdraw-page.tsx'));

/** The routes, as a list for the app's Switch (wouter's Switch looks at its direct children). */
export const moneyRoutes = [
  <Route key="beneficiary" path={paths.account.beneficiary} component={BeneficiaryPage} />,
  <Route key="transfer" path={paths.account.transfer} component={TransferPage} />,
  <Route key="withdraw" path={paths.account.withdraw} component={WithdrawPage} />,
  <Route key="otpwithdraw" path={paths.account.otpWithdraw} component={OtpWithdrawPage} />,
  // The original's address carried the challenge id (wire sheet, conflict 11); the draft holds it here.
  <Route key="otpwithdraw-id" path={`${paths.account.otpWithdraw}/:challengeId`} component={OtpWithdrawPage} />,
];

// Money out of the account area: beneficiaries, transfers and withdrawals. Each screen's frame paints
// at once (MoneyShell) and its body is a chunk of its own.
import { Route } from 'wouter';
import { lazyRoute } from './lazy-route.tsx';
import { MoneyShell } from '../features/money/money-shell.tsx';
import { accountPaths } from '../account-paths.ts';

const BeneficiaryPage = lazyRoute(() => import('../features/money/beneficiary-page.tsx'));
const TransferPage = lazyRoute(() => import('../features/money/transfer-page.tsx'));
const WithdrawPage = lazyRoute(() => import('../features/money/withdraw-page.tsx'));
const OtpWithdrawPage = lazyRoute(() => import('../features/money/otp-withdraw-page.tsx'));

/** The routes, as a list for the app's Switch (wouter's Switch looks at its direct children). */
export const moneyRoutes = [
  <Route key="beneficiary" path={accountPaths.beneficiary}>
    <MoneyShell title="Manage Beneficiaries" Body={BeneficiaryPage} />
  </Route>,
  <Route key="transfer" path={accountPaths.transfer}>
    <MoneyShell title="Transfer Funds" lead="Send money from your Vibe cash wallet to another customer." Body={TransferPage} />
  </Route>,
  <Route key="withdraw" path={accountPaths.withdraw}>
    <MoneyShell title="Withdraw Funds" lead="Withdraw from a purse to your bank account." Body={WithdrawPage} />
  </Route>,
  <Route key="otpwithdraw" path={accountPaths.otpWithdraw}>
    <MoneyShell title="Confirm your withdrawal" Body={OtpWithdrawPage} />
  </Route>,
  // The original's address carried the challenge id (wire sheet, conflict 11); the draft holds it here.
  <Route key="otpwithdraw-id" path={`${accountPaths.otpWithdraw}/:challengeId`}>
    <MoneyShell title="Confirm your withdrawal" Body={OtpWithdrawPage} />
  </Route>,
];

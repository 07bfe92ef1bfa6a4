// Money out of the account area: beneficiaries, transfers and withdrawals. Each screen's frame paints
// at once (MoneyShell) and its body is a chunk of its own.
import { lazyScreen } from '../ui/lazy-screen.tsx';
import type { Screens } from './area-routes.tsx';
import { MoneyShell } from '../features/money/money-shell.tsx';

const BeneficiaryPage = lazyScreen(() => import('../features/money/beneficiary-page.tsx'));
const TransferPage = lazyScreen(() => import('../features/money/transfer-page.tsx'));
const WithdrawPage = lazyScreen(() => import('../features/money/withdraw-page.tsx'));
const OtpWithdrawPage = lazyScreen(() => import('../features/money/otp-withdraw-page.tsx'));

/** The screens of the account area's money routes (src/routes/table.ts has their addresses). */
export const moneyScreens = {
  beneficiary: <MoneyShell title="Manage Beneficiaries" Body={BeneficiaryPage} />,
  transfer: <MoneyShell title="Transfer Funds" lead="Send money from your Vibe cash wallet to another customer." Body={TransferPage} />,
  withdraw: <MoneyShell title="Withdraw Funds" lead="Withdraw from a purse to your bank account." Body={WithdrawPage} />,
  otpWithdraw: <MoneyShell title="Confirm your withdrawal" Body={OtpWithdrawPage} />,
  // The original's address carried the challenge id (wire sheet, conflict 11); the draft holds it here.
  otpWithdrawChallenge: <MoneyShell title="Confirm your withdrawal" Body={OtpWithdrawPage} />,
} satisfies Partial<Screens<'account'>>;

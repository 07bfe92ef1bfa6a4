// The account area: settings and money out (beneficiaries, transfers, withdrawals). Each screen is a chunk of its own.
import { lazyScreen } from '../ui/lazy-screen.tsx';
import { AreaRoutes, areaTable } from './area-routes.tsx';

const AccountHome = lazyScreen(() => import('../features/account/account-home.tsx'));
const PortfolioPage = lazyScreen(() => import('../features/account/portfolio-page.tsx'));
const SupportPage = lazyScreen(() => import('../features/account/support-page.tsx'));
const SecurityPage = lazyScreen(() => import('../features/account/security-page.tsx'));
const ProfilePage = lazyScreen(() => import('../features/account/profile-page.tsx'));
const ReferPage = lazyScreen(() => import('../features/account/refer-page.tsx'));
const MyCardPage = lazyScreen(() => import('../features/account/my-card-page.tsx'));
const LinkCardPage = lazyScreen(() => import('../features/account/link-card-page.tsx'));
const BeneficiaryPage = lazyScreen(() => import('../features/money/beneficiary-page.tsx'));
const TransferPage = lazyScreen(() => import('../features/money/transfer-page.tsx'));
const WithdrawPage = lazyScreen(() => import('../features/money/withdraw-page.tsx'));
const OtpWithdrawPage = lazyScreen(() => import('../features/money/otp-withdraw-page.tsx'));

/** Each route's screen (src/routes/table.ts has their addresses). */
export const { routes: accountRoutes, preload } = areaTable('account', {
  account: AccountHome,
  portfolio: PortfolioPage,
  support: SupportPage,
  security: SecurityPage,
  profile: ProfilePage,
  refer: ReferPage,
  myCard: MyCardPage,
  linkCard: LinkCardPage,
  beneficiary: BeneficiaryPage,
  transfer: TransferPage,
  withdraw: WithdrawPage,
  otpWithdraw: OtpWithdrawPage,
  // The original's address carried the challenge id (wire sheet, conflict 11); the draft holds it here.
  otpWithdrawChallenge: OtpWithdrawPage,
});

/** The account area: settings and money out. */
export default function AccountArea() {
  return (
    <AreaRoutes>
      {accountRoutes}
    </AreaRoutes>
  );
}


// The account area's own screens (issue 12). Each screen is a chunk of its own.
import { lazyRoute } from './lazy-route.tsx';
import { AreaRoutes, areaTable } from './area-routes.tsx';
import { moneyScreens } from './money-routes.tsx';

const AccountHome = lazyRoute(() => import('../features/account/account-home.tsx'));
const PortfolioPage = lazyRoute(() => import('../features/account/portfolio-page.tsx'));
const SupportPage = lazyRoute(() => import('../features/account/support-page.tsx'));
const SecurityPage = lazyRoute(() => import('../features/account/security-page.tsx'));
const ProfilePage = lazyRoute(() => import('../features/account/profile-page.tsx'));
const ReferPage = lazyRoute(() => import('../features/account/refer-page.tsx'));
const MyCardPage = lazyRoute(() => import('../features/account/my-card-page.tsx'));
const LinkCardPage = lazyRoute(() => import('../features/account/link-card-page.tsx'));

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
  ...moneyScreens,
});

/** The account area: settings and money out. */
export default function AccountArea() {
  return (
    <AreaRoutes>
      {accountRoutes}
    </AreaRoutes>
  );
}


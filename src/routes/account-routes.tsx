// The account area: settings and money out (beneficiaries, transfers, withdrawals).
import { AreaRoutes, areaTable } from './area-routes.tsx';

export const { routes: accountRoutes, preload } = areaTable('account');

export default function AccountArea() {
  return <AreaRoutes>{accountRoutes}</AreaRoutes>;
}

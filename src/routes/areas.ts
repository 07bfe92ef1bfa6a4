// The app's areas: each /app screen but the dashboard belongs to one, and an area's route table is a
// chunk of its own, loaded with its screens (scripts/route-chunks.ts preloads it on a cold load).
export const AREAS = {
  stash: /^\/app\/stash(\/|$)/,
  // Before savings: the purse screens live under /app/savings too.
  purse: /^\/app\/savings\/(mypurse|pursestep[123]|purseotp|fundpurse|fundpursebreakdown|fundpurseotp)(\/|$)/,
  savings: /^\/app\/(savings|singlesavings)(\/|$)/,
  group: /^\/app\/(groupsavings\d?|publicgroup)(\/|$)/,
  account: /^\/app\/(account|otpwithdraw)(\/|$)/,
  help: /^\/app\/(help|blog)(\/|$)/,
} as const;
export type Area = keyof typeof AREAS;

/** The area an address belongs to, or null (the dashboard, or no screen at all). */
export const areaOf = (pathname: string): Area | null => (Object.keys(AREAS) as Area[]).find((area) => AREAS[area].test(pathname)) ?? null;

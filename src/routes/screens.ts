// Where a route's screen becomes a component. A screen is a module under src/features named
// `*-page.tsx`; its route's row in the route table names it (`screen: 'account/profile-page'`), and
// here that name becomes a lazily loaded screen (src/ui/lazy-screen.tsx), each its own chunk. The
// bundler finds the modules by that pattern (import.meta.glob), so no file lists them again.
import type { ComponentType } from 'react';
import { lazyScreen } from '../ui/lazy-screen.tsx';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen takes its own props
type ScreenModule = { default: ComponentType<any> };

const modules = import.meta.glob<ScreenModule>('../features/*/*-page.tsx');
const loaded = new Map<string, ReturnType<typeof lazyScreen<ScreenModule>>>();

/** The screen a route's row names (`'account/profile-page'`): the same component on every call. */
export function screenOf(screen: string) {
  const load = modules[`../features/${screen}.tsx`];
  if (!load) throw new Error(`no screen module src/features/${screen}.tsx`);
  if (!loaded.has(screen)) loaded.set(screen, lazyScreen(load));
  return loaded.get(screen)!;
}

/** Every screen module the pattern finds, by the name a row gives it (for the route table's test). */
export const screenNames = () => Object.keys(modules).map((path) => path.slice('../features/'.length, -'.tsx'.length));

// The shared payment steps a payment screen is handed (one feature never imports another): each
// method's step loads when the customer picks it, the card OTP with its screen.
export const PaymentSteps = lazyScreen(() => import('../features/payments/payment-steps.tsx'));
export const PaymentOtp = lazyScreen(() => import('../features/payments/payment-otp.tsx'));

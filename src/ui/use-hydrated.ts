// Whether this render runs in the browser after hydration. False in the build's prerender and while
// React hydrates that HTML (it reads the server snapshot then), true from the next render on, and from
// the start of a client render. A prerendered control that needs the page's code to work (a form's
// submit, a carousel's buttons) is disabled until then: pressed earlier it would do nothing, or submit
// the form natively and reload the page, losing what was typed.
import { useSyncExternalStore } from 'react';

const never = () => () => {};

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

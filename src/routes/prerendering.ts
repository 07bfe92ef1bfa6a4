// Whether a screen shows what the build prerendered for it: true in the build's render, and in the
// browser while React hydrates that HTML (it reads the server snapshot then), so both render the same;
// then false, in a deferred render that React commits only once everything it renders has loaded, so
// the prerendered part stays on screen until the screen that replaces it is there (no loading state in
// between). False from the start on a client render.
import { useDeferredValue } from 'react';
import { useHydrated } from '../ui/use-hydrated.ts';

export const usePrerendered = (): boolean => useDeferredValue(false, !useHydrated());

// What `use-sync-external-store/shim` gives wouter and @preact/signals-react, for React 19: its own
// hook. The shim carries a userland copy for React before 18 that the bundle never runs but every
// route loaded (vite.config.ts resolves the shim here).
export { useSyncExternalStore } from 'react';

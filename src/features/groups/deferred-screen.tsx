// A route's first paint without the form library: the form screen is a chunk of its own, loaded behind
// the shared loading state (the sign-in screens' budget rule, scripts/size.ts).
import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoading } from '../../ui/page-loading.tsx';

export function deferredScreen(load: () => Promise<{ default: ComponentType }>) {
  const Screen = lazy(load);
  return function DeferredScreen() {
    return (
      <Suspense fallback={<PageLoading />}>
        <Screen />
      </Suspense>
    );
  };
}

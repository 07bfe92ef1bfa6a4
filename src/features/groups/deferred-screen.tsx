// A route's first paint without the form library: the form screen is a chunk of its own, loaded behind
// the shared loading state (the sign-in screens' budget rule, scripts/size.ts).
import type { ComponentType } from 'react';
import { lazyPart } from '../../ui/deferred-part.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';

export const deferredScreen = (load: () => Promise<{ default: ComponentType }>) => lazyPart(load, <PageLoading />);

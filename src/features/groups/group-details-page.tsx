// The route's first paint without the form library (the sign-in screens' budget rule, scripts/size.ts):
// the form arrives as a chunk of its own, behind the shared loading state. Written out in each group
// step rather than shared: a shared helper was a chunk of its own, a request and 0.1 KB more.
import { lazyPart } from '../../ui/deferred-part.tsx';
import { PageLoading } from '../../ui/page-loading.tsx';

export default lazyPart(() => import('./group-details-form.tsx'), <PageLoading />);

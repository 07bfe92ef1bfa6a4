// The route's first paint; the form arrives as a chunk of its own.
import { deferredScreen } from './deferred-screen.tsx';

export default deferredScreen(() => import('./group-decide-form.tsx'));

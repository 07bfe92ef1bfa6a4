// The route's first paint; the form arrives as a chunk of its own.
import { deferredScreen } from './deferred-screen.tsx';

export default deferredScreen(() => import('./join-schedule-form.tsx'));

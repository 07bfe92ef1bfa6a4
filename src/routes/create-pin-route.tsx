// /createpin: step 4 of registration. It stands outside the visitor-only /auth guard because the
// session starts at step 3; without a session it sends the visitor to sign in. Like the auth screens, a
// cold load arrives with its prerendered shell, kept until the screen replaces it (prerendering.ts).
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Redirect } from 'wouter';
import { paths } from '../paths.ts';
import { signedIn } from '../state/session.ts';
import { Lazy } from './lazy.tsx';
import { PrerenderedPart } from './prerendered-part.tsx';
import { usePrerendered } from './prerendering.ts';
import { screenOf } from './screens.ts';
import { routeNamed } from './table.ts';
import { followScreens } from '../ui/screen-arrival.ts';

const CreatePinPage = screenOf(routeNamed('createPin').screen);

export default function CreatePinRoute() {
  useSignals();
  useEffect(() => {
    followScreens();
  }, []);
  const prerendered = usePrerendered();
  if (!prerendered && !signedIn.value) return <Redirect to={paths.login} replace />;
  return <Lazy>{prerendered ? <PrerenderedPart /> : <CreatePinPage />}</Lazy>;
}

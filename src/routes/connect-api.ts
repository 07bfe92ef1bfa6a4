// Hands the session to the API layer: the entry (src/main.tsx) calls it once, before the first render.
import { navigate } from 'wouter/use-browser-location';
import { configureHttp } from '../api/config.ts';
import { paths } from '../paths.ts';
import { sessionStore, signOutNotice } from '../state/session.ts';
import { SESSION_EXPIRED } from '../ui/error-text.ts';

export function connectApi() {
  configureHttp({
    baseURL: '',
    session: sessionStore,
    // The API layer has already cleared the session. The drafts stay for the same customer's next
    // sign-in (startSession in src/state/session.ts clears them first for anyone else).
    onSignedOut: () => {
      signOutNotice.value = SESSION_EXPIRED;
      navigate(paths.login, { replace: true });
    },
  });
}

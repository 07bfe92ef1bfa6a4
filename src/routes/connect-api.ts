// Hands the session to the API layer: the entry (src/main.tsx) calls it once, before the first render.
import { navigate } from 'wouter/use-browser-location';
import { configureHttp } from '../api/config.ts';
import { paths } from '../paths.ts';
import { logout, sessionStore, signOutNotice } from '../state/session.ts';
import { SESSION_EXPIRED } from '../ui/error-text.ts';

export function connectApi() {
  configureHttp({
    baseURL: '',
    session: sessionStore,
    onSignedOut: () => {
      logout();
      signOutNotice.value = SESSION_EXPIRED;
      navigate(paths.login, { replace: true });
    },
  });
}

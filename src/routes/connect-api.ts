// Hands the session to the API layer once, in every chunk that makes calls.
import { navigate } from 'wouter/use-browser-location';
import { configureHttp } from '../api/config.ts';
import { paths } from '../paths.ts';
import { logout, sessionStore, signOutNotice } from '../state/session.ts';
import { SESSION_EXPIRED } from '../ui/error-text.ts';

configureHttp({
  baseURL: '',
  session: sessionStore,
  onSignedOut: () => {
    logout();
    signOutNotice.value = SESSION_EXPIRED;
    navigate(paths.login, { replace: true });
  },
});

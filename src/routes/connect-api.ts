// Hands the session to the API layer once, in every chunk that makes calls.
import { navigate } from 'wouter/use-browser-location';
import { configureHttp } from '../api/config.ts';
import { paths } from '../paths.ts';
import { logout, sessionStore, signOutNotice } from '../state/session.ts';

export const SESSION_EXPIRED_NOTICE = 'Your session has expired. Please sign in again.';

configureHttp({
  baseURL: '',
  session: sessionStore,
  onSignedOut: () => {
    logout();
    signOutNotice.value = SESSION_EXPIRED_NOTICE;
    navigate(paths.login, { replace: true });
  },
});

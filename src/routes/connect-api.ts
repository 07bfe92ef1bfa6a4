// Hands the session to the API layer once, in every chunk that makes calls.
import { navigate } from 'wouter/use-browser-location';
import { configureHttp } from '../api/http.ts';
import { paths } from '../paths.ts';
import { logout, sessionStore } from '../state/session.ts';

configureHttp({
  baseURL: '',
  session: sessionStore,
  onSignedOut: () => {
    logout();
    navigate(paths.auth.login, { replace: true });
  },
});

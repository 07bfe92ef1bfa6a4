// Configures the API client for anonymous calls from a public page, without the session signals that
// connect-api.ts brings: if a signed-in area has already configured it, that set-up stays; if one
// loads later, its own configuration replaces this one.
import { configureHttp, isHttpConfigured } from '../api/config.ts';
import { memorySession } from '../api/memory-session.ts';

if (!isHttpConfigured()) configureHttp({ baseURL: '', session: memorySession() });

// Texts the README's deviations table adds where the spec gives none (not spec text: project choices).
import type { MessageEntry } from './types.ts';

const readme = (id: string, text: string, routes: string[], screen: string): MessageEntry => ({
  id: `readme.${id}`, text, kind: 'validation', part: 'README', section: 'Deviations', routes, screen,
});

export const readmeMessages: MessageEntry[] = [
  { ...readme('session-expired', 'Your session has expired. Please sign in again.', ['auth.login'], 'sign-in after a refused refresh'), kind: 'notice' },
  readme('bvn-length', 'BVN must be 10 or 11 digits', ['app.dashboard'], 'BVN modal: BVN'),
  readme('under-18', 'You must be 18 or older to register', ['auth.signup1'], 'step 1: dob'),
  readme('referral-short', 'Referral Code must be at least 5 characters', ['auth.signup1'], 'step 1: referral'),
  readme('pin-length', 'Pin must be 4 digits', ['auth.createpin'], 'step 4: PIN'),
  { ...readme('blog-empty', 'No blog posts yet. Check back soon.', ['app.blog'], 'blog list with no posts'), kind: 'empty' },
  { ...readme('post-not-found', 'We could not find that post. It may have been removed.', ['app.blog.post'], 'blog post with an unknown id'), kind: 'empty' },
];

// The savings-habit questionnaire (its answers meet the dashboard's to-do) and the blog.
import type { Router } from 'express';
import { blogPostsCall, feedbackCall } from '../../src/api/util.ts';
import { handle } from '../route.ts';
import type { Store } from '../store.ts';

export function helpHandlers(router: Router, store: Store) {
  handle(router, store, feedbackCall, ({ user, input }) => {
    store.state.feedback.push({ userId: user.id, ...input, receivedAt: new Date().toISOString() });
    // 'Let us help you save better' is done once the customer has answered.
    user.todo.riskProfiled = true;
    return null;
  });

  handle(router, store, blogPostsCall, () => store.state.blogPosts.map((post) => ({ ...post })));
}

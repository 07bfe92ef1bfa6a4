// The savings-habit questionnaire and the blog (spec part 2, sections 2, 3, 7 and 9).
import { array, enums, nullable, optional, string, type, unknown, type Infer } from 'superstruct';
import { defineCall, send } from './http.ts';
import { wireBoolean, wireNumber, wireText } from './wire.ts';

/** The answers' values (spec part 2, section 9); the original sent each as text from a radio. */
export const FeedbackValues = {
  /** Days between savings; 90 quarterly, 0 never. */
  frequency: [1, 7, 30, 90, 0],
  /** Monthly earnings bands 1 to 5. */
  mEarn: [1, 2, 3, 4, 5],
  /** Monthly expense share bands 1 to 5. */
  mExp: [1, 2, 3, 4, 5],
  savingPercent: [10, 25, 50, 75, 90],
  projection: [15, 30, 60, 85, 100],
} as const;

export const Feedback = type({
  frequency: wireNumber(enums([...FeedbackValues.frequency])),
  mEarn: wireNumber(enums([...FeedbackValues.mEarn])),
  mExp: wireNumber(enums([...FeedbackValues.mExp])),
  savingPercent: wireNumber(enums([...FeedbackValues.savingPercent])),
  isSaving: wireBoolean(),
  projection: wireNumber(enums([...FeedbackValues.projection])),
});
export type Feedback = Infer<typeof Feedback>;

export const feedbackCall = defineCall({
  name: 'util.feedback',
  method: 'POST',
  path: '/api/v1/util/feedback',
  auth: true,
  request: Feedback,
  // Only success and messages are read (wire sheet, section 3).
  response: optional(unknown()),
});

export const sendFeedback = (answers: Feedback) => send(feedbackCall, answers).then(() => undefined);

// ---- Blog ----

/**
 * One post. The original read no field of a post (it rendered static text for each); this client
 * defines the shape it shows (README, deviations): `date` is an ISO 8601 time, `image` a same-origin
 * or data: address (the CSP allows no other), or null.
 */
export const BlogPost = type({
  id: wireText(string()),
  title: string(),
  summary: string(),
  body: string(),
  source: string(),
  date: string(),
  image: nullable(string()),
});
export type BlogPost = Infer<typeof BlogPost>;

export const blogPostsCall = defineCall({
  name: 'util.blogposts',
  method: 'GET',
  path: '/api/v1/util/blogposts',
  auth: true,
  response: array(BlogPost),
});

export const getBlogPosts = () => send(blogPostsCall);

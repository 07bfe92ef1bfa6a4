// The questionnaire (/app/help) and the blog: each screen its own lazily loaded chunk.
import { Route } from 'wouter';
import { lazyRoute } from './lazy-route.tsx';
import { preloadMatching } from './preload-matching.ts';
import { paths } from '../paths.ts';
import { AreaRoutes } from './area-routes.tsx';
import { blogPaths } from '../features/blog/blog-paths.ts';

const QuestionnairePage = lazyRoute(() => import('../features/help/questionnaire-page.tsx'));
const BlogPage = lazyRoute(() => import('../features/blog/blog-page.tsx'));
const BlogPostPage = lazyRoute(() => import('../features/blog/blog-post-page.tsx'));

/** The routes, as a list for the app's Switch (wouter's Switch looks at its direct children). */
export const helpRoutes = [
  <Route key="help" path={paths.app.help} component={QuestionnairePage} />,
  <Route key="blog" path={paths.app.blog} component={BlogPage} />,
  <Route key="blog-post" path={blogPaths.postRoute}>
    {(params: { id: string }) => <BlogPostPage id={params.id} />}
  </Route>,
];

export default function HelpArea() {
  return <AreaRoutes>{helpRoutes}</AreaRoutes>;
}

/** Loads the screen `pathname` shows (the entry waits for it before its first render). */
export const preload = (pathname: string) => preloadMatching([...helpRoutes], pathname);

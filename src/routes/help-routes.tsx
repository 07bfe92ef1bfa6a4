// The questionnaire (/app/help) and the blog: each screen its own lazily loaded chunk.
import { lazyScreen } from '../ui/lazy-screen.tsx';
import { AreaRoutes, areaTable } from './area-routes.tsx';

const QuestionnairePage = lazyScreen(() => import('../features/help/questionnaire-page.tsx'));
const BlogPage = lazyScreen(() => import('../features/blog/blog-page.tsx'));
const BlogPostPage = lazyScreen(() => import('../features/blog/blog-post-page.tsx'));

/** Each route's screen (src/routes/table.ts has their addresses). */
export const { routes: helpRoutes, preload } = areaTable('help', {
  help: QuestionnairePage,
  blog: BlogPage,
  blogPost: BlogPostPage,
});

export default function HelpArea() {
  return <AreaRoutes>{helpRoutes}</AreaRoutes>;
}


// /app/blog/{id}: one post, reached from the list, a reload or a shared link; an unknown id says so.
import { Link } from 'wouter';
import type { RouteComponentProps } from 'wouter';
import { getBlogPosts } from '../../api/util.ts';
import { paths } from '../../paths.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { useLoad } from '../../ui/use-load.ts';
import { PostMeta } from './blog-page.tsx';
import * as styles from './blog.css.ts';

export const POST_NOT_FOUND = 'We could not find that post. It may have been removed.';

export default function BlogPostPage({ params: { id } }: RouteComponentProps<{ id: string }>) {
  // The API lists posts only (spec part 2, section 7): the post is found in the list.
  const posts = useLoad(getBlogPosts);
  const back = (
    <Link href={paths.blog} className={styles.back}>
      ‹ Back to the blog
    </Link>
  );
  if (posts.status === 'loading')
    return (
      <div className={styles.page}>
        {back}
        <p aria-busy="true">Loading post…</p>
      </div>
    );
  if (posts.status === 'failed')
    return (
      <div className={styles.page}>
        {back}
        <h1>Blog</h1>
        <LoadFailure error={posts.error} onRetry={posts.reload} />
      </div>
    );
  const post = posts.data.find((p) => p.id === id);
  if (!post)
    return (
      <div className={styles.page}>
        {back}
        <h1>Post not found</h1>
        <p>{POST_NOT_FOUND}</p>
      </div>
    );
  return (
    <article className={styles.page}>
      {back}
      {post.image && <img className={styles.image} src={post.image} alt="" width={320} height={120} />}
      <h1>{post.title}</h1>
      <PostMeta post={post} />
      <p className={styles.lead}>{post.summary}</p>
      <div className={styles.body}>
        {post.body.split(/\n{2,}/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}

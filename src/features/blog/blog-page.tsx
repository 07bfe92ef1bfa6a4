// /app/blog: the posts the server lists, each linking to its own page, with a search that filters as
// the customer types (spec part 2, section 2; the original linked every post to a literal ':id').
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { getBlogPosts, type BlogPost } from '../../api/util.ts';
import * as fieldStyles from '../../ui/field.css.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { useLoad } from '../../ui/use-load.ts';
import * as styles from './blog.css.ts';
import { postAge } from './post-age.ts';
import { paths } from '../../paths.ts';

export const NO_POSTS = 'No blog posts yet. Check back soon.';
export const noMatch = (query: string) => `No posts match “${query}”.`;

const matches = (post: BlogPost, query: string) => {
  const q = query.trim().toLowerCase();
  return !q || [post.title, post.summary, post.source, post.body].some((text) => text.toLowerCase().includes(q));
};

export function PostMeta({ post }: { post: BlogPost }) {
  return (
    <p className={styles.meta}>
      {post.source} · <time dateTime={post.date}>{postAge(post.date)}</time>
    </p>
  );
}

function PostList({ posts, query }: { posts: BlogPost[]; query: string }) {
  if (!posts.length) return <p className={styles.empty}>{NO_POSTS}</p>;
  const shown = posts.filter((post) => matches(post, query));
  if (!shown.length)
    return (
      <p className={styles.empty} role="status">
        {noMatch(query.trim())}
      </p>
    );
  return (
    <ul className={styles.list} aria-label="Blog posts">
      {shown.map((post) => (
        <li key={post.id} className={styles.card}>
          <article>
            <h2 className={styles.title}>
              <Link href={paths.blogPost(post.id)}>{post.title}</Link>
            </h2>
            <p>{post.summary}</p>
            <PostMeta post={post} />
          </article>
        </li>
      ))}
    </ul>
  );
}

export default function BlogPage() {
  const posts = useLoad(getBlogPosts);
  const [query, setQuery] = useState('');
  const id = useId();
  return (
    <div className={styles.page}>
      <h1>Blog</h1>
      <p className={styles.lead}>Ideas and news to help you save better.</p>
      <div className={fieldStyles.root}>
        <label className={fieldStyles.label} htmlFor={id}>
          Search the blog
        </label>
        <input id={id} type="search" className={fieldStyles.input} value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
      </div>
      {posts.status === 'loading' && <p aria-busy="true">Loading posts…</p>}
      {posts.status === 'failed' && <LoadFailure error={posts.error} onRetry={posts.reload} />}
      {posts.status === 'ready' && <PostList posts={posts.data} query={query} />}
    </div>
  );
}

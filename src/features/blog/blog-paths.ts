// A blog post's address: with the blog's screens, not in src/paths.ts (the entry every route loads).
export const blogPaths = {
  post: (id: string) => `/app/blog/${encodeURIComponent(id)}`,
  postRoute: '/app/blog/:id',
} as const;

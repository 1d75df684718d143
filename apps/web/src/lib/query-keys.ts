/**
 * Every TanStack Query key of the app, in one place: a feature that reads or refreshes another's data
 * (the dashboard and the report share the primary resume; an upload refreshes both) names it from here,
 * never as a literal. Keys are hierarchical: invalidating `queryKeys.resumes.all` refreshes every query
 * about resumes.
 */
export const queryKeys = {
  me: ['auth', 'me'] as const,
  resumes: {
    all: ['resumes'] as const,
    list: ['resumes', 'list'] as const,
    // Typed alike: the report reads either the primary resume or one by id through the same hook.
    primary: ['resumes', 'primary'] as readonly string[],
    one: (id: string): readonly string[] => ['resumes', 'one', id],
  },
  jobs: {
    matches: (limit: number, remote: unknown, experienceLevel: unknown, location: string) =>
      ['jobs', 'match', limit, remote, experienceLevel, location] as const,
    recent: (jobTitle: unknown, experienceLevel: unknown) =>
      ['jobs', 'recent', jobTitle, experienceLevel] as const,
  },
  insights: (targetRole: string | null, experienceLevel: string | null) =>
    ['insights', 'me', targetRole, experienceLevel] as const,
  blog: {
    post: (slug: string) => ['blog', 'post', slug] as const,
    published: (query: unknown, page: number, size: number) =>
      ['blog', 'published', query, page, size] as const,
  },
  expertChatStatus: ['expert', 'chat', 'status'] as const,
};

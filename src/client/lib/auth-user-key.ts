/** The query key @trpc/react-query gives `auth.user`, so a sign-in by form post fills the same cache entry the shell reads. */
export const AUTH_USER_KEY = [['auth', 'user'], { type: 'query' }] as const;

import type { SessionUser } from '../auth/auth.schema';

/** Who may delete a post or a match comment: its author, or an admin moderating the club's pages. */
export function mayDeleteContent(viewer: Pick<SessionUser, 'id' | 'memberType'>, authorId: number): boolean {
  return viewer.id === authorId || viewer.memberType === 'admin';
}

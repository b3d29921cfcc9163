import { AppError } from '../core/app-error';
import type { Db } from '../db/db';
import { waitText } from './enforce-rate-limit';
import type { Limiters } from './limiters';

type WriteKind = keyof Pick<Limiters, 'posts' | 'comments' | 'matches' | 'invitations' | 'photos'>;

const NOUNS: Record<WriteKind, string> = {
  posts: 'posts',
  comments: 'comments',
  matches: 'matches',
  invitations: 'match invitations',
  photos: 'photos',
};

/**
 * What one member may write in an hour (numbers in config: POSTS_PER_HOUR and the rest). Over it,
 * a 429 says what and for how long, and nothing is written.
 */
export async function enforceWriteLimit(deps: { db: Db; limiters: Limiters }, kind: WriteKind, memberId: number, count = 1): Promise<void> {
  const decision = await deps.limiters[kind].hit(deps.db, String(memberId), undefined, count);
  if (!decision.allowed) {
    throw new AppError('TOO_MANY_REQUESTS', `Too many ${NOUNS[kind]} in a short time. Please wait ${waitText(decision.retryAfterSeconds)} and try again.`);
  }
}

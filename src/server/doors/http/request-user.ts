import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '../../../shared/auth/auth.schema';
import { isSecureUrl } from '../../platform/config/config';
import { resolveSession } from '../../domains/auth/session.service';
import { isLapsed } from '../../domains/membership/membership.service';
import { adminNeedsTwoFactorSetup } from '../../domains/auth/two-factor/admin-two-factor';
import type { AppDeps } from '../../platform/deps/deps';

export const SESSION_COOKIE = 'club_session';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | undefined;
    /** A standard member past the grace period: only their profile, statements and renewal stay open. */
    membershipLapsed: boolean;
  }
}

/** Resolves the session cookie to the signed-in user before any route runs. */
export const requestUserPlugin = fp((app: FastifyInstance, deps: AppDeps, done: () => void) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', undefined);
  app.decorateRequest('membershipLapsed', false);
  app.addHook('onRequest', async (request, reply) => {
    if (!isDynamicPath(request.url)) return;
    const token = request.cookies[SESSION_COOKIE];
    const signedIn = await signedInBy(deps, token);
    request.user = signedIn?.user ?? null;
    request.sessionToken = signedIn ? token : undefined;
    request.membershipLapsed = signedIn?.lapsed ?? false;
    if (token && !request.user) clearSessionCookie(reply, deps);
  });
  done();
});

/**
 * Who a session cookie's token signs in now, as every request works it out (also for a stream
 * sent data long after it opened): the acting user and whether their membership has lapsed; null
 * when the session is gone, expired or idle too long.
 */
export async function signedInBy(deps: AppDeps, token: string | undefined): Promise<{ user: SessionUser; lapsed: boolean } | null> {
  // One query finds the session, its member and the paid-through date the lapse check needs.
  const session = await resolveSession(deps, token);
  if (!session) return null;
  return { user: await actingUser(deps, session.user), lapsed: await isLapsed(deps, session.user, session.paidThrough) };
}

/**
 * The one role the request acts with, for every door and service: an admin the club requires to
 * have a second factor and who has none yet acts as a standard member everywhere until they set it up.
 */
async function actingUser(deps: AppDeps, user: SessionUser): Promise<SessionUser> {
  if (!(await adminNeedsTwoFactorSetup(deps.db, user))) return user;
  return { ...user, memberType: 'standard', adminAwaitingTwoFactor: true };
}

function isDynamicPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/trpc/') || url.startsWith('/uploads/') || url.startsWith('/event-images/') || url.startsWith('/member-photos/');
}

export function setSessionCookie(reply: FastifyReply, deps: AppDeps, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureUrl(deps.config),
    maxAge: 30 * 24 * 60 * 60,
  });
}

export function clearSessionCookie(reply: FastifyReply, deps: AppDeps): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecureUrl(deps.config) });
}

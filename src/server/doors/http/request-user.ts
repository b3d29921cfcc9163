import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '../../../shared/auth/auth.schema';
import { isSecureUrl } from '../../platform/config/config';
import { type ResolvedSession, resolveSession, resolveSessions } from '../../domains/auth/session.service';
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

interface SignedIn {
  user: SessionUser;
  /** A standard member past the grace period. */
  lapsed: boolean;
}

/**
 * Who a session cookie's token signs in now, as every request works it out: the acting user and
 * whether their membership has lapsed; null when the session is gone, expired or idle too long.
 */
async function signedInBy(deps: AppDeps, token: string | undefined): Promise<SignedIn | null> {
  // One query finds the session, its member and the paid-through date the lapse check needs.
  return signedInAs(deps, await resolveSession(deps, token));
}

async function signedInAs(deps: AppDeps, session: ResolvedSession | null): Promise<SignedIn | null> {
  if (!session) return null;
  return { user: await actingUser(deps, session.user), lapsed: await isLapsed(deps, session.user, session.paidThrough) };
}

/** As each request works it out, for many tokens at once (a board's watchers, on each update), by token. */
export async function signedInByEach(deps: AppDeps, tokens: readonly string[]): Promise<Map<string, SignedIn | null>> {
  const signedIn = new Map<string, SignedIn | null>();
  for (const [token, session] of await resolveSessions(deps, tokens)) signedIn.set(token, await signedInAs(deps, session));
  return signedIn;
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

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthState, LoginInput, LoginResult } from '../../../shared/auth/auth.schema';
import type { TwoFactorSignInInput } from '../../../shared/auth/two-factor.schema';
import type { AppDeps } from '../../platform/deps/deps';
import type { UserRow } from '../../platform/db/schema';
import { deviceTokenOf, setDeviceCookie } from './device-cookie';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './request-user';
import { checkPassword, completeAuthentication } from '../../domains/auth/auth.service';
import { endSession, startSession } from '../../domains/auth/session.service';
import { hasTwoFactor } from '../../domains/auth/two-factor/has-two-factor';
import { openTwoFactorChallenge, passTwoFactorChallenge } from '../../domains/auth/two-factor/two-factor-sign-in.service';

// Shared by the tRPC and REST doors: both read and write the same session cookie.

export const TWO_FACTOR_PROMPT = 'Enter the 6-digit code from your authenticator app.';

export function authStateOf(request: FastifyRequest): AuthState {
  return request.user ? { isAuthenticated: true, user: request.user } : { isAuthenticated: false, user: null };
}

/** Step one: the password. With a second factor on, the answer is a token for step two instead of a session. */
export async function signIn(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, input: LoginInput): Promise<LoginResult> {
  const user = await checkPassword(deps, input, request.ip, deviceTokenOf(request));
  if (await hasTwoFactor(deps.db, user.id)) {
    return { success: false, user: null, message: TWO_FACTOR_PROMPT, twoFactorToken: await openTwoFactorChallenge(deps, user.id) };
  }
  return startSignedInSession(deps, request, reply, user);
}

/** Step two: the code from the app (or a recovery code) for the token step one gave. */
export async function signInWithSecondFactor(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, input: TwoFactorSignInInput): Promise<LoginResult> {
  const user = await passTwoFactorChallenge(deps, input, { ip: request.ip, deviceToken: deviceTokenOf(request) });
  return startSignedInSession(deps, request, reply, user);
}

async function startSignedInSession(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, row: UserRow): Promise<LoginResult> {
  const { user, deviceToken } = await completeAuthentication(deps, row, request.ip, deviceTokenOf(request));
  const token = await startSession(deps, user.id, request.cookies[SESSION_COOKIE]);
  setSessionCookie(reply, deps, token);
  setDeviceCookie(reply, deps, deviceToken);
  return { success: true, user, message: 'You have been logged in successfully' };
}

export async function signOut(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<{ success: true }> {
  await endSession(deps.db, request.cookies[SESSION_COOKIE]);
  clearSessionCookie(reply, deps);
  return { success: true };
}

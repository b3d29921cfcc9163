import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthState, LoginInput, LoginResult } from '../../shared/auth/auth.schema';
import type { AppDeps } from '../deps';
import { deviceTokenOf, setDeviceCookie } from '../http/device-cookie';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../http/request-user';
import { authenticate } from './auth.service';
import { endSession, startSession } from './session.service';

// Shared by the tRPC and REST doors: both read and write the same session cookie.

export function authStateOf(request: FastifyRequest): AuthState {
  return request.user ? { isAuthenticated: true, user: request.user } : { isAuthenticated: false, user: null };
}

export async function signIn(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  input: LoginInput,
): Promise<LoginResult> {
  const { user, deviceToken } = await authenticate(deps, input, request.ip, deviceTokenOf(request));
  const token = await startSession(deps.db, user.id, request.cookies[SESSION_COOKIE]);
  setSessionCookie(reply, deps, token);
  setDeviceCookie(reply, deps, deviceToken);
  return { success: true, user, message: 'You have been logged in successfully' };
}

export async function signOut(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<{ success: true }> {
  await endSession(deps.db, request.cookies[SESSION_COOKIE]);
  clearSessionCookie(reply, deps);
  return { success: true };
}

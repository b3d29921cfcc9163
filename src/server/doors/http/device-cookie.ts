import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSecureUrl } from '../../platform/config/config';
import type { AppDeps } from '../../platform/deps/deps';

/** Marks a browser that signed in successfully before; see docs/decisions/sign-in-limits.md. */
export const DEVICE_COOKIE = 'club_device';

export function deviceTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies[DEVICE_COOKIE];
}

export function setDeviceCookie(reply: FastifyReply, deps: AppDeps, token: string): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureUrl(deps.config),
    maxAge: 365 * 24 * 60 * 60,
  });
}

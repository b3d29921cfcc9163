import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { publicQuery } from './public-query';
import type { RouterContext } from './router-context';
import { mayOpenAdminPages } from '../../shared/auth/admin-pages';

interface GuardOptions {
  requireAdmin?: boolean;
}

/**
 * The spec's route guard, for a route's beforeLoad: a visitor goes to /signin with the
 * current path in `redirect`; a signed-in non-admin on an admin page goes to /.
 * The server enforces the same rules on every call.
 */
export async function guardRoute(context: RouterContext, location: ParsedLocation, options: GuardOptions = {}): Promise<void> {
  const auth = await context.queryClient.ensureQueryData(publicQuery('auth', 'user')).catch((error: unknown) => {
    console.error('Session check failed', error);
    return { isAuthenticated: false, user: null } as const;
  });
  if (!auth.isAuthenticated) throw redirect({ to: '/signin', search: { redirect: location.href } });
  if (options.requireAdmin && !mayOpenAdminPages(auth.user)) throw redirect({ to: '/' });
}

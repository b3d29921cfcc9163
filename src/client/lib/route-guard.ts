import { redirect, type ParsedLocation } from '@tanstack/react-router';
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
  let answered = true;
  const auth = await context.trpcUtils.auth.user.ensureData().catch((error: unknown) => {
    console.error('Session check failed', error);
    answered = false;
    return { isAuthenticated: false, user: null } as const;
  });
  if (!auth.isAuthenticated) {
    // The server says the session ended: the card data kept offline for whoever was signed in goes (never
    // on a failed check, offline). Holes not yet sent stay, theirs alone, until they sign in again or sign out.
    if (answered) await import('./offline-cards/forget').then((offline) => offline.forgetKeptCards()).catch(() => undefined);
    throw redirect({ to: '/signin', search: { redirect: location.href } });
  }
  if (options.requireAdmin && !mayOpenAdminPages(auth.user)) throw redirect({ to: '/' });
}

import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { SERVER_STATE_ID } from '../../shared/site/page-render';

/** The query cache as JSON safe inside a script element (no `</script>`, no HTML comments). */
export function serializeQueryCache(queryClient: QueryClient): string {
  return JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
}

/**
 * Fills the browser's cache with what the server rendered from, so nothing refetches on hydration.
 * Answers null when the page was not rendered on the server, else whether it was for a signed-in user.
 */
export function hydrateFromServerState(queryClient: QueryClient, doc: Document): { signedIn: boolean } | null {
  const element = doc.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  const state: unknown = JSON.parse(element.textContent);
  if (!isDehydratedState(state)) return null;
  hydrate(queryClient, state);
  return { signedIn: state.queries.some(isSignedInSession) };
}

function isSignedInSession(query: DehydratedState['queries'][number]): boolean {
  const [path] = query.queryKey;
  const data: unknown = query.state.data;
  return (
    Array.isArray(path) && path.join('.') === 'auth.user' && typeof data === 'object' && data !== null && 'isAuthenticated' in data && data.isAuthenticated === true
  );
}

function isDehydratedState(value: unknown): value is DehydratedState {
  return typeof value === 'object' && value !== null && 'queries' in value && Array.isArray(value.queries);
}

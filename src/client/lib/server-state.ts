import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { SERVER_STATE_ID } from '../../shared/site/page-render';

/** The query cache as JSON safe inside a script element (no `</script>`, no HTML comments). */
export function serializeQueryCache(queryClient: QueryClient): string {
  return JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
}

/** Fills the browser's cache with what the server rendered from, so nothing refetches on hydration. */
export function hydrateFromServerState(queryClient: QueryClient, doc: Document): boolean {
  const element = doc.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return false;
  const state: unknown = JSON.parse(element.textContent);
  if (!isDehydratedState(state)) return false;
  hydrate(queryClient, state);
  return true;
}

function isDehydratedState(value: unknown): value is DehydratedState {
  return typeof value === 'object' && value !== null && 'queries' in value && Array.isArray(value.queries);
}

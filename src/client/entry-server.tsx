import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { createQueryClient } from './lib/query-client';
import { serializeQueryCache } from './lib/server-state';
import { createTrpcClient } from './lib/trpc';
import { createAppRouter } from './router';
import type { PageRenderRequest, RenderedPage } from '../shared/site/page-render';

/** Renders one page of the site on the server, with the data it needs, for the browser to hydrate. */
export async function renderPage(request: PageRenderRequest): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient({ url: 'http://club.internal/trpc', fetch: request.fetch });
  const history = createMemoryHistory({ initialEntries: [request.url] });
  const router = createAppRouter(queryClient, trpcClient, history);
  await router.load();
  const result = router._serverResult;
  if (result?.type === 'redirect') {
    return { type: 'redirect', status: result.redirect.status, location: result.redirect.headers.get('Location') ?? '/' };
  }
  const html = renderToString(<App queryClient={queryClient} trpcClient={trpcClient} router={router} />);
  return { type: 'page', status: result?.status ?? 200, html, state: serializeQueryCache(queryClient) };
}

import { createMemoryHistory } from '@tanstack/react-router';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { App } from './app';
import { createQueryClient } from './lib/query-client';
import { serializeQueryCache } from './lib/server-state';
import { createAppRouter } from './router';
import type { PageRenderRequest, RenderedPage } from '../shared/site/page-render';
import { POSTED_FORM_KEY } from '../shared/site/posted-form';

/** Renders one page of the site on the server, with the data it needs, for the browser to hydrate. */
export async function renderPage(request: PageRenderRequest): Promise<RenderedPage> {
  const queryClient = createQueryClient({ url: 'http://club.internal/trpc', fetch: request.fetch });
  // In the cache, so the browser hydrates the same form: the typed values and the messages.
  if (request.postedForm) queryClient.setQueryData(POSTED_FORM_KEY, request.postedForm);
  const history = createMemoryHistory({ initialEntries: [request.url] });
  const router = createAppRouter(queryClient, history);
  await router.load();
  const result = router._serverResult;
  if (result?.type === 'redirect') {
    return { type: 'redirect', status: result.redirect.status, location: result.redirect.headers.get('Location') ?? '/' };
  }
  const html = await renderToHtml(<App queryClient={queryClient} router={router} />);
  const routeIds = router.state.matches.map((match) => match.routeId);
  return { type: 'page', status: result?.status ?? 200, html, state: serializeQueryCache(queryClient), routeIds };
}

/**
 * The whole page as one string once every lazy part has loaded: the markup the browser
 * hydrates, with no streaming placeholders and no inline scripts (the CSP allows none).
 */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Never outline a boundary for progressive reveal: that needs inline scripts.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

import type { PostedFormState } from './posted-form';

/** The contract between the server and the server-side bundle of the client (dist/ssr/entry-server.js). */

export interface PageRenderRequest {
  /** Path and query of the page, e.g. `/events?day=2026-11-22`. */
  url: string;
  /** Answers the page's tRPC calls in process, with the visitor's cookie. */
  fetch: typeof fetch;
  /** A public form the visitor posted without scripts and the server refused: the page shows it again, with its messages. */
  postedForm?: PostedFormState;
}

export type RenderedPage =
  /** `routeIds`: the routes the page matched, root first, so the server links their stylesheets. */
  | { type: 'page'; status: number; html: string; state: string; routeIds: string[] }
  | { type: 'redirect'; status: number; location: string };

export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage>;

/** The id of the JSON data block the server leaves in the page for the browser to pick up. */
export const SERVER_STATE_ID = 'club-state';

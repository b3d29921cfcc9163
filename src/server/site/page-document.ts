import { SERVER_STATE_ID } from '../../shared/site/page-render';

const ROOT = '<div id="root"></div>';

/** index.html from the browser build, split where the head and the page go. */
export interface PageTemplate {
  beforeHead: string;
  afterHead: string;
  beforeRoot: string;
  afterRoot: string;
}

/**
 * Cuts the built index.html at its <title> (the page's head tags replace it and the default
 * description) and at its empty root element.
 */
export function parseTemplate(indexHtml: string): PageTemplate {
  const withoutDefaults = indexHtml.replace(/\s*<meta name="description"[^>]*>/, '');
  const titleMatch = /<title>[^<]*<\/title>/.exec(withoutDefaults);
  const rootAt = withoutDefaults.indexOf(ROOT);
  if (!titleMatch || rootAt < 0) throw new Error('dist/client/index.html has no <title> or no empty #root element');
  const titleEnd = titleMatch.index + titleMatch[0].length;
  return {
    beforeHead: withoutDefaults.slice(0, titleMatch.index),
    afterHead: withoutDefaults.slice(titleEnd, rootAt),
    beforeRoot: '<div id="root">',
    afterRoot: withoutDefaults.slice(rootAt + ROOT.length),
  };
}

export interface PageParts {
  head: string;
  /** Server-rendered markup of the page, empty for pages the browser renders alone. */
  body: string;
  /** The query cache the markup was rendered from, as JSON, or null. */
  state: string | null;
}

export function assemblePage(template: PageTemplate, { head, body, state }: PageParts): string {
  const stateBlock = state === null ? '' : `<script type="application/json" id="${SERVER_STATE_ID}">${state}</script>`;
  // The data block sits after the root element, so hydration sees exactly the markup React rendered.
  return `${template.beforeHead}${head}${template.afterHead}${template.beforeRoot}${body}</div>${stateBlock}${template.afterRoot}`;
}

import { SERVER_STATE_ID } from '../../../shared/site/page-render';

const ROOT = '<div id="root"></div>';

/** index.html from the browser build, split where the head and the page go. */
export interface PageTemplate {
  beforeHead: string;
  afterHead: string;
  /** The same for a server-rendered page: its scripts fetched after the stylesheets and images it paints with. */
  afterHeadRendered: string;
  /** The rest of the head, after the entry's script and stylesheet: route stylesheets come later, so they win. */
  headEnd: string;
  beforeRoot: string;
  afterRoot: string;
}

/**
 * A server-rendered page paints without its scripts; they only hydrate it. Asked for at low
 * priority, they no longer compete on a slow link with the stylesheet and the hero photo.
 */
function withLowPriorityScripts(headTags: string): string {
  return headTags.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
}

/**
 * Cuts the built index.html at its <title> (the page's head tags replace it and the default
 * description) and at its empty root element.
 */
export function parseTemplate(indexHtml: string): PageTemplate {
  const withoutDefaults = indexHtml.replace(/\s*<meta name="description"[^>]*>/, '');
  const titleMatch = /<title>[^<]*<\/title>/.exec(withoutDefaults);
  const rootAt = withoutDefaults.indexOf(ROOT);
  const headEndAt = withoutDefaults.indexOf('</head>');
  if (!titleMatch || rootAt < 0 || headEndAt < 0)
    throw new Error('dist/client/index.html has no <title>, no </head> or no empty #root element');
  const titleEnd = titleMatch.index + titleMatch[0].length;
  return {
    beforeHead: withoutDefaults.slice(0, titleMatch.index),
    afterHead: withoutDefaults.slice(titleEnd, headEndAt),
    afterHeadRendered: withLowPriorityScripts(withoutDefaults.slice(titleEnd, headEndAt)),
    headEnd: withoutDefaults.slice(headEndAt, rootAt),
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
  /** Stylesheet tags for the page's own routes (see route-assets.ts). */
  routeAssets?: string;
}

export function assemblePage(template: PageTemplate, { head, body, state, routeAssets = '' }: PageParts): string {
  const stateBlock = state === null ? '' : `<script type="application/json" id="${SERVER_STATE_ID}">${state}</script>`;
  // The data block sits after the root element, so hydration sees exactly the markup React rendered.
  const assets = routeAssets ? `  ${routeAssets}\n  ` : '';
  const afterHead = state === null ? template.afterHead : template.afterHeadRendered;
  return `${template.beforeHead}${head}${afterHead}${assets}${template.headEnd}${template.beforeRoot}${body}</div>${stateBlock}${template.afterRoot}`;
}

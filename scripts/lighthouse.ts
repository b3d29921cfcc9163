// `npm run lighthouse`: the club website in production mode on a temp database with the demo club,
// audited by Lighthouse (mobile preset, simulated slow 4G and CPU throttling) in Debian's chromium.
// Prints the median of LIGHTHOUSE_RUNS runs (default 3) per public page: four scores and LCP.
// /signin keeps itself out of search engines (noindex): its SEO is judged on every other audit.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { freePort, npmStartArgs, productionEnv, startProcess } from './support/processes';

const root = path.resolve(import.meta.dirname, '..');
const PAGES = ['/', '/membership', '/events', '/contact', '/apply', '/signin'];
/** SEO audits a page fails on purpose, left out of its SEO score (and named beside it). */
const SEO_AUDITS_LEFT_OUT: Record<string, string[]> = { '/signin': ['is-crawlable'] };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ATTEMPTS_PER_RUN = 3;

interface Measurement {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
}

/**
 * A category's score as Lighthouse weighs it (the weighted mean of its scored audits), without some
 * audits: those not applicable, manual or informative count for nothing, as in Lighthouse.
 */
function scoreWithout(lhr: Result, category: string, leftOut: readonly string[]): number | null {
  let weighted = 0;
  let weights = 0;
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const result = lhr.audits[ref.id];
    if (ref.weight === 0 || leftOut.includes(ref.id) || !result || result.score === null) continue;
    if (['notApplicable', 'manual', 'informative'].includes(result.scoreDisplayMode)) continue;
    weighted += ref.weight * result.score;
    weights += ref.weight;
  }
  return weights === 0 ? null : weighted / weights;
}

async function audit(url: string, seoLeftOut: readonly string[]): Promise<Measurement> {
  for (let attempt = 1; attempt <= ATTEMPTS_PER_RUN; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      const lhr = result?.lhr;
      const scores = lhr
        ? CATEGORIES.map((category) => (category === 'seo' && seoLeftOut.length > 0 ? scoreWithout(lhr, category, seoLeftOut) : (lhr.categories[category]?.score ?? null)))
        : [];
      const lcp = lhr?.audits['largest-contentful-paint']?.numericValue;
      // A chrome that failed to start now and then yields an empty report: try again rather than score it.
      if (lhr && scores.every((score) => typeof score === 'number') && typeof lcp === 'number') {
        const [performance = 0, accessibility = 0, bestPractices = 0, seo = 0] = scores.map((score) => Math.round((score ?? 0) * 100));
        return { scores: { performance, accessibility, 'best-practices': bestPractices, seo }, lcpMs: lcp };
      }
      console.warn(`  empty report for ${url} (attempt ${attempt}), retrying`);
    } finally {
      chrome.kill();
    }
  }
  throw new Error(`Lighthouse gave no report for ${url}`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'club-lighthouse-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = productionEnv(dir, { PAYMENTS: 'test', PORT: String(port), PUBLIC_URL: base });
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/seed-demo.ts')], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('Seeding the demo club failed');
  const server = await startProcess(npmStartArgs(), env, port, '/robots.txt');
  try {
    console.log(`Lighthouse ${RUNS}x per page against ${base} (production mode, demo club), median shown:\n`);
    console.log('page         performance  accessibility  best-practices  seo   LCP');
    for (const page of PAGES) {
      const runs: Measurement[] = [];
      const leftOut = SEO_AUDITS_LEFT_OUT[page] ?? [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(`${base}${page}`, leftOut));
      const score = (category: (typeof CATEGORIES)[number]) => String(median(runs.map((m) => m.scores[category])));
      const lcp = (median(runs.map((m) => m.lcpMs)) / 1000).toFixed(1);
      console.log(
        `${page.padEnd(13)}${score('performance').padEnd(13)}${score('accessibility').padEnd(15)}${score('best-practices').padEnd(16)}${score('seo').padEnd(6)}${lcp} s`,
      );
      if (leftOut.length > 0) console.log(`${''.padEnd(13)}(SEO without ${leftOut.join(', ')}: the page keeps itself out of search engines)`);
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

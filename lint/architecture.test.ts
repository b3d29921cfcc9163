import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MODULE_DESCRIPTIONS } from '../scripts/architecture/modules';
import { type ModuleGraph, readingOrder, readModuleGraph, renderDot, renderMarkdown, renderSvg, tableWriters } from '../scripts/architecture/architecture';

const root = path.resolve(import.meta.dirname, '..');
let graph: ModuleGraph;
beforeAll(async () => {
  graph = await readModuleGraph(root);
}, 120_000);

describe("the server's modules", () => {
  it('import each other in one direction only: there is an order to read them in', () => {
    expect(() => readingOrder(graph)).not.toThrow();
    expect(() => readingOrder({ modules: ['domains/a', 'domains/b'], imports: new Map([['domains/a', new Set(['domains/b'])], ['domains/b', new Set(['domains/a'])]]) })).toThrow(
      'These modules import each other in a circle: domains/a, domains/b',
    );
  });

  it('each say what they are for', () => {
    expect(graph.modules.filter((module) => !(module in MODULE_DESCRIPTIONS))).toEqual([]);
    expect(Object.keys(MODULE_DESCRIPTIONS).filter((module) => !graph.modules.includes(module))).toEqual([]);
  });

  it('write each table from one module', () => {
    const shared = [...tableWriters(root)].filter(([, modules]) => modules.size > 1).map(([table, modules]) => `${table}: ${[...modules].join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('are drawn and listed in docs/architecture.md as they are now (npm run architecture writes it)', async () => {
    const stale = 'is out of date: run npm run architecture';
    expect(readFileSync(path.join(root, 'docs/architecture.md'), 'utf8'), `docs/architecture.md ${stale}`).toBe(renderMarkdown(graph, tableWriters(root)));
    expect(readFileSync(path.join(root, 'docs/architecture.svg'), 'utf8'), `docs/architecture.svg ${stale}`).toBe(await renderSvg(renderDot(graph)));
  });
});

// `npm run architecture`: writes docs/architecture.md and docs/architecture.svg from the code.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readModuleGraph, renderDot, renderMarkdown, renderSvg, tableWriters } from './architecture/architecture';

const root = path.resolve(import.meta.dirname, '..');
const graph = await readModuleGraph(root);
writeFileSync(path.join(root, 'docs/architecture.md'), renderMarkdown(graph, tableWriters(root)));
writeFileSync(path.join(root, 'docs/architecture.svg'), await renderSvg(renderDot(graph)));
console.log(`docs/architecture.md and docs/architecture.svg: ${graph.modules.length} modules`);

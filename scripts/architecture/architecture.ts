// Reads the server's module graph with dependency-cruiser (the same rules `npm run lint` checks)
// and which module writes each table, and renders docs/architecture.md and docs/architecture.svg.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { MODULE_DESCRIPTIONS } from './modules';

export const FLOORS = ['platform', 'domains', 'doors', 'composition'] as const;
type Floor = (typeof FLOORS)[number];

const FLOOR_TEXT: Record<Floor, string> = {
  platform: 'what every feature stands on; imports nothing above it',
  domains: "the club's features; a domain calls another domain's service, never its repository",
  doors: 'how requests arrive (tRPC, REST, http hooks, server-rendered pages); they call services',
  composition: 'builds the app, starts it and runs its scheduled jobs',
};

export interface ModuleGraph {
  modules: string[];
  /** module -> the modules it imports (value or type imports, tests left out). */
  imports: Map<string, Set<string>>;
}

/** `platform/db`, `domains/matches`, `doors/trpc`, or `composition` for the files that build the app. */
export function moduleOf(file: string): string | null {
  const match = /^src\/server\/(?:(platform|domains|doors)\/([^/]+)\/|(schedules\/)?[^/]+\.ts$)/.exec(file);
  if (!match) return null;
  return match[1] && match[2] ? `${match[1]}/${match[2]}` : 'composition';
}

export function floorOf(module: string): Floor {
  const floor = module.split('/')[0];
  return FLOORS.find((each) => each === floor) ?? 'composition';
}

export async function readModuleGraph(root: string): Promise<ModuleGraph> {
  const options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.cjs'));
  const result = await cruise(['src/server'], { ...options, validate: false, baseDir: root });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text, not a result');
  const imports = new Map<string, Set<string>>();
  for (const file of result.output.modules) {
    const from = moduleOf(file.source);
    if (!from) continue;
    if (!imports.has(from)) imports.set(from, new Set());
    for (const dependency of file.dependencies) {
      const to = moduleOf(dependency.resolved);
      if (to && to !== from) imports.get(from)?.add(to);
    }
  }
  return { modules: [...imports.keys()].sort(), imports };
}

/** The modules in an order to read them: each after everything it imports, floor by floor. Throws on a cycle. */
export function readingOrder(graph: ModuleGraph): string[] {
  const order: string[] = [];
  const done = new Set<string>();
  const remaining = new Set(graph.modules);
  while (remaining.size > 0) {
    const ready = [...remaining]
      .filter((module) => [...(graph.imports.get(module) ?? [])].every((dependency) => done.has(dependency)))
      .sort((a, b) => FLOORS.indexOf(floorOf(a)) - FLOORS.indexOf(floorOf(b)) || a.localeCompare(b));
    const next = ready[0];
    if (!next) throw new Error(`These modules import each other in a circle: ${[...remaining].join(', ')}`);
    order.push(next);
    done.add(next);
    remaining.delete(next);
  }
  return order;
}

/** An import that a longer path already implies is left out of the drawing (the graph stays readable). */
function directImports(graph: ModuleGraph): Array<[string, string]> {
  const reaches = (from: string, to: string, skip: string): boolean => {
    const seen = new Set<string>();
    const stack = [...(graph.imports.get(from) ?? [])].filter((each) => each !== skip);
    while (stack.length > 0) {
      const each = stack.pop();
      if (each === undefined || seen.has(each)) continue;
      if (each === to) return true;
      seen.add(each);
      stack.push(...(graph.imports.get(each) ?? []));
    }
    return false;
  };
  return graph.modules.flatMap((from) =>
    [...(graph.imports.get(from) ?? [])].filter((to) => !reaches(from, to, to)).sort().map((to): [string, string] => [from, to]),
  );
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file));
}

/** Which modules write each table, read from the repositories' Kysely calls. */
export function tableWriters(root: string): Map<string, Set<string>> {
  const writers = new Map<string, Set<string>>();
  for (const file of filesUnder(path.join(root, 'src/server'))) {
    if (!file.endsWith('.repository.ts')) continue;
    const module = moduleOf(path.relative(root, file).split(path.sep).join('/'));
    if (!module) continue;
    for (const [, table] of readFileSync(file, 'utf8').matchAll(/\.(?:insertInto|updateTable|deleteFrom)\(\s*'([a-z_]+)/g)) {
      if (!table) continue;
      if (!writers.has(table)) writers.set(table, new Set());
      writers.get(table)?.add(module);
    }
  }
  return new Map([...writers].sort(([a], [b]) => a.localeCompare(b)));
}

export function renderDot(graph: ModuleGraph): string {
  const id = (module: string) => `"${module}"`;
  const clusters = FLOORS.map((floor) => {
    const members = graph.modules.filter((module) => floorOf(module) === floor);
    const nodes = members.map((module) => `    ${id(module)} [label="${module.replace(/^(platform|domains|doors)\//, '')}"];`).join('\n');
    return `  subgraph "cluster_${floor}" {\n    label="${floor}";\n    style=rounded;\n    color="#9aa5b1";\n${nodes}\n  }`;
  });
  const edges = directImports(graph).map(([from, to]) => `  ${id(from)} -> ${id(to)};`);
  return [
    'digraph modules {',
    '  rankdir=BT;',
    '  newrank=true;',
    '  node [shape=box, style="rounded,filled", fillcolor="#f5f7fa", fontname="Helvetica", fontsize=11];',
    '  edge [color="#7b8794", arrowsize=0.6];',
    ...clusters,
    ...edges,
    '}',
    '',
  ].join('\n');
}

export async function renderSvg(dot: string): Promise<string> {
  const { instance } = await import('@viz-js/viz');
  return (await instance()).renderString(dot, { format: 'svg' });
}

export function renderMarkdown(graph: ModuleGraph, writers: Map<string, Set<string>>): string {
  const order = readingOrder(graph);
  const owned = (module: string) => [...writers].filter(([, modules]) => modules.has(module)).map(([table]) => `\`${table}\``);
  const lines = [
    '# The server\'s modules',
    '',
    '<!-- Written by `npm run architecture` from the code; `lint/architecture.test.ts` fails when it is out of date. -->',
    '',
    'The server is four floors, each importing only the floors below it, checked by `npm run lint`',
    '(dependency-cruiser, `.dependency-cruiser.cjs`): no folder imports itself back through others, no module',
    "reads another module's repository, a domain knows no door, the browser reaches the server only as types.",
    '',
    ...FLOORS.map((floor) => `- **${floor}**: ${FLOOR_TEXT[floor]}.`),
    '',
    '![The modules and their imports (an import a longer path implies is not drawn)](architecture.svg)',
    '',
    '## Reading order',
    '',
    'Each module after everything it imports. Tables are the ones the module writes; no other module writes them.',
    '',
    '| # | module | what it is for | tables it writes |',
    '| --- | --- | --- | --- |',
    ...order.map((module, i) => `| ${i + 1} | \`${module}\` | ${MODULE_DESCRIPTIONS[module] ?? '(no description)'} | ${owned(module).join(', ') || '—'} |`),
    '',
    '## Which module writes a table',
    '',
    '| table | module |',
    '| --- | --- |',
    ...[...writers].map(([table, modules]) => `| \`${table}\` | ${[...modules].map((module) => `\`${module}\``).join(', ')} |`),
    '',
    '`member_balances` is kept by a trigger on `account_entries` (the statements module); the copy to PostgreSQL',
    '(`platform/db`) writes every table once, when a club moves.',
    '',
  ];
  return lines.join('\n');
}

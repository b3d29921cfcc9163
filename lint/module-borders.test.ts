import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Fixture modules are written where real ones live, cruised with the project's own rules, then removed.
const root = path.resolve(import.meta.dirname, '..');
const domains = path.join(root, 'src/server/domains');
const fixtures: Record<string, string> = {
  'zz-lint-a/a.service.ts': "import { fromB } from '../zz-lint-b/b.service';\nexport const fromA = () => fromB();\n",
  'zz-lint-b/b.service.ts': "import { rowsOfC } from '../zz-lint-c/c.repository';\nexport const fromB = () => rowsOfC();\nexport const back = async () => (await import('../zz-lint-a/a.service')).fromA;\n",
  'zz-lint-c/c.repository.ts': 'export const rowsOfC = () => [];\n',
  'zz-lint-c/c.service.ts': "import { rowsOfC } from './c.repository';\nexport const listC = () => rowsOfC();\n",
  'zz-lint-d/d.service.ts': "import { listC } from '../zz-lint-c/c.service';\nimport { redactUrl } from '../../doors/http/logger';\nexport const used = [listC, redactUrl];\n",
};

let violations: string[];

beforeAll(async () => {
  for (const [file, text] of Object.entries(fixtures)) {
    mkdirSync(path.dirname(path.join(domains, file)), { recursive: true });
    writeFileSync(path.join(domains, file), text);
  }
  const result = await cruise(['src/server/domains'], await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.cjs')));
  const output: ICruiseResult | string = result.output;
  if (typeof output === 'string') throw new Error('dependency-cruiser answered text, not a result');
  violations = output.summary.violations
    .filter((violation) => violation.from.includes('zz-lint-') || violation.to.includes('zz-lint-'))
    .map((violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`);
}, 120_000);

afterAll(() => {
  for (const folder of ['zz-lint-a', 'zz-lint-b', 'zz-lint-c', 'zz-lint-d']) rmSync(path.join(domains, folder), { recursive: true, force: true });
});

describe('lint guards the module borders', () => {
  it('fails folders that import each other in a circle', () => {
    expect(violations.filter((line) => line.startsWith('no-folder-cycles:')).length).toBeGreaterThan(0);
  });

  it("fails a module that reads another module's repository", () => {
    expect(violations).toContain('no-cross-module-repository: src/server/domains/zz-lint-b/b.service.ts -> src/server/domains/zz-lint-c/c.repository.ts');
  });

  it('fails a domain that imports a door', () => {
    expect(violations).toContain('domains-below-doors: src/server/domains/zz-lint-d/d.service.ts -> src/server/doors/http/logger.ts');
  });

  it("lets a module use its own repository and another module's service", () => {
    expect(violations.filter((line) => line.includes('zz-lint-c/c.service.ts') || line.startsWith('no-cross-module-repository: src/server/domains/zz-lint-d'))).toEqual([]);
  });
});

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Fixture files are written where the real ones live, linted with the project's own config, then removed.
const root = path.resolve(import.meta.dirname, '..');
const fixtureDir = path.join(root, 'src/server/domains/zz-lint-fixture');
const seedFixture = path.join(root, 'scripts/seed/zz-lint-fixture-seed.ts');

const fixtures: Record<string, string> = {
  'bad-http.service.ts': "import { enforceRateLimit } from '../../platform/limits/enforce-rate-limit';\nimport { redactUrl } from '../../doors/http/logger';\nexport const used = [enforceRateLimit, redactUrl];\n",
  'bad-fastify.service.ts': "import type { FastifyRequest } from 'fastify';\nexport type Used = FastifyRequest;\n",
  'bad-parse.service.ts': "import { parseInput } from '../../platform/validation/parse-input';\nexport const used = parseInput;\n",
  'good.service.ts': "import { enforceRateLimit } from '../../platform/limits/enforce-rate-limit';\nexport const used = enforceRateLimit;\n",
  'bad-query.service.ts': "import type { Db } from '../../platform/db/db';\nexport const rows = (db: Db) => db.selectFrom('users').selectAll().execute();\n",
  'bad-query.router.ts': "import type { Db } from '../../platform/db/db';\nexport const remove = (db: Db) => db.deleteFrom('users').execute();\n",
  'good-query.repository.ts': "import type { Db } from '../../platform/db/db';\nexport const rows = (db: Db) => db.selectFrom('users').selectAll().execute();\n",
  'bad-now.service.ts': 'export const today = () => new Date().toISOString();\n',
  'bad-date-now.repository.ts': 'export const stamp = () => Date.now();\n',
  'good-now.service.ts': "import type { Clock } from '../../platform/core/clock';\nexport const today = (clock: Clock) => clock.now().toISOString();\nexport const parsed = (iso: string) => new Date(iso);\n",
};

let results: Map<string, string[]>;

beforeAll(async () => {
  mkdirSync(fixtureDir, { recursive: true });
  for (const [name, text] of Object.entries(fixtures)) writeFileSync(path.join(fixtureDir, name), text);
  writeFileSync(seedFixture, "import type { Db } from '../../src/server/platform/db/db';\nexport const seed = (db: Db) => db.insertInto('events').values([]).execute();\n");
  const eslint = new ESLint({ cwd: root });
  const linted = await eslint.lintFiles([...Object.keys(fixtures).map((name) => path.join(fixtureDir, name)), seedFixture]);
  results = new Map(linted.map((result) => [path.basename(result.filePath), result.messages.map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`)]));
}, 120_000);

afterAll(() => {
  rmSync(fixtureDir, { recursive: true, force: true });
  rmSync(seedFixture, { force: true });
});

describe('lint guards the layer borders', () => {
  it('fails a service that imports from src/server/doors/http', () => {
    expect(results.get('bad-http.service.ts')).toEqual([
      'no-restricted-imports: \'../../doors/http/logger\' import is restricted from being used by a pattern. A service does not import from src/server/doors/http: the transport calls the service, not the other way round.',
    ]);
  });

  it('fails a service that parses input again', () => {
    expect(results.get('bad-parse.service.ts')?.join('\n')).toContain('it does not parse again');
  });

  it('fails a service that imports Fastify', () => {
    expect(results.get('bad-fastify.service.ts')?.join('\n')).toContain('A service does not import Fastify');
  });

  it('fails a Kysely query outside a repository, in a service or a router alike', () => {
    expect(results.get('bad-query.service.ts')).toEqual(['no-restricted-syntax: Kysely queries belong in a *.repository.ts; call a repository function here.']);
    expect(results.get('bad-query.router.ts')).toEqual(['no-restricted-syntax: Kysely queries belong in a *.repository.ts; call a repository function here.']);
  });

  it('fails a demo seeder that writes around the repositories', () => {
    expect(results.get('zz-lint-fixture-seed.ts')).toEqual(['no-restricted-syntax: Kysely queries belong in a *.repository.ts; call a repository function here.']);
  });

  it('fails a service or repository that reads the wall clock, and lets one read the clock it is given', () => {
    const clockMessage = 'no-restricted-syntax: Read now from the clock this code is given (deps.clock.now(), or a `now` passed down), so a test can set the instant.';
    expect(results.get('bad-now.service.ts')).toEqual([clockMessage]);
    expect(results.get('bad-date-now.repository.ts')).toEqual([clockMessage]);
    expect(results.get('good-now.service.ts')).toEqual([]);
  });

  it('lets a service use the neutral helpers and a repository run queries', () => {
    expect(results.get('good.service.ts')).toEqual([]);
    expect(results.get('good-query.repository.ts')).toEqual([]);
  });
});

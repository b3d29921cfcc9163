import pg from 'pg';
import { expect, it } from 'vitest';
import { startThrowawayPostgres } from './support/throwaway-postgres';

it('starts a PostgreSQL cluster of its own that answers, and stops it', async () => {
  const server = await startThrowawayPostgres();
  const client = new pg.Client({ connectionString: server.url });
  try {
    await client.connect();
    const { rows } = await client.query<{ answer: number }>('select 1 + 1 as answer');
    expect(rows).toEqual([{ answer: 2 }]);
  } finally {
    await client.end();
    await server.stop();
  }
  const after = new pg.Client({ connectionString: server.url });
  await expect(after.connect()).rejects.toThrow();
}, 60_000);

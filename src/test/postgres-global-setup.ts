import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres } from '../../scripts/support/throwaway-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The throwaway PostgreSQL cluster the `server-postgres` project runs every test against. */
    postgresUrl?: string;
  }
}

/** Starts a PostgreSQL cluster of its own for the run and stops it at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startThrowawayPostgres();
  project.provide('postgresUrl', postgres.url);
  return () => postgres.stop();
}

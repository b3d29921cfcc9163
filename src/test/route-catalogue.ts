import Fastify, { type RouteOptions } from 'fastify';
import { loadConfig } from '../server/platform/config/config';
import { openDatabase } from '../server/platform/db/database';
import { registerRestRoutes } from '../server/doors/rest/rest-routes';
import { appRouter } from '../server/doors/trpc/app-router';
import { testDeps } from './test-deps';
import { TEST_SECRETS_KEY } from './test-secrets';

export interface RestRoute {
  method: string;
  url: string;
}

/** Every REST route the app registers (ids as 999999), read from registerRestRoutes itself. */
export function restRoutes(): RestRoute[] {
  const probe = Fastify({ logger: false });
  const routes: RestRoute[] = [];
  probe.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') routes.push({ method, url: route.url.replace(/:[a-zA-Z]+/g, '999999') });
    }
  });
  // Registering only records the routes: nothing here touches the database.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SECRETS_KEY: TEST_SECRETS_KEY });
  const db = openDatabase(':memory:');
  registerRestRoutes(probe, testDeps({ config, db }, { log: probe.log }));
  void db.destroy();
  return routes;
}

export interface ProcedureInfo {
  path: string;
  type: string;
  access: string | undefined;
}

/** Every tRPC procedure with its declared access, read from the router itself, so new ones are covered wherever they live. */
export function allProcedures(): ProcedureInfo[] {
  // At run time _def.procedures is flat, keyed by the dotted path.
  const flat: Record<string, unknown> = appRouter._def.procedures;
  return Object.entries(flat).map(([path, procedure]) => ({ path, ...procedureDef(procedure) }));
}

function procedureDef(procedure: unknown): { type: string; access: string | undefined } {
  if ((typeof procedure === 'function' || typeof procedure === 'object') && procedure !== null && '_def' in procedure) {
    const def: unknown = procedure._def;
    if (typeof def === 'object' && def !== null && 'type' in def && typeof def.type === 'string') {
      const meta: unknown = 'meta' in def ? def.meta : undefined;
      const access = typeof meta === 'object' && meta !== null && 'access' in meta && typeof meta.access === 'string' ? meta.access : undefined;
      return { type: def.type, access };
    }
  }
  throw new Error('Not a tRPC procedure');
}

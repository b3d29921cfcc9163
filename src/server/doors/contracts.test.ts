import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { ClubSettings, clubSettingsViewSchema } from '../../shared/club/club-settings.schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { appRouter } from './trpc/app-router';

// What a door answers is declared like what it accepts: every tRPC procedure has an output
// schema, every JSON route under /api a response schema (fast-json-stringify writes it).

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** tRPC 11 keeps `.output(schema)` as _def.output and runs it as a middleware whose _type is 'output'. */
function declaresOutput(procedure: unknown): boolean {
  if (typeof procedure !== 'function' || !('_def' in procedure) || !isRecord(procedure._def)) return false;
  const { output, middlewares } = procedure._def;
  const validates = Array.isArray(middlewares) && middlewares.some((middleware: unknown) => typeof middleware === 'function' && '_type' in middleware && middleware._type === 'output');
  return output instanceof z.ZodType && validates;
}

describe('tRPC procedures', () => {
  it('every procedure declares its output with a zod schema, and tRPC validates it', () => {
    const procedures = Object.entries<unknown>(appRouter._def.procedures);
    expect(procedures.length).toBeGreaterThan(100);
    expect(procedures.filter(([, procedure]) => !declaresOutput(procedure)).map(([path]) => path)).toEqual([]);
  });

  it('answers the club settings in the shape the settings form edits', () => {
    expectTypeOf<z.infer<typeof clubSettingsViewSchema>>().toEqualTypeOf<ClubSettings>();
  });
});

/**
 * Routes under /api that answer something other than JSON: Fastify sends their bytes as they are.
 * Keep this list short; each entry says what it sends.
 */
const NOT_JSON = new Set([
  'GET /api/admin/members.csv', // CSV download
  'GET /api/admin/courses.csv', // CSV download
  'GET /api/admin/courses/template.csv', // CSV download
  'GET /api/admin/events/:id/attendees.csv', // CSV download
  'GET /api/admin/backups/:name', // the backup file, streamed
  'GET /api/events/:file', // an event's .ics
  'GET /api/calendar/:file', // the member's calendar feed (.ics)
  'GET /api/statements/:file', // a statement PDF
  'GET /api/profile/export', // the member's data as a zip
  'GET /api/tournaments/:id/live', // a board's changes as Server-Sent Events (text/event-stream)
  'GET /api/profile/email/confirm/:token', // the link mailed to a new address: a redirect to the profile
  'GET /api/mail/unsubscribe/:user/:kind/:signature', // an HTML page
  'POST /api/mail/unsubscribe/:user/:kind/:signature', // an HTML page
]);

describe('REST routes', () => {
  const routes = new Map<string, unknown>();
  let t: TestApp;
  beforeAll(async () => {
    const onRoute = (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        // Fastify adds a HEAD route beside each GET; it sends no body.
        if (method !== 'HEAD' && route.url.startsWith('/api/')) routes.set(`${method} ${route.url}`, route.schema?.response);
      }
    };
    t = await createTestApp({}, { onRoute });
  });
  afterAll(() => t.close());

  it('every JSON route under /api declares its success answer (2xx) with a response schema', () => {
    expect(routes.size).toBeGreaterThan(50);
    const undeclared = [...routes]
      .filter(([route]) => !NOT_JSON.has(route))
      .filter(([, response]) => !isRecord(response) || !Object.keys(response).some((status) => /^2\d\d$/.test(status)))
      .map(([route]) => route);
    expect(undeclared).toEqual([]);
  });

  it('lists as not JSON only routes that exist', () => {
    expect([...NOT_JSON].filter((route) => !routes.has(route))).toEqual([]);
  });
});

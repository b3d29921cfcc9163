import { z } from 'zod';

/**
 * A route's answer described for Fastify from the shared zod schema, so Fastify writes it with
 * fast-json-stringify (about half the time of JSON.stringify for a page of posts). Only for
 * answers whose every field the schema names: fast-json-stringify leaves out what it does not know.
 * Made once per route, at registration: each call compiles a serializer.
 */
export function jsonResponse(schema: z.ZodType, status: 200 | 201 = 200) {
  const { $schema: _draft, ...jsonSchema } = z.toJSONSchema(schema, { io: 'output' });
  return { schema: { response: { [status]: jsonSchema } } };
}

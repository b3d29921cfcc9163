import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonResponse } from './response-schema';
import { sharedSerializerFactory } from './shared-serializers';

const post = z.object({ id: z.number(), title: z.string() });
const route = (schema: unknown) => ({ method: 'GET', url: '/api/posts/1', httpStatus: '200', schema });

describe('serializers shared between apps', () => {
  it('describes a zod schema once per status, the same object for every app', () => {
    expect(jsonResponse(post)).toBe(jsonResponse(post));
    expect(jsonResponse(post, 201)).not.toBe(jsonResponse(post));
    expect(jsonResponse(post).schema.response[200]).toMatchObject({ type: 'object', required: ['id', 'title'] });
  });

  it('compiles a response schema once for the process, and writes only what it names', () => {
    const schema = jsonResponse(post).schema.response[200];
    const first = sharedSerializerFactory({}, {})(route(schema));
    const second = sharedSerializerFactory({}, {})(route(schema));
    expect(second).toBe(first);
    expect(first({ id: 1, title: 'Hole in one', secret: 'x' })).toBe('{"id":1,"title":"Hole in one"}');
    const other = sharedSerializerFactory({}, {})(route(jsonResponse(z.object({ id: z.number() })).schema.response[200]));
    expect(other).not.toBe(first);
  });

  it('compiles for the app alone when it has shared schemas of its own', () => {
    const schema = { type: 'object', properties: { id: { type: 'number' } } };
    const external = { 'shared#': { $id: 'shared#', type: 'string' } };
    const first = sharedSerializerFactory(external, {})(route(schema));
    expect(sharedSerializerFactory(external, {})(route(schema))).not.toBe(first);
  });
});

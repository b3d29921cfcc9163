import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type Serializer = (value: unknown) => string;
type SerializerFactory = ReturnType<typeof SerializerSelector>;

const buildDefault: SerializerFactory = SerializerSelector();
/** Each response schema's serializer, compiled once for the process however many apps register it. */
const compiled = new WeakMap<object, Serializer>();

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'object' && Object.keys(value).length === 0);
}

/**
 * Fastify's own serializer compiler (fast-json-stringify), remembering what it compiled for each
 * response schema object: `jsonResponse` hands every app the same schema object for a route, so a
 * second app (each test builds one) reuses the first one's serializers instead of compiling them
 * again (compiling them was a third of building the app). Shared schemas or serializer options,
 * which we do not use, fall back to compiling for the app alone.
 */
export const sharedSerializerFactory: SerializerFactory = (externalSchemas, options) => {
  const compile = buildDefault(externalSchemas, options);
  if (!isEmpty(externalSchemas) || !isEmpty(options)) return compile;
  return (route) => {
    const { schema } = route;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    let serializer = compiled.get(schema);
    if (!serializer) {
      serializer = compile(route);
      compiled.set(schema, serializer);
    }
    return serializer;
  };
};

import fastJson from 'fast-json-stringify';
import type { FastifyReply } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Stringify = (data: unknown) => string;

/** Whether a JSON Schema has a tuple (`items` as a list): fast-json-stringify refuses values such lists allow. */
function hasTuple(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasTuple);
  if (typeof node !== 'object' || node === null) return false;
  return Object.entries(node).some(([key, value]) => (key === 'items' && Array.isArray(value)) || hasTuple(value));
}

/** A route's zod response schema as JSON Schema for fast-json-stringify, or undefined when it has no such form. */
function compile(schema: z.ZodType): Stringify | undefined {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    if (hasTuple(json)) return undefined;
    return fastJson(json as Parameters<typeof fastJson>[0]) as Stringify;
  } catch {
    // Transforms, dates and other shapes JSON Schema cannot say: zod's own serializer answers for these.
    return undefined;
  }
}

/**
 * The answers' serializer: each route's zod response schema is compiled once to JSON Schema and written by
 * fast-json-stringify, which writes only the fields the schema names (as zod's parse did) at about half the CPU time
 * of zod's parse followed by JSON.stringify. An answer it cannot write goes to zod's serializer, which writes it or
 * refuses it (a 500) as before. With `check` (tests, RESPONSE_CHECK=1) every answer is first checked against the zod
 * schema too, refinements included.
 */
export function responseSerializerCompiler({ check }: { check: boolean }): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const { schema, method, url } = route;
    const bySchema = zodSerializerCompiler(route) as Stringify;
    let write: Stringify | undefined;
    // Compiled on a route's first answer: compiling every route's schemas made each start (and each test app) slower.
    const fast = (data: unknown): string => {
      write ??= compile(schema) ?? bySchema;
      try {
        return write(data);
      } catch {
        return bySchema(data);
      }
    };
    if (!check) return fast;
    return (data: unknown) => {
      const result = schema.safeParse(data);
      if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
      return fast(data);
    };
  };
}

/**
 * Sends a large answer (thousands of plain items built with exactly the schema's fields) through JSON.stringify,
 * which writes such answers in a third to a half of the time of the schema's serializer. Where every answer is
 * checked (tests, RESPONSE_CHECK=1) it is checked against `schema` first, as the serializer would have.
 */
export function sendPlainJson<T>(reply: FastifyReply, schema: z.ZodType<T>, data: T, check: boolean) {
  if (check) schema.parse(data);
  // A serializer of its own leaves the type unset (Fastify sets it only for its own): the answer names it itself.
  return reply.type('application/json; charset=utf-8').serializer(JSON.stringify).send(data);
}

/**
 * Sends an answer already written as JSON in UTF-8 (parts of it built by the database as text, spliced in without
 * being parsed and written again). Where every answer is checked (tests, RESPONSE_CHECK=1) it is parsed and checked
 * against `schema` first, as the serializer would have.
 */
export function sendJsonBytes(reply: FastifyReply, schema: z.ZodType, json: Buffer, check: boolean) {
  if (check) schema.parse(JSON.parse(json.toString('utf8')));
  return reply.type('application/json; charset=utf-8').send(json);
}

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from '../src/lib/response-serializer.ts';

/** The answers' serializer (issue 11, item 11): as strict about what leaves the server as zod's parse was. */

const schema = z.object({
  Id: z.number().int(),
  Ime: z.string(),
  Stavke: z.array(z.object({ Datum: z.string(), Vikend: z.boolean() })),
  Zavisnost: z.number().int().nullable(),
});
const answer = { Id: 7, Ime: 'Ana "A" \u2028', Stavke: [{ Datum: '2026-11-23', Vikend: false }], Zavisnost: null };

function serializer(check: boolean, routeSchema: z.ZodType = schema) {
  return responseSerializerCompiler({ check })({
    schema: routeSchema,
    method: 'GET',
    url: '/api/test',
    httpStatus: '200',
  }) as (data: unknown) => string;
}

describe('the response serializer', () => {
  it.each([false, true])('writes what JSON.stringify writes (check %s)', (check) => {
    expect(serializer(check)(answer)).toBe(JSON.stringify(answer));
  });

  it.each([false, true])('leaves out every field the schema does not name, nested ones too (check %s)', (check) => {
    const leaky = { ...answer, lozinka: 'hash', Stavke: [{ ...answer.Stavke[0], tajna: 1 }] };
    const written = JSON.parse(serializer(check)(leaky)) as Record<string, unknown>;
    expect(written).toEqual(answer);
  });

  it.each([false, true])('refuses an answer without a required field (check %s)', (check) => {
    const { Ime: _, ...missing } = answer;
    expect(() => serializer(check)(missing)).toThrow();
  });

  it('with the check, refuses an answer of the wrong type that the fast writer alone would coerce', () => {
    const wrong = { ...answer, Ime: 42 };
    expect(serializer(false)(wrong)).toContain('"Ime":"42"');
    expect(() => serializer(true)(wrong)).toThrow();
  });

  it('answers through zod for a schema JSON Schema cannot say (a transform)', () => {
    const transformed = z.object({ Naziv: z.string().transform((value) => value.toUpperCase()) });
    expect(serializer(false, transformed)({ Naziv: 'ana', visak: 1 })).toBe('{"Naziv":"ANA"}');
  });
});

describe('answers the fast writer cannot write', () => {
  const audit = z.object({ Izmene: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])) });

  it.each([false, true])('a tuple of unknown values is written through zod (check %s)', (check) => {
    const answer = { Izmene: { Ime: [null, 'Ana'], Stavke: [[1], { a: 1 }] } };
    expect(serializer(check, audit)(answer)).toBe(JSON.stringify(answer));
  });

  it('an answer zod refuses too is still refused', () => {
    expect(() => serializer(false, audit)({ Izmene: { Ime: [1, 2, 3] } })).toThrow();
  });
});

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from './helper.ts';

/**
 * Generated bad input against every operation of the OpenAPI description (so a new endpoint is covered without a
 * line here): bad path parameters, bad query values, bodies derived from the operation's schema with one or more
 * fields made hostile, malformed JSON and broken multipart. No answer may be a 5xx, a 4xx outside the error model, or
 * carry a stack trace, SQL or a server path; afterwards no text column may hold a control, bidi, zero-width-only or
 * broken (lone surrogate) value, and no date column a day outside the years the firm can mean.
 */

const SEED = 20_251_111;
/** Bad inputs sent to each operation. */
const RUNS = 100;

type JsonSchema = {
  $ref?: string;
  type?: string;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
  format?: string;
};

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema: JsonSchema;
}

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

interface Attempt {
  url: string;
  method: Operation['method'];
  headers: Record<string, string>;
  payload?: string;
}

interface OpenApi {
  paths: Record<
    string,
    Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

// ---------------------------------------------------------------------------------------------------------------
// Hostile values

const HOSTILE_TEXT = [
  'a\u0000b',
  '\u0000',
  'x\u0007y\u001b[31m',
  '\u0085next-line',
  '\u200B\u200B\u200B',
  '\u200B',
  '\uFEFF',
  '\u2060\u200D',
  '\u202Eevil\u202C',
  'a\u2066b\u2069',
  '\u200F\u200E',
  '\uD800',
  'x\uDC00y',
  '\uDBFF',
  ' \u00A0\u3164\u2800 ',
  '\u0301\u0301',
  '',
  '   ',
  '\t\n',
  'аdmin',
  'ａｄｍｉｎ',
  "'; drop table radnici; --",
  '../../../etc/passwd',
  '%00',
  '${7*7}{{7*7}}',
  '__proto__',
  'Ж'.repeat(5000),
  'x'.repeat(70_000),
];

const HOSTILE_DATES = [
  '0000-01-01',
  '0000-00-00',
  '9999-12-31',
  '+010000-01-01',
  '-000001-01-01',
  '2024-02-30',
  '2025-13-01',
  '1899-12-31',
  '2100-01-01',
  '2025-3-4',
  '2025-03-04T00:00:00Z',
  '٢٠٢٥-٠٣-٠٤',
];

const HOSTILE_NUMBERS = [
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53 + 2,
  1e308,
  -1,
  0,
  1.5,
  -0.0001,
  99_999_999,
  100_000_000,
];

const WRONG_TYPES: unknown[] = [null, true, false, [], {}, [1, 2], { $gt: 1 }, '1', 'abc', '', ' 1', '1e3'];

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_DATES) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...WRONG_TYPES) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constant(nested(200)) },
);

function nested(depth: number): unknown {
  let value: unknown = 'dno';
  for (let level = 0; level < depth; level++) value = { a: [value] };
  return value;
}

const HOSTILE_SEGMENTS = [
  '0',
  '-1',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '99999999999999999999',
  '1.5',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  '%20 1',
  '%00',
  '1%00',
  '%2F',
  '%2e%2e',
  '%E2%80%AE1',
  '%ED%A0%80',
  '%C0%AF',
  '%',
  'abc',
  '٣',
  '0000-01-01',
  '9999-12-31',
  '2024-02-30',
  '9'.repeat(1000),
];

/** A path segment or query value as it goes on the wire: generated text is percent-encoded (lone surrogates too). */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '\uFFFD')).replaceAll('%EF%BF%BD', '%ED%A0%80');
  }
}

const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map(encode) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String).map(encode) },
);

/** Bodies no schema should get past: broken JSON, wrong shapes, broken multipart, other media types. */
const RAW_BODIES: fc.Arbitrary<{ contentType: string; payload: string }> = fc.oneof(
  fc
    .constantFrom(
      '{',
      '{"a":',
      '}',
      'null',
      '[]',
      '"x"',
      '1e999',
      'true',
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '{"a":"\\u0000"}',
      '{"a":"\\ud800"}',
      '\u0000',
      '\uFEFF{}',
      '',
      '['.repeat(5000) + ']'.repeat(5000),
    )
    .map((payload) => ({ contentType: 'application/json', payload })),
  fc.constantFrom(
    {
      contentType: 'multipart/form-data',
      payload: '--x\r\nContent-Disposition: form-data; name="UploadedImage"\r\n\r\nabc',
    },
    { contentType: 'multipart/form-data; boundary=x', payload: 'garbage without parts' },
    {
      contentType: 'multipart/form-data; boundary=x',
      payload: '--x\r\nContent-Disposition: form-data; name="UploadedImage"\r\n\r\nabc\r\n--x--\r\n',
    },
    {
      contentType: 'multipart/form-data; boundary=x',
      payload:
        '--x\r\nContent-Disposition: form-data; name="UploadedImage"; filename="\u0000a\u202E.pdf"\r\n' +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--x--\r\n',
    },
    { contentType: 'text/plain', payload: 'hello' },
    { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00' },
    { contentType: 'application/xml', payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>' },
  ),
);

// ---------------------------------------------------------------------------------------------------------------
// Plausible values, from the operation's schema: a request is one step from valid, so the hostile field is what
// decides the answer (and a schema that lets it through reaches the database).

function resolve(doc: OpenApi, schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').at(-1)!;
  return doc.components?.schemas?.[name] ?? {};
}

function plausible(doc: OpenApi, raw: JsonSchema, name: string): fc.Arbitrary<unknown> {
  const schema = resolve(doc, raw);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((branch) => plausible(doc, branch, name)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'integer': {
      const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 0 : schema.exclusiveMinimum + 1);
      return fc.integer({ min: low, max: Math.min(schema.maximum ?? low + 4, low + 4) });
    }
    case 'number':
      return fc.integer({ min: 0, max: 100 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(plausible(doc, schema.items ?? {}, name), { maxLength: 3 });
    case 'object':
      return fc.record(
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(doc, value, key)]),
        ),
        { requiredKeys: schema.required ?? [] },
      );
    case 'string':
      if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}'))
        return fc.constantFrom('2025-03-04', '2025-03-05', '2025-06-02');
      if (schema.pattern?.includes(':[0-5]')) return fc.constantFrom('09:00', '16:30:00');
      if (schema.format === 'uri') return fc.constant('http://127.0.0.1:9/rss.xml');
      return fc.stringMatching(/^[a-z]{1,12}$/).map((word) => `${name.slice(0, 3)}${word}`);
    default:
      return fc.constant('x');
  }
}

/** The operation's body with hostile fields: one, several, or extra ones; or a raw body no schema accepts. */
function bodies(doc: OpenApi, schema: JsonSchema): fc.Arbitrary<{ contentType: string; payload: string }> {
  const resolved = resolve(doc, schema);
  const keys = Object.keys(resolved.properties ?? {});
  const json = (value: unknown) => ({ contentType: 'application/json', payload: JSON.stringify(value) });
  if (keys.length === 0) return fc.oneof(RAW_BODIES, hostileValue.map(json));
  const base = plausible(doc, resolved, 'body') as fc.Arbitrary<Record<string, unknown>>;
  const oneField = fc
    .tuple(base, fc.constantFrom(...keys), hostileValue)
    .map(([record, key, value]) => json({ ...record, [key]: value }));
  const severalFields = fc
    .tuple(
      base,
      fc.dictionary(fc.constantFrom(...keys), hostileValue, {
        minKeys: Math.min(2, keys.length),
        maxKeys: keys.length,
      }),
    )
    .map(([record, hostile]) => json({ ...record, ...hostile }));
  const extraFields = fc
    .tuple(
      base,
      fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'Id', 'id', 'verzija', 'x\u0000'), hostileValue),
    )
    .map(([record, extra]) => ({ contentType: 'application/json', payload: JSON.stringify({ ...record, ...extra }) }));
  return fc.oneof(
    { weight: 6, arbitrary: oneField },
    { weight: 2, arbitrary: severalFields },
    { weight: 1, arbitrary: extraFields },
    { weight: 2, arbitrary: RAW_BODIES },
  );
}

/** Every input to one operation: each parameter plausible or hostile, at least one thing hostile. */
function attempts(doc: OpenApi, operation: Operation, token: string): fc.Arbitrary<Attempt> {
  const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
  const segment = (parameter: Parameter) =>
    fc.oneof(
      { weight: 1, arbitrary: plausible(doc, parameter.schema, parameter.name).map((value) => encode(String(value))) },
      { weight: 2, arbitrary: hostileSegment },
    );
  const segments = fc.tuple(...pathParams.map(segment));
  const query = fc.array(
    fc.tuple(
      fc.oneof(
        ...(queryParams.length > 0 ? [fc.constantFrom(...queryParams.map((parameter) => parameter.name))] : []),
        fc.constantFrom('x', '__proto__', 'a[b]', '%00'),
      ),
      hostileSegment,
    ),
    { maxLength: 3 },
  );
  const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const body = operation.body
    ? bodies(doc, operation.body)
    : hasBody
      ? fc.option(RAW_BODIES, { nil: undefined })
      : fc.constant(undefined);
  return fc.record({ segments, query, body }).map(({ segments: values, query: pairs, body: content }) => {
    let path = operation.path;
    pathParams.forEach((parameter, index) => {
      path = path.replace(`{${parameter.name}}`, values[index] ?? '1');
    });
    const search = pairs.map(([name, value]) => `${name}=${value}`).join('&');
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (content) headers['content-type'] = content.contentType;
    return {
      method: operation.method,
      url: search ? `${path}?${search}` : path,
      headers,
      ...(content ? { payload: content.payload } : {}),
    };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// What no answer may contain

const STACK = /\n\s+at |\bat [\w.<>]+ \(/;
const SQL =
  /\bselect\s.+\bfrom\b|\binsert\s+into\b|\bupdate\s+\w+\s+set\b|syntax error|relation "|violates .* constraint|duplicate key|invalid byte sequence|out of range for type/i;
const INTERNAL_PATH = /\/work\/|node_modules|file:\/\/|[\w-]+\.(ts|js):\d+/;
const ENGLISH =
  /Invalid input|Invalid option|Too (big|small)|expected (string|number|boolean|object|array)|Required\b|Unrecognized key/;

function problemsOf(response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const body = response.body;
  if (response.statusCode >= 500) problems.push(`status ${response.statusCode}`);
  if (STACK.test(body)) problems.push('stack trace');
  if (SQL.test(body)) problems.push('SQL text');
  if (INTERNAL_PATH.test(body)) problems.push('server path');
  if (response.statusCode >= 400) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = undefined;
    }
    const error = parsed as { ErrorCode?: unknown; Type?: unknown; Message?: unknown } | undefined;
    if (
      !error ||
      typeof error.ErrorCode !== 'number' ||
      typeof error.Type !== 'number' ||
      typeof error.Message !== 'string' ||
      error.Message === ''
    )
      problems.push('not the error model');
    else if (ENGLISH.test(error.Message)) problems.push('English validation text');
  }
  return problems;
}

function operationsOf(doc: OpenApi): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, description] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: description.parameters ?? [],
        body: description.requestBody?.content['application/json']?.schema,
      });
    }
  }
  return operations;
}

// ---------------------------------------------------------------------------------------------------------------

let t: TestApp;
let doc: OpenApi;
let operations: Operation[];
const report: { operation: string; sent: number; fiveHundreds: number }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  doc = t.app.swagger() as unknown as OpenApi;
  operations = operationsOf(doc).filter((operation) => !operation.path.startsWith('/api/docs'));
});

afterAll(async () => {
  if (process.env.GENERATED_INPUT_REPORT) {
    const sent = report.reduce((sum, row) => sum + row.sent, 0);
    const failed = report.reduce((sum, row) => sum + row.fiveHundreds, 0);
    console.info(`generated input: ${report.length} operations, ${sent} requests, ${failed} answered 5xx`);
    for (const row of report.filter((entry) => entry.fiveHundreds > 0))
      console.info(`  ${row.operation}: ${row.fiveHundreds}`);
  }
  await t?.close();
});

describe('generated bad input against every operation of the OpenAPI description', () => {
  it('covers every operation the server describes', () => {
    expect(operations.length).toBeGreaterThanOrEqual(60);
  });

  it(`answers ${RUNS} bad inputs per operation with a 4xx in the error model, never a 5xx or internals`, async () => {
    let token = await loginAs(t.app, 'admin');
    const failures: string[] = [];
    for (const operation of operations) {
      const name = `${operation.method} ${operation.path}`;
      const samples = fc.sample(attempts(doc, operation, token), { seed: SEED, numRuns: RUNS });
      let fiveHundreds = 0;
      for (const [index, attempt] of samples.entries()) {
        // Every tenth request goes without a token, so public operations meet hostile input from anyone.
        const headers = { ...attempt.headers };
        if (index % 10 === 9) delete headers.authorization;
        const options: InjectOptions = { method: attempt.method, url: attempt.url, headers };
        if (attempt.payload !== undefined) options.payload = attempt.payload;
        const response = await t.app.inject(options);
        if (response.statusCode >= 500) fiveHundreds++;
        const problems = problemsOf(response);
        if (problems.length > 0 && failures.length < 40)
          failures.push(
            `${name} ← ${attempt.method} ${attempt.url.slice(0, 120)} ${JSON.stringify(attempt.payload ?? '').slice(0, 160)}: ` +
              `${problems.join(', ')} (${response.statusCode} ${response.body.slice(0, 160)})`,
          );
      }
      report.push({ operation: name, sent: samples.length, fiveHundreds });
      // A request above may have renamed or changed the Admin; sign in again when the token stopped working.
      const check = await t.app.inject({
        method: 'GET',
        url: '/api/radnici',
        headers: { authorization: `Bearer ${token}` },
      });
      if (check.statusCode === 401) token = await loginAs(t.app, 'admin');
    }
    expect(failures).toEqual([]);
    expect(report.every((row) => row.sent >= RUNS)).toBe(true);
    // Over 6,000 requests: about a minute on PGlite alone, several on a machine busy with other test files.
  }, 600_000);

  it('stored no control, bidi, zero-width-only or broken text, and no date outside the firm’s years', async () => {
    const columns = (await t.app.db.execute(sql`
      select table_name, column_name, data_type from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'character varying', 'character', 'date')`)) as unknown as {
      rows: { table_name: string; column_name: string; data_type: string }[];
    };
    const bad: string[] = [];
    for (const { table_name: table, column_name: column, data_type: type } of columns.rows) {
      const ref = sql.raw(`"${table}"."${column}"`);
      const from = sql.raw(`"${table}"`);
      const condition =
        type === 'date'
          ? sql`${ref} < '2000-01-01' or ${ref} > '2099-12-31'`
          : sql`${ref} ~ ${'[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufffd]'}
              or (${ref} <> '' and regexp_replace(${ref}, ${'[[:space:]\u00a0\u00ad\u034f\u115f\u1160\u180e\u200b-\u200f\u2028-\u202f\u205f-\u206f\u2800\u3000\u3164\ufeff\uffa0\u0300-\u036f]'}, '', 'g') = '')`;
      const rows = (await t.app.db.execute(
        sql`select ${ref}::text as value from ${from} where ${condition} limit 3`,
      )) as unknown as { rows: { value: string }[] };
      for (const row of rows.rows) bad.push(`${table}.${column}: ${JSON.stringify(row.value).slice(0, 80)}`);
    }
    expect(bad).toEqual([]);
  });
});

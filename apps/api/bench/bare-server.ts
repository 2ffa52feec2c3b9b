// The yardstick of the API benchmark: plain Fastify and a pg Pool (no zod, no Drizzle, no helmet, no logs) serving
// each measured endpoint by replaying the exact statements our server issued for it, after the same JWT check.
//   node --import tsx apps/api/bench/bare-server.ts <spec.json>     (started and stopped by api.bench.ts)
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { createVerifier } from 'fast-jwt';
import pg from 'pg';

export interface Statement {
  /** A prepared statement's name: parsed once per connection, as for our server. */
  name?: string;
  text: string;
  values: unknown[];
  rowMode?: 'array';
}

export interface BareEndpoint {
  method: 'GET' | 'POST' | 'PUT';
  /** The route as Fastify declares it, e.g. /api/evidencija/info/:radnikId/:godina/:mesec */
  route: string;
  statements: Statement[];
}

export interface BareSpec {
  databaseUrl: string;
  jwtSecret: string;
  port: number;
  poolSize: number;
  endpoints: BareEndpoint[];
}

const spec = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as BareSpec;
const pool = new pg.Pool({ connectionString: spec.databaseUrl, max: spec.poolSize });
// @fastify/jwt verifies with fast-jwt too, with its defaults (HS256, expiry checked, no cache).
const verify = createVerifier({ key: spec.jwtSecret });
// Errors only: a failing replay must say why, and nothing is written per request.
const app = Fastify({ logger: { level: 'error' } });

for (const endpoint of spec.endpoints) {
  // A transaction's statements share one connection, as Drizzle's do; the others go through the pool one by one.
  const isTransaction = endpoint.statements.some((statement) => /^begin\b/i.test(statement.text));
  // Rows as objects keyed by column, as a plain pg server answers (and about the size of our answers), not arrays.
  const statements = endpoint.statements.map(({ name, text, values }) => ({ ...(name ? { name } : {}), text, values }));
  app.route({
    method: endpoint.method,
    url: endpoint.route,
    handler: async (request, reply) => {
      const header = request.headers.authorization;
      if (!header?.toLowerCase().startsWith('bearer ')) return reply.status(401).send({ Message: 'no token' });
      try {
        verify(header.slice(7));
      } catch {
        return reply.status(401).send({ Message: 'bad token' });
      }
      // The answer carries the rows of every statement after the first (the token's worker): a read answers all it
      // read, about the size of our answer, not only its last statement's rows (a month's leave, a task's equipment).
      const rows: unknown[] = [];
      if (isTransaction) {
        const client = await pool.connect();
        try {
          for (const [index, statement] of statements.entries()) {
            const result = await client.query(statement);
            if (index > 0) rows.push(...result.rows);
          }
        } finally {
          client.release();
        }
      } else {
        for (const [index, statement] of statements.entries()) {
          const result = await pool.query(statement);
          if (index > 0) rows.push(...result.rows);
        }
      }
      return { itemList: rows };
    },
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app
      .close()
      .then(() => pool.end())
      .finally(() => process.exit(0));
  });
}
await app.listen({ port: spec.port, host: '127.0.0.1' });
console.info(`bare server listening on ${spec.port}`);

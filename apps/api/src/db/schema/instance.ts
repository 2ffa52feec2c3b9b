import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The request-rate windows of @fastify/rate-limit (plugins/rate-limit-store.ts), kept here so that every server
 * instance behind a load balancer counts the same requests. A row whose window has ended starts again at 1.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    kljuc: text('kljuc').primaryKey(),
    broj: integer('broj').notNull(),
    istice: timestamp('istice', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_istice').on(table.istice)],
);

/**
 * Background jobs shared by every instance (lib/jobs.ts): an instance runs a job only after moving its `sledece` past
 * now in one statement, so a job due once runs once whichever instances look for it.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  naziv: text('naziv').primaryKey(),
  /** When the job is next due. */
  sledece: timestamp('sledece', { withTimezone: true }).notNull(),
  pokrenuto: timestamp('pokrenuto', { withTimezone: true }),
  zavrseno: timestamp('zavrseno', { withTimezone: true }),
  /** The instance that ran it last (host and process id). */
  instanca: text('instanca'),
  /** The last run's failure, or null when it succeeded. */
  greska: text('greska'),
  pokretanja: integer('pokretanja').notNull().default(0),
});

import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The answers of creating requests sent with an `Idempotency-Key` header (plugins/idempotency.ts): a retry with the
 * same key, user, method, route and body gets the stored answer instead of a second record. A row without a
 * `statusCode` is a request still running. Rows live 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    /** The signed-in worker who sent the key: keys of different users never meet. */
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    /** SHA-256 of the method, the path and the request body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('idempotency_keys_user_key').on(table.userId, table.key),
    index('idempotency_keys_expires_at').on(table.expiresAt),
  ],
);

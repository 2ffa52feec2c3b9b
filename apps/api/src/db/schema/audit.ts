import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A field's value before and after a change: `{ field: [old, new] }`, null where there was (or is) none. */
export type AuditIzmene = Record<string, [unknown, unknown]>;

/**
 * The audit log: one row per change of a record, written in the transaction of the change. No foreign keys, so that
 * the history of a deleted record (and of a change by a worker since removed) stays readable.
 */
export const izmene = pgTable(
  'izmene',
  {
    id: serial('id').primaryKey(),
    /** The kind of record (`radnici`, `godisnji`, …; the contract's AUDIT_ENTITETI). */
    entitet: text('entitet').notNull(),
    zapisId: integer('zapis_id').notNull(),
    akcija: text('akcija').notNull(),
    /** The worker who made the change; null for the server's own changes. */
    autorId: integer('autor_id'),
    vreme: timestamp('vreme', { withTimezone: true }).notNull().defaultNow(),
    izmene: jsonb('izmene').$type<AuditIzmene>().notNull(),
    /** What places the change inside the record when the record has parts, e.g. `{ Datum }` of a time record. */
    kontekst: jsonb('kontekst').$type<Record<string, unknown>>(),
  },
  (table) => [index('izmene_entitet_zapis_vreme').on(table.entitet, table.zapisId, table.vreme)],
);

import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { USKLADJIVANJE_MAX, USKLADJIVANJE_MIN } from '@rp/contract';
import { nepokretnosti } from './nepokretnosti.ts';
import { procene } from './procene.ts';
import { radnici } from './radnici.ts';

/**
 * Comparables (komparativi): a property of the register (`nepokretnost_id`) chosen to value a valuation's subject
 * (`predmet_id`, a property whose procena_id is the valuation) with the valuer's adjustment percent. Only the percent is
 * stored: the corrected unit price is the register's (jed_cena_nakon_kor) and the adjusted value is derived from both
 * on every read. A valuation's delete takes its comparables; a property used as a comparable or a subject with
 * comparables cannot be deleted from the register (the delete answers 409).
 */
export const komparativi = pgTable(
  'komparativi',
  {
    id: serial('id').primaryKey(),
    procenaId: integer('procena_id')
      .notNull()
      .references(() => procene.id, { onDelete: 'cascade' }),
    predmetId: integer('predmet_id')
      .notNull()
      .references(() => nepokretnosti.id, { onDelete: 'restrict' }),
    nepokretnostId: integer('nepokretnost_id')
      .notNull()
      .references(() => nepokretnosti.id, { onDelete: 'restrict' }),
    procentualnoUskladjivanje: doublePrecision('procentualno_uskladjivanje').notNull().default(0),
    idKreatora: integer('id_kreatora').references(() => radnici.id, { onDelete: 'set null' }),
    kreirano: timestamp('kreirano', { withTimezone: true }).notNull().defaultNow(),
    verzija: integer('verzija').notNull().default(1),
  },
  (table) => [
    check(
      'komparativi_uskladjivanje',
      sql.raw(`procentualno_uskladjivanje between ${USKLADJIVANJE_MIN} and ${USKLADJIVANJE_MAX}`),
    ),
    check('komparativi_nije_predmet', sql`predmet_id <> nepokretnost_id`),
    uniqueIndex('komparativi_predmet_nepokretnost').on(table.predmetId, table.nepokretnostId),
    index('komparativi_procena').on(table.procenaId, table.predmetId),
    index('komparativi_nepokretnost').on(table.nepokretnostId),
  ],
);

import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Reference data seeded at every start from db/seed/data/lokacije.ts; ids are fixed there. */
export const drzave = pgTable('drzave', {
  id: integer('id').primaryKey(),
  naziv: text('naziv').notNull(),
  /** ISO 3166-1 alpha-2 ('RS'): the portal names the country in the screen's language from it. */
  kod: text('kod'),
});

export const opstine = pgTable(
  'opstine',
  {
    id: integer('id').primaryKey(),
    drzavaId: integer('drzava_id')
      .notNull()
      .references(() => drzave.id),
    naziv: text('naziv').notNull(),
  },
  (table) => [index('opstine_drzava').on(table.drzavaId)],
);

export const gradovi = pgTable(
  'gradovi',
  {
    id: integer('id').primaryKey(),
    opstinaId: integer('opstina_id')
      .notNull()
      .references(() => opstine.id),
    naziv: text('naziv').notNull(),
  },
  (table) => [index('gradovi_opstina').on(table.opstinaId)],
);

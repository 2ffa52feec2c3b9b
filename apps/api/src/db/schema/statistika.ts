import { date, integer, numeric, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * The statistics' roll-ups of completed valuations (README, "Statistics: the money model"), kept in the transaction of
 * every write by statement triggers on `procene` and `nepokretnosti` (migration 0017_statistika_zbirovi, function
 * `statistika_osvezi`): a call reads a few hundred grouped rows instead of every valuation of its period.
 * `mesec` is the first day of the month of completion in the firm's time zone; a missing id is stored as 0.
 */

/** One row per completed valuation: what it contributed to the roll-ups, so that a change can take it back. */
export const proceneStatistika = pgTable('procene_statistika', {
  procenaId: integer('procena_id').primaryKey(),
  mesec: date('mesec', { mode: 'string' }).notNull(),
  klijentId: integer('klijent_id'),
  idKlijenta: integer('id_klijenta'),
  bankarId: integer('bankar_id'),
  vodjaId: integer('vodja_id').notNull(),
  inspekcijaId: integer('inspekcija_id'),
  /** The property type of the first subject; 0 without a subject. */
  tip: integer('tip').notNull(),
  cena: numeric('cena', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  /** The subjects' corrected prices summed. */
  vrednost: numeric('vrednost', { mode: 'number' }).notNull(),
});

/** Valuations per month and client (the valuation's client, else its bank; 0 = neither): income and its shares. */
export const statistikaKlijentiMesec = pgTable(
  'statistika_klijenti_mesec',
  {
    mesec: date('mesec', { mode: 'string' }).notNull(),
    klijentId: integer('klijent_id').notNull(),
    broj: integer('broj').notNull(),
    cena: numeric('cena', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.mesec, table.klijentId] })],
);

/** Each worker's share of the valuations per month: leader and inspector half each, a lone leader all. */
export const statistikaRadniciMesec = pgTable(
  'statistika_radnici_mesec',
  {
    mesec: date('mesec', { mode: 'string' }).notNull(),
    radnikId: integer('radnik_id').notNull(),
    broj: integer('broj').notNull(),
    prihod: numeric('prihod', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.mesec, table.radnikId] })],
);

/** Valuations that bankers brought, per month, banker, the valuation's bank (0 = none) and first subject's type. */
export const statistikaBankariMesec = pgTable(
  'statistika_bankari_mesec',
  {
    mesec: date('mesec', { mode: 'string' }).notNull(),
    bankarId: integer('bankar_id').notNull(),
    idKlijenta: integer('id_klijenta').notNull(),
    tip: integer('tip').notNull(),
    broj: integer('broj').notNull(),
    cena: numeric('cena', { mode: 'number' }).notNull(),
    vrednost: numeric('vrednost', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.mesec, table.bankarId, table.idKlijenta, table.tip] })],
);

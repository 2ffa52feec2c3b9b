import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { radnici } from './radnici.ts';

/** A worker's planned hours for a day and, when corrected by hand, the worked time of that day. */
export const evidencija = pgTable(
  'evidencija',
  {
    id: serial('id').primaryKey(),
    radnikId: integer('radnik_id')
      .notNull()
      .references(() => radnici.id, { onDelete: 'cascade' }),
    datum: date('datum', { mode: 'string' }).notNull(),
    trajanjePocetak: text('trajanje_pocetak').notNull().default('09:00:00'),
    trajanjeKraj: text('trajanje_kraj').notNull().default('17:00:00'),
    /** Worked seconds set through evidencija/update; null = the sum of the intervals. */
    odradjenoRucno: integer('odradjeno_rucno'),
  },
  (table) => [uniqueIndex('evidencija_radnik_datum').on(table.radnikId, table.datum)],
);

/** One stretch of work between a sign-in and a pause or sign-out; `kraj` null = running. */
export const evidencijaIntervali = pgTable(
  'evidencija_intervali',
  {
    id: serial('id').primaryKey(),
    radnikId: integer('radnik_id')
      .notNull()
      .references(() => radnici.id, { onDelete: 'cascade' }),
    datum: date('datum', { mode: 'string' }).notNull(),
    pocetak: timestamp('pocetak', { withTimezone: true }).notNull(),
    kraj: timestamp('kraj', { withTimezone: true }),
    /** What closed the interval: a pause keeps the day open for a resume. */
    razlogKraja: text('razlog_kraja', { enum: ['pauza', 'odjava'] }),
  },
  (table) => [
    index('evidencija_intervali_radnik_datum').on(table.radnikId, table.datum),
    // At most one running interval per worker, whatever races the commands.
    uniqueIndex('evidencija_intervali_jedan_otvoren')
      .on(table.radnikId)
      .where(sql`${table.kraj} is null`),
  ],
);

/**
 * A worker's correction of their own time record (worked time of a day, planned hours of days, a holiday), applied
 * only when Admin approves it; the measured intervals are never touched by it.
 */
export const evidencijaZahtevi = pgTable(
  'evidencija_zahtevi',
  {
    id: serial('id').primaryKey(),
    radnikId: integer('radnik_id')
      .notNull()
      .references(() => radnici.id, { onDelete: 'cascade' }),
    vrsta: text('vrsta', { enum: ['odradjeno', 'planirano', 'praznik'] }).notNull(),
    /** The day; the first day of the range for `planirano`. */
    datum: date('datum', { mode: 'string' }).notNull(),
    /** The last day of the range for `planirano`. */
    kraj: date('kraj', { mode: 'string' }),
    /** The requested worked seconds for `odradjeno`. */
    odradjeno: integer('odradjeno'),
    trajanjePocetak: text('trajanje_pocetak'),
    trajanjeKraj: text('trajanje_kraj'),
    status: text('status', { enum: ['ceka', 'odobren', 'odbijen'] })
      .notNull()
      .default('ceka'),
    podneo: integer('podneo').references(() => radnici.id, { onDelete: 'set null' }),
    podneto: timestamp('podneto', { withTimezone: true }).notNull().defaultNow(),
    resio: integer('resio').references(() => radnici.id, { onDelete: 'set null' }),
    reseno: timestamp('reseno', { withTimezone: true }),
  },
  (table) => [
    index('evidencija_zahtevi_radnik_datum').on(table.radnikId, table.datum),
    index('evidencija_zahtevi_na_cekanju')
      .on(table.podneto)
      .where(sql`${table.status} = 'ceka'`),
  ],
);

/** A worker's day off. */
export const prazniciRadnika = pgTable(
  'praznici_radnika',
  {
    id: serial('id').primaryKey(),
    radnikId: integer('radnik_id')
      .notNull()
      .references(() => radnici.id, { onDelete: 'cascade' }),
    datum: date('datum', { mode: 'string' }).notNull(),
  },
  (table) => [uniqueIndex('praznici_radnika_radnik_datum').on(table.radnikId, table.datum)],
);

/** Annual leave: requested, then approved (approval adds `radniDani` to the worker's used days). */
export const godisnji = pgTable(
  'godisnji',
  {
    id: serial('id').primaryKey(),
    radnikId: integer('radnik_id')
      .notNull()
      .references(() => radnici.id, { onDelete: 'cascade' }),
    pocetak: date('pocetak', { mode: 'string' }).notNull(),
    kraj: date('kraj', { mode: 'string' }).notNull(),
    radniDani: integer('radni_dani').notNull(),
    odobren: timestamp('odobren', { withTimezone: true }),
    odobrio: integer('odobrio').references(() => radnici.id, { onDelete: 'set null' }),
    kreiran: timestamp('kreiran', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('godisnji_radnik').on(table.radnikId)],
);

/** A state holiday: a day off for everyone. */
export const drzavniPraznici = pgTable(
  'drzavni_praznici',
  {
    id: serial('id').primaryKey(),
    datum: date('datum', { mode: 'string' }).notNull(),
    naziv: text('naziv').notNull(),
    verzija: integer('verzija').notNull().default(1),
  },
  (table) => [uniqueIndex('drzavni_praznici_datum').on(table.datum)],
);

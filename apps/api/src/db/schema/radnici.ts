import { boolean, date, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** A worker, and the login account of the worker. */
export const radnici = pgTable(
  'radnici',
  {
    id: serial('id').primaryKey(),
    ime: text('ime').notNull(),
    prezime: text('prezime').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    aktivan: boolean('aktivan').notNull().default(true),
    permission: text('permission', { enum: ['Admin', 'Demo', 'User', 'Operations'] }).notNull(),
    slobodniDani: integer('slobodni_dani').notNull().default(20),
    iskoristeniDani: integer('iskoristeni_dani').notNull().default(0),
    cenaRada: numeric('cena_rada', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    idGrada: integer('id_grada'),
    idOpstine: integer('id_opstine'),
    jezik: text('jezik', { enum: ['sr', 'en_US'] })
      .notNull()
      .default('sr'),
    /** Bumped on every update; a write that names an older version is refused instead of overwriting. */
    verzija: integer('verzija').notNull().default(1),
    /** Carried in every token; bumped when the password changes or the account is deactivated, which revokes them. */
    tokenVerzija: integer('token_verzija').notNull().default(1),
    kreiran: timestamp('kreiran', { withTimezone: true }).notNull().defaultNow(),
    /** The first day of employment: planned time starts here (the service sets the firm's day of creation). */
    datumPocetka: date('datum_pocetka', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    /** The last day of employment; null while employed. */
    datumOdlaska: date('datum_odlaska', { mode: 'string' }),
  },
  (table) => [uniqueIndex('radnici_username_lower').on(sql`lower(${table.username})`)],
);

/** Every sign-in attempt, kept for the audit trail and for throttling repeated failures. */
export const loginPokusaji = pgTable('login_pokusaji', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  ip: text('ip').notNull(),
  uspeh: boolean('uspeh').notNull(),
  razlog: text('razlog').notNull(),
  vreme: timestamp('vreme', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sign-in failure counters, one row per key (`u:<username>` for the per-username backstop, `ua:<username> <address>`
 * for username and address together). Each attempt is reserved here in one statement before its password is checked,
 * so parallel guesses cannot all be evaluated.
 */
export const loginBrojaci = pgTable('login_brojaci', {
  kljuc: text('kljuc').primaryKey(),
  broj: integer('broj').notNull(),
  /** The start of the counting window; the counter starts again once the window has passed. */
  pocetak: timestamp('pocetak', { withTimezone: true }).notNull().defaultNow(),
});

import { index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { radnici } from './radnici.ts';

/** A machine, shown as equipment (Oprema). */
export const masine = pgTable('masine', {
  id: serial('id').primaryKey(),
  ime: text('ime').notNull(),
  /** Cost per hour of use (RSD): the expense of the task hours it is used in (statistics). */
  cenaPoSatu: numeric('cena_po_satu', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  verzija: integer('verzija').notNull().default(1),
});

/** A note for a worker (or for everyone when `radnikId` is null). */
export const napomene = pgTable(
  'napomene',
  {
    id: serial('id').primaryKey(),
    radnikId: integer('radnik_id').references(() => radnici.id, { onDelete: 'cascade' }),
    prioritet: integer('prioritet').notNull().default(2),
    idKreatora: integer('id_kreatora').references(() => radnici.id, { onDelete: 'set null' }),
    tekst: text('tekst').notNull(),
    kreirano: timestamp('kreirano', { withTimezone: true }).notNull().defaultNow(),
    verzija: integer('verzija').notNull().default(1),
  },
  (table) => [index('napomene_radnik').on(table.radnikId)],
);

/** An RSS or Atom feed shown on the home page. */
export const rssFeedovi = pgTable('rss_feedovi', {
  id: serial('id').primaryKey(),
  naziv: text('naziv').notNull(),
  url: text('url').notNull(),
  verzija: integer('verzija').notNull().default(1),
});

export interface RssKesStavka {
  title: string;
  link: string;
  date: string | null;
}

/** The last fetch of each feed, shared by every server instance (no in-memory cache). */
export const rssKes = pgTable('rss_kes', {
  feedId: integer('feed_id')
    .primaryKey()
    .references(() => rssFeedovi.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  uspeh: integer('uspeh').notNull(),
  stavke: jsonb('stavke').$type<RssKesStavka[]>().notNull(),
  /** An instance fetching the feed again claims it until then; the others answer the cached items meanwhile. */
  osvezavaDo: timestamp('osvezava_do', { withTimezone: true }),
});

/** A document attached to a record of an entity; the bytes sit in the FileStore under `kljuc`. */
export const fajlovi = pgTable(
  'fajlovi',
  {
    id: serial('id').primaryKey(),
    entitet: text('entitet').notNull(),
    grupaId: integer('grupa_id').notNull(),
    naziv: text('naziv').notNull(),
    mime: text('mime').notNull(),
    velicina: integer('velicina').notNull(),
    kljuc: text('kljuc').notNull(),
    idKreatora: integer('id_kreatora').references(() => radnici.id, { onDelete: 'set null' }),
    kreirano: timestamp('kreirano', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('fajlovi_entitet_grupa').on(table.entitet, table.grupaId)],
);

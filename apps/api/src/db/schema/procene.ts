import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { FIRM_TIME_ZONE } from '../../lib/time.ts';
import { klijenti } from './klijenti.ts';
import { radnici } from './radnici.ts';

/**
 * Valuations (procene). The bank, client and banker are rows of the client register; their foreign keys refuse the
 * delete of a record a valuation names (the names are keys of the clients' delete-protection map, KLIJENT_KORISNICI).
 * `kreirano` is the valuation's date (datumUnosa): the list's date range, order and row colour go by it.
 * `datum_zavrsetka` and `datum_slanja` are the instants phase 3 (completed) and phase 4 (sent) were last set;
 * `dan_zavrsetka` is the completion's day in the firm's time zone, kept by PostgreSQL (a generated column: the
 * bankers' statistics list 40,000 of these days a year, and converting each instant on every call cost a fifth of it).
 * The subjects are properties of the register whose `procena_id` names the valuation (nepokretnosti.ts).
 */
export const procene = pgTable(
  'procene',
  {
    id: serial('id').primaryKey(),
    oldId: integer('old_id'),
    naziv: text('naziv').notNull(),
    opis: text('opis').notNull().default(''),
    idKlijenta: integer('id_klijenta'),
    idKlijenta2: integer('id_klijenta2'),
    idKlijenta3: integer('id_klijenta3'),
    vodjaId: integer('vodja_id')
      .notNull()
      .references(() => radnici.id, { onDelete: 'restrict' }),
    inspekcijaId: integer('inspekcija_id').references(() => radnici.id, { onDelete: 'set null' }),
    inspekcijaSnimanje: boolean('inspekcija_snimanje').notNull().default(false),
    prioritet: integer('prioritet').notNull().default(2),
    faza: integer('faza').notNull().default(1),
    fazaPlacanja: integer('faza_placanja').notNull().default(2),
    tip: integer('tip').notNull(),
    fiksniPocetak: timestamp('fiksni_pocetak', { withTimezone: true }),
    dogovorenaCena: numeric('dogovorena_cena', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    datumPrethodneProc: date('datum_prethodne_proc', { mode: 'string' }),
    kursPrethodneProc: doublePrecision('kurs_prethodne_proc').notNull().default(0),
    datumZavrsetka: timestamp('datum_zavrsetka', { withTimezone: true }),
    danZavrsetka: date('dan_zavrsetka', { mode: 'string' }).generatedAlwaysAs(
      sql`(datum_zavrsetka at time zone ${sql.raw(`'${FIRM_TIME_ZONE}'`)})::date`,
    ),
    datumSlanja: timestamp('datum_slanja', { withTimezone: true }),
    idKreatora: integer('id_kreatora').references(() => radnici.id, { onDelete: 'set null' }),
    kreirano: timestamp('kreirano', { withTimezone: true }).notNull().defaultNow(),
    verzija: integer('verzija').notNull().default(1),
  },
  (table) => [
    foreignKey({ name: 'procene_banka_fk', columns: [table.idKlijenta], foreignColumns: [klijenti.id] }).onDelete(
      'restrict',
    ),
    foreignKey({ name: 'procene_klijent_fk', columns: [table.idKlijenta2], foreignColumns: [klijenti.id] }).onDelete(
      'restrict',
    ),
    foreignKey({ name: 'procene_bankar_fk', columns: [table.idKlijenta3], foreignColumns: [klijenti.id] }).onDelete(
      'restrict',
    ),
    check('procene_prioritet', sql`prioritet between 1 and 3`),
    check('procene_faza', sql`faza between 1 and 6`),
    check('procene_faza_placanja', sql`faza_placanja between 1 and 6`),
    check('procene_tip', sql`tip between 1 and 8`),
    // NaN is a numeric PostgreSQL accepts and orders above every number: the agreed price is 0 when invalid.
    check('procene_cena', sql`dogovorena_cena >= 0 and dogovorena_cena <> 'NaN'`),
    index('procene_kreirano').on(table.kreirano, table.id),
    index('procene_faza_kreirano').on(table.faza, table.kreirano, table.id),
    index('procene_vodja_kreirano').on(table.vodjaId, table.kreirano, table.id),
    index('procene_inspekcija_kreirano').on(table.inspekcijaId, table.kreirano, table.id),
    index('procene_banka_kreirano').on(table.idKlijenta, table.kreirano, table.id),
    index('procene_klijent_kreirano').on(table.idKlijenta2, table.kreirano, table.id),
    index('procene_bankar_kreirano').on(table.idKlijenta3, table.kreirano, table.id),
    // Statistics: each banker's valuations of a year in order, read from the index alone (statistika/bankari's `procene`).
    index('procene_bankar_zavrsetak')
      .on(table.idKlijenta3, table.datumZavrsetka, table.id, table.dogovorenaCena, table.danZavrsetka)
      .where(sql`${table.idKlijenta3} is not null`),
  ],
);

/** A valuation's phase history (part 2 §3, §4): one row per phase set; exactly one is active. */
export const proceneFaze = pgTable(
  'procene_faze',
  {
    id: serial('id').primaryKey(),
    procenaId: integer('procena_id')
      .notNull()
      .references(() => procene.id, { onDelete: 'cascade' }),
    fazaId: integer('faza_id').notNull(),
    radnikId: integer('radnik_id').references(() => radnici.id, { onDelete: 'set null' }),
    aktivna: boolean('aktivna').notNull().default(true),
    datumPromene: date('datum_promene', { mode: 'string' }).notNull(),
    kreirano: timestamp('kreirano', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('procene_faze_faza', sql`faza_id between 1 and 6`),
    index('procene_faze_procena').on(table.procenaId, table.id),
    uniqueIndex('procene_faze_aktivna')
      .on(table.procenaId)
      .where(sql`${table.aktivna}`),
  ],
);

/**
 * Word report templates (.docx with docxtemplater tags). The bytes sit in the FileStore under `kljuc`; `ugradjen`
 * marks the templates the product ships (seeded at start, not deletable).
 */
export const sabloniIzvestaja = pgTable(
  'sabloni_izvestaja',
  {
    id: serial('id').primaryKey(),
    naziv: text('naziv').notNull(),
    kljuc: text('kljuc').notNull(),
    velicina: integer('velicina').notNull(),
    ugradjen: boolean('ugradjen').notNull().default(false),
    idKreatora: integer('id_kreatora').references(() => radnici.id, { onDelete: 'set null' }),
    kreirano: timestamp('kreirano', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('sabloni_izvestaja_naziv').on(table.naziv)],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { VRSTA_KODOVI } from '@rp/contract';
import { drzave, gradovi, opstine } from './lokacije.ts';
import { procene } from './procene.ts';
import { radnici } from './radnici.ts';

/** Cadastral municipalities (katastarske opštine): reference data seeded at every start, ids fixed in the data file. */
export const katastri = pgTable(
  'katastri',
  {
    id: integer('id').primaryKey(),
    opstinaId: integer('opstina_id')
      .notNull()
      .references(() => opstine.id),
    naziv: text('naziv').notNull(),
  },
  (table) => [index('katastri_opstina').on(table.opstinaId)],
);

/**
 * The property register. Derived values (jedinicna_cena …) are written by the server from the inputs with
 * derivePropertyValues on every write. The radius search is an index lookup on the B-tree `nepokretnosti_pojas`
 * (latitude stripe, longitude; migration 0011, index-only), the circle on earthdistance's sphere (see the API README).
 */
export const nepokretnosti = pgTable(
  'nepokretnosti',
  {
    id: serial('id').primaryKey(),
    vrstaId: integer('vrsta_id').notNull(),
    drzavaId: integer('drzava_id')
      .notNull()
      .default(1)
      .references(() => drzave.id),
    opstinaId: integer('opstina_id')
      .notNull()
      .references(() => opstine.id),
    gradId: integer('grad_id').references(() => gradovi.id),
    katastarId: integer('katastar_id').references(() => katastri.id),
    adresa: text('adresa').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    kvadratura: doublePrecision('kvadratura').notNull().default(0),
    trazenaCena: doublePrecision('trazena_cena').notNull().default(0),
    umanjenje: doublePrecision('umanjenje').notNull().default(0),
    jedinicnaCena: doublePrecision('jedinicna_cena').notNull().default(0),
    korigovanaCena: doublePrecision('korigovana_cena').notNull().default(0),
    jedCenaNakonKor: doublePrecision('jed_cena_nakon_kor').notNull().default(0),
    trzisnaZakupnina: doublePrecision('trzisna_zakupnina').notNull().default(0),
    jedinicnaCenaZakupnine: doublePrecision('jedinicna_cena_zakupnine').notNull().default(0),
    gradjevinskaVrednost: doublePrecision('gradjevinska_vrednost').notNull().default(0),
    prethodnoProceTrzisnaVrednost: doublePrecision('prethodno_proc_trzisna_vrednost').notNull().default(0),
    prethodnoProcGradjevinskaVrednost: doublePrecision('prethodno_proc_gradjevinska_vrednost').notNull().default(0),
    spratSpratnost: text('sprat_spratnost').notNull().default(''),
    spratnostObjekta: text('spratnost_objekta').notNull().default(''),
    izvorInformacija: text('izvor_informacija').notNull().default('DATA'),
    dodatneKarakteristike: text('dodatne_karakteristike').notNull().default(''),
    predmetProcene: boolean('predmet_procene').notNull().default(false),
    /**
     * The valuation this property is a subject of (predmet procene); its subjects in order of id, the first one the
     * valuation form's property. A deleted valuation leaves its subjects in the register (they are data of value).
     */
    procenaId: integer('procena_id').references(() => procene.id, { onDelete: 'set null' }),
    datum: date('datum', { mode: 'string' }).notNull(),
    /**
     * A row the import wrote: the hash of its normalised content. Importing the same file again finds every row's
     * key already present and adds nothing; rows typed in the form have none.
     */
    importKljuc: text('import_kljuc'),
    idKreatora: integer('id_kreatora').references(() => radnici.id, { onDelete: 'set null' }),
    kreirano: timestamp('kreirano', { withTimezone: true }).notNull().defaultNow(),
    verzija: integer('verzija').notNull().default(1),
  },
  (table) => [
    check('nepokretnosti_vrsta', sql.raw(`vrsta_id in (${VRSTA_KODOVI.join(', ')})`)),
    check('nepokretnosti_koordinate', sql`(latitude is null) = (longitude is null)`),
    index('nepokretnosti_datum').on(table.datum, table.id),
    index('nepokretnosti_opstina_datum').on(table.opstinaId, table.datum, table.id),
    index('nepokretnosti_katastar_datum').on(table.katastarId, table.datum, table.id),
    index('nepokretnosti_vrsta_datum').on(table.vrstaId, table.datum, table.id),
    index('nepokretnosti_grad').on(table.gradId),
    index('nepokretnosti_procena').on(table.procenaId, table.id),
    // The list's other orders (and their ranges): a page is read from the index instead of sorting every match.
    index('nepokretnosti_trazena_cena').on(table.trazenaCena, table.id),
    index('nepokretnosti_kvadratura').on(table.kvadratura, table.id),
    index('nepokretnosti_jedinicna_cena').on(table.jedinicnaCena, table.id),
    uniqueIndex('nepokretnosti_import_kljuc').on(table.importKljuc),
  ],
);

/**
 * How many properties the register holds: one row, kept by statement triggers in the transaction of every insert and
 * delete (migration 0009), so the unfiltered list counts without reading the register.
 */
export const nepokretnostiBroj = pgTable(
  'nepokretnosti_broj',
  {
    id: integer('id').primaryKey().default(1),
    broj: integer('broj').notNull().default(0),
  },
  () => [check('nepokretnosti_broj_jedan', sql`id = 1`)],
);

/** A property's image; the bytes sit in the FileStore under `kljuc`. `glavna` marks the group's main image. */
export const nepokretnostiSlike = pgTable(
  'nepokretnosti_slike',
  {
    id: serial('id').primaryKey(),
    nepokretnostId: integer('nepokretnost_id')
      .notNull()
      .references(() => nepokretnosti.id, { onDelete: 'cascade' }),
    naziv: text('naziv').notNull(),
    mime: text('mime').notNull(),
    velicina: integer('velicina').notNull(),
    kljuc: text('kljuc').notNull(),
    redniBroj: integer('redni_broj').notNull().default(0),
    glavna: boolean('glavna').notNull().default(false),
    idKreatora: integer('id_kreatora').references(() => radnici.id, { onDelete: 'set null' }),
    kreirano: timestamp('kreirano', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('nepokretnosti_slike_grupa').on(table.nepokretnostId, table.redniBroj),
    // At most one main image per property.
    uniqueIndex('nepokretnosti_slike_glavna')
      .on(table.nepokretnostId)
      .where(sql`${table.glavna}`),
  ],
);

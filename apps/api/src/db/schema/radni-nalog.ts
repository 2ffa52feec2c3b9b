import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { procene } from './procene.ts';
import { radnici } from './radnici.ts';

/**
 * The work order's master data: one row per option of each list (`lista` is the contract's list name). Seeded at
 * every start from `seed/data/radni-nalog.ts` (rows already there are kept), so a firm may add its own options.
 */
export const radniNalogOpcije = pgTable(
  'radni_nalog_opcije',
  {
    lista: text('lista').notNull(),
    id: integer('id').notNull(),
    naziv: text('naziv').notNull(),
    nazivEn: text('naziv_en').notNull(),
  },
  (table) => [primaryKey({ name: 'radni_nalog_opcije_pk', columns: [table.lista, table.id] })],
);

/**
 * A valuation's work order (part 2 §3): one per valuation, deleted with it. The option fields hold ids of
 * `radni_nalog_opcije` of their list (checked by the service, which names the field it refuses); multi-selects are
 * integer arrays. `verzija` counts saves (optimistic concurrency: the offline queue sends the version it edited).
 */
export const radniNalozi = pgTable(
  'radni_nalozi',
  {
    procenaId: integer('procena_id')
      .primaryKey()
      .references(() => procene.id, { onDelete: 'cascade' }),
    adresa: text('adresa').notNull().default(''),
    dodatneKarakteristike: text('dodatne_karakteristike').notNull().default(''),
    sprat: text('sprat').notNull().default(''),
    svetlaVisina: doublePrecision('svetla_visina'),
    netoPovrsina: doublePrecision('neto_povrsina'),
    datumInspekcije: date('datum_inspekcije', { mode: 'string' }),
    temeljId: integer('temelj_id'),
    nosecaKonstrId: integer('noseca_konstr_id'),
    medjuspratnaKonstrId: integer('medjuspratna_konstr_id'),
    zidoviSpoljasnjiId: integer('zidovi_spoljasnji_id'),
    krovnaKonstrId: integer('krovna_konstr_id'),
    krovniPrekrivacId: integer('krovni_prekrivac_id'),
    podneObloge: integer('podne_obloge')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    obradaPlafonaId: integer('obrada_plafona_id'),
    obradaZidovaId: integer('obrada_zidova_id'),
    spoljasnjeStolarije: integer('spoljasnje_stolarije')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    unutrasnjaStolarijaId: integer('unutrasnja_stolarija_id'),
    fasadaId: integer('fasada_id'),
    fasadeDodatne: text('fasade_dodatne').notNull().default(''),
    javnoParkiranjeId: integer('javno_parkiranje_id'),
    telefonskeLinijeId: integer('telefonske_linije_id'),
    instalacije: integer('instalacije')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    klimatizacijaId: integer('klimatizacija_id'),
    lift: text('lift').notNull().default('nepoznato'),
    vodovodId: integer('vodovod_id'),
    kanalizacijaId: integer('kanalizacija_id'),
    grejanje: integer('grejanje')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    godinaGradnje: integer('godina_gradnje'),
    adaptacija: text('adaptacija').notNull().default(''),
    radoviPriAdaptaciji: text('radovi_pri_adaptaciji').notNull().default(''),
    pomocneProstorije: integer('pomocne_prostorije')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    tekuceOdrzavanje: text('tekuce_odrzavanje').notNull().default(''),
    verzija: integer('verzija').notNull().default(1),
    izmenio: integer('izmenio').references(() => radnici.id, { onDelete: 'set null' }),
    izmenjeno: timestamp('izmenjeno', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check('radni_nalozi_lift', sql`lift in ('da', 'ne', 'nepoznato')`),
    check('radni_nalozi_godina', sql`godina_gradnje is null or godina_gradnje between 1000 and 2100`),
  ],
);

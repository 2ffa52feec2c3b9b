import { sql } from 'drizzle-orm';
import { doublePrecision, foreignKey, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { gradovi, opstine } from './lokacije.ts';

/**
 * The register of clients (tip 1), banks (2) and bankers (3). `pretraga` and `naziv_kljuc` are accent- and
 * script-free keys (kljucPretrage) the repository writes with every change: the first is searched through a trigram
 * index, the second orders the list by name the same way on PGlite and PostgreSQL.
 */
export const klijenti = pgTable(
  'klijenti',
  {
    id: serial('id').primaryKey(),
    naziv: text('naziv').notNull(),
    tip: integer('tip').notNull(),
    lice: integer('lice').notNull(),
    maticniBroj: text('maticni_broj').notNull().default(''),
    idGrada: integer('id_grada').references(() => gradovi.id),
    idOpstine: integer('id_opstine').references(() => opstine.id),
    idBanke: integer('id_banke'),
    adresa: text('adresa').notNull().default(''),
    telefon: text('telefon').notNull().default(''),
    email: text('email').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    pretraga: text('pretraga').notNull().default(''),
    nazivKljuc: text('naziv_kljuc').notNull().default(''),
    /** The settlement's name as a key, so the list sorts by place through an index (place names never change). */
    mestoKljuc: text('mesto_kljuc'),
    verzija: integer('verzija').notNull().default(1),
  },
  (table) => [
    // The name is the key of the delete-protection map (modules/klijenti/service.ts).
    foreignKey({ name: 'klijenti_banka_fk', columns: [table.idBanke], foreignColumns: [table.id] }).onDelete(
      'restrict',
    ),
    index('klijenti_pretraga').using('gin', table.pretraga.op('gin_trgm_ops')),
    index('klijenti_naziv_kljuc').on(table.nazivKljuc, table.id),
    index('klijenti_tip_naziv_kljuc').on(table.tip, table.nazivKljuc, table.id),
    index('klijenti_lice_naziv_kljuc').on(table.lice, table.nazivKljuc, table.id),
    index('klijenti_mesto_kljuc').on(table.mestoKljuc, table.nazivKljuc, table.id),
    index('klijenti_maticni_broj').on(table.maticniBroj, table.id),
    index('klijenti_banka').on(table.idBanke),
    // Race-free 'Pravno lice već postoji u bazi': two legal persons can never share a registry number.
    uniqueIndex('klijenti_pravno_lice_maticni_broj')
      .on(table.maticniBroj)
      .where(sql`${table.lice} = 1 and ${table.maticniBroj} <> ''`),
  ],
);

/**
 * How many records of each type the register holds, kept by statement triggers on `klijenti` (migration
 * 0007_klijenti_broj): the unfiltered list answers its `ukupno` without counting 100,000 rows.
 */
export const klijentiBroj = pgTable('klijenti_broj', {
  tip: integer('tip').primaryKey(),
  broj: integer('broj').notNull().default(0),
});

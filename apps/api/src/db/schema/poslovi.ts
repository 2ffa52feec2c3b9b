import { sql } from 'drizzle-orm';
import {
  bigserial,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { klijenti } from './klijenti.ts';
import { masine } from './ostalo.ts';
import { radnici } from './radnici.ts';

/** A job, shown as a project (Projekti). */
export const poslovi = pgTable(
  'poslovi',
  {
    id: serial('id').primaryKey(),
    naziv: text('naziv').notNull(),
    opis: text('opis').notNull().default(''),
    idKlijenta: integer('id_klijenta'),
    idSablona: integer('id_sablona'),
    prioritet: integer('prioritet').notNull().default(2),
    fiksniPocetak: timestamp('fiksni_pocetak', { withTimezone: true }),
    dogovorenaCena: numeric('dogovorena_cena', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    aktivan: integer('aktivan').notNull().default(1),
    /** 1 = a template (šablon): not a job of the lists or the Gantt; its tasks are copied into jobs made from it. */
    sablon: integer('sablon').notNull().default(0),
    kreiran: timestamp('kreiran', { withTimezone: true }).notNull().defaultNow(),
    verzija: integer('verzija').notNull().default(1),
  },
  (table) => [
    index('poslovi_sablon').on(table.sablon),
    // A client a job names cannot be deleted; the name is the key of the delete-protection map (modules/klijenti).
    foreignKey({ name: 'poslovi_klijent_fk', columns: [table.idKlijenta], foreignColumns: [klijenti.id] }).onDelete(
      'restrict',
    ),
    index('poslovi_klijent').on(table.idKlijenta),
  ],
);

export const zadaci = pgTable(
  'zadaci',
  {
    id: serial('id').primaryKey(),
    naziv: text('naziv').notNull(),
    posaoId: integer('posao_id')
      .notNull()
      .references(() => poslovi.id, { onDelete: 'cascade' }),
    pocetak: timestamp('pocetak', { withTimezone: true }).notNull(),
    /** Planned hours (8 per working day). */
    planiranoTrajanje: numeric('planirano_trajanje', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    /** The end of the last planned working day (weekends and state holidays skipped); kept by every planning write. */
    kraj: timestamp('kraj', { withTimezone: true }),
    zavisnost: integer('zavisnost').references((): AnyPgColumn => zadaci.id, { onDelete: 'set null' }),
    /** The row order inside the job on the Gantt (then by start). */
    redosled: integer('redosled').notNull().default(0),
    status: text('status', { enum: ['nijePoceo', 'uToku', 'pauziran', 'zavrsen'] })
      .notNull()
      .default('nijePoceo'),
    stvarniPocetak: timestamp('stvarni_pocetak', { withTimezone: true }),
    zavrseno: timestamp('zavrseno', { withTimezone: true }),
    godisnji: integer('godisnji').notNull().default(0),
    verzija: integer('verzija').notNull().default(1),
  },
  (table) => [index('zadaci_posao').on(table.posaoId), index('zadaci_zavisnost').on(table.zavisnost)],
);

export const zadatakRadnici = pgTable(
  'zadatak_radnici',
  {
    zadatakId: integer('zadatak_id')
      .notNull()
      .references(() => zadaci.id, { onDelete: 'cascade' }),
    radnikId: integer('radnik_id')
      .notNull()
      .references(() => radnici.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.zadatakId, table.radnikId] }),
    index('zadatak_radnici_radnik').on(table.radnikId),
  ],
);

export const zadatakOprema = pgTable(
  'zadatak_oprema',
  {
    zadatakId: integer('zadatak_id')
      .notNull()
      .references(() => zadaci.id, { onDelete: 'cascade' }),
    masinaId: integer('masina_id')
      .notNull()
      .references(() => masine.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.zadatakId, table.masinaId] })],
);

/** A stretch of work on a task between a start and a pause or finish; `kraj` null = running. */
export const zadatakIntervali = pgTable(
  'zadatak_intervali',
  {
    id: serial('id').primaryKey(),
    zadatakId: integer('zadatak_id')
      .notNull()
      .references(() => zadaci.id, { onDelete: 'cascade' }),
    radnikId: integer('radnik_id').references(() => radnici.id, { onDelete: 'set null' }),
    pocetak: timestamp('pocetak', { withTimezone: true }).notNull(),
    kraj: timestamp('kraj', { withTimezone: true }),
  },
  (table) => [
    index('zadatak_intervali_zadatak').on(table.zadatakId),
    uniqueIndex('zadatak_intervali_jedan_otvoren')
      .on(table.zadatakId)
      .where(sql`${table.kraj} is null`),
  ],
);

/**
 * One row per statement that changed what the planning Gantt shows (jobs, tasks, their workers and worked intervals,
 * client and worker names, state holidays), written by the statement triggers of migration 0020. `gantt/get` keys its
 * serialized plans by this table's (count, max id): rows are only inserted, so a commit always changes the pair.
 */
export const planIzmene = pgTable('plan_izmene', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
});

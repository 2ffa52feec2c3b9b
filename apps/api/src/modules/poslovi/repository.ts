import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MISSING_DATE, type Posao } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { klijenti, poslovi, zadaci, zadatakOprema, zadatakRadnici } from '../../db/schema/index.ts';
import { localDate } from '../../lib/time.ts';

export type PosaoRow = typeof poslovi.$inferSelect;

export interface PosloviUslov {
  /** Only jobs with an unfinished task (or none yet). */
  aktivan?: boolean;
  /** The job's span overlaps [od, doKraja) (a job without tasks: its creation). */
  od?: Date;
  doKraja?: Date;
  /** 1–3; 0 or absent = all. */
  prioritet?: number;
  /** Exactly these jobs. */
  ids?: readonly number[];
}

const sabloni = alias(poslovi, 'sabloni');

/** The jobs (not templates) that meet the filter, with client, template, span and task counts. */
export async function listPoslovi(db: Db, uslov: PosloviUslov): Promise<Posao[]> {
  const pocetak = sql<Date | null>`min(${zadaci.pocetak})`;
  const kraj = sql<Date | null>`max(coalesce(${zadaci.kraj}, ${zadaci.pocetak}))`;
  const broj = sql<number>`count(${zadaci.id})::int`;
  const zavrsenih = sql<number>`(count(${zadaci.id}) filter (where ${zadaci.status} = 'zavrsen'))::int`;
  const where: SQL[] = [eq(poslovi.sablon, 0)];
  if (uslov.prioritet) where.push(eq(poslovi.prioritet, uslov.prioritet));
  if (uslov.ids) where.push(inArray(poslovi.id, [...uslov.ids]));
  const having: SQL[] = [];
  if (uslov.od && uslov.doKraja) {
    const od = uslov.od.toISOString();
    const doKraja = uslov.doKraja.toISOString();
    having.push(
      sql`((count(${zadaci.id}) = 0 and ${poslovi.kreiran} >= ${od} and ${poslovi.kreiran} < ${doKraja})
        or (min(${zadaci.pocetak}) < ${doKraja} and max(coalesce(${zadaci.kraj}, ${zadaci.pocetak})) >= ${od}))`,
    );
  }
  if (uslov.aktivan) having.push(sql`(count(${zadaci.id}) = 0 or bool_or(${zadaci.status} <> 'zavrsen'))`);
  const rows = await db
    .select({
      posao: poslovi,
      klijentNaziv: klijenti.naziv,
      latitude: klijenti.latitude,
      longitude: klijenti.longitude,
      adresa: klijenti.adresa,
      sablonNaziv: sabloni.naziv,
      pocetak,
      kraj,
      broj,
      zavrsenih,
    })
    .from(poslovi)
    .leftJoin(klijenti, eq(klijenti.id, poslovi.idKlijenta))
    .leftJoin(sabloni, eq(sabloni.id, poslovi.idSablona))
    .leftJoin(zadaci, eq(zadaci.posaoId, poslovi.id))
    .where(and(...where))
    .groupBy(poslovi.id, klijenti.id, sabloni.id)
    .having(having.length > 0 ? and(...having) : undefined)
    .orderBy(sql`min(${zadaci.pocetak}) asc nulls last`, asc(poslovi.id));
  return rows.map((row) => toPosao(row));
}

const iso = (value: Date | string | null) =>
  value === null ? MISSING_DATE : (value instanceof Date ? value : new Date(value)).toISOString();

function toPosao(row: {
  posao: PosaoRow;
  klijentNaziv: string | null;
  latitude: number | null;
  longitude: number | null;
  adresa: string | null;
  sablonNaziv: string | null;
  pocetak: Date | string | null;
  kraj: Date | string | null;
  broj: number;
  zavrsenih: number;
}): Posao {
  const { posao } = row;
  return {
    Id: posao.id,
    Naziv: posao.naziv,
    Opis: posao.opis,
    IdKlijenta: posao.idKlijenta,
    KlijentNaziv: row.klijentNaziv ?? '',
    IdSablona: posao.idSablona,
    SablonNaziv: row.sablonNaziv ?? '',
    Prioritet: posao.prioritet,
    FiksniPocetak: posao.fiksniPocetak ? localDate(posao.fiksniPocetak) : '',
    DogovorenaCena: posao.dogovorenaCena,
    Pocetak: iso(row.pocetak),
    Kraj: iso(row.kraj),
    BrojZadataka: row.broj,
    BrojZavrsenih: row.zavrsenih,
    Aktivan: row.broj === 0 || row.zavrsenih < row.broj ? 1 : 0,
    Latitude: row.latitude,
    Longitude: row.longitude,
    Adresa: row.adresa ?? '',
    Verzija: posao.verzija,
  };
}

export async function findPosao(db: Db, id: number): Promise<Posao | undefined> {
  const [posao] = await listPoslovi(db, { ids: [id] });
  return posao;
}

/** A job (not a template) with this id: the owner of a document group (entitet poslovi). */
export async function posaoExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: poslovi.id })
    .from(poslovi)
    .where(and(eq(poslovi.id, id), eq(poslovi.sablon, 0)));
  return !!row;
}

/** A job's or template's name, or undefined when there is none with that id. */
export async function findPosaoNaziv(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ naziv: poslovi.naziv }).from(poslovi).where(eq(poslovi.id, id));
  return row?.naziv;
}

export async function lockPosao(db: Db, id: number): Promise<PosaoRow | undefined> {
  const [row] = await db.select().from(poslovi).where(eq(poslovi.id, id)).for('update');
  return row;
}

export async function findKlijentNaziv(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ naziv: klijenti.naziv }).from(klijenti).where(eq(klijenti.id, id)).for('share');
  return row?.naziv;
}

/** A template's tasks in order, with their workers and equipment. */
export async function tasksOfTemplate(db: Db, sablonId: number) {
  const tasks = await db
    .select({
      id: zadaci.id,
      naziv: zadaci.naziv,
      sati: zadaci.planiranoTrajanje,
      zavisnost: zadaci.zavisnost,
      pocetak: zadaci.pocetak,
    })
    .from(zadaci)
    .where(eq(zadaci.posaoId, sablonId))
    .orderBy(asc(zadaci.redosled), asc(zadaci.pocetak), asc(zadaci.id));
  const ids = tasks.map((task) => task.id);
  const workers =
    ids.length === 0 ? [] : await db.select().from(zadatakRadnici).where(inArray(zadatakRadnici.zadatakId, ids));
  const equipment =
    ids.length === 0 ? [] : await db.select().from(zadatakOprema).where(inArray(zadatakOprema.zadatakId, ids));
  return tasks.map((task) => ({
    ...task,
    radnici: workers.filter((row) => row.zadatakId === task.id).map((row) => row.radnikId),
    oprema: equipment.filter((row) => row.zadatakId === task.id).map((row) => row.masinaId),
  }));
}

export async function listSabloni(db: Db) {
  return db
    .select({
      id: poslovi.id,
      naziv: poslovi.naziv,
      broj: sql<number>`count(${zadaci.id})::int`,
    })
    .from(poslovi)
    .leftJoin(zadaci, eq(zadaci.posaoId, poslovi.id))
    .where(eq(poslovi.sablon, 1))
    .groupBy(poslovi.id)
    .orderBy(asc(poslovi.naziv), asc(poslovi.id));
}

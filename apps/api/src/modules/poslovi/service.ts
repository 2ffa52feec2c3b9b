import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PosloviFilter, SablonPosla, posaoCreateSchema, posaoUpdateSchema } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { poslovi, zadaci, zadatakOprema, zadatakRadnici } from '../../db/schema/index.ts';
import { badRequest, notFound, stale } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { FileStore } from '../../plugins/files.ts';
import { recordDeletion } from '../fajlovi/audit.ts';
import { deleteFajloviGrupe } from '../fajlovi/repository.ts';
import {
  DAY_MS,
  daniTrajanja,
  dayNumber,
  loadKalendar,
  localDayNumber,
  rasporedZadatka,
  type Kalendar,
} from '../../lib/radni-dani.ts';
import { addDays, localDate, localInstant } from '../../lib/time.ts';
import { findKlijentNaziv, listSabloni, lockPosao, tasksOfTemplate, type PosloviUslov } from './repository.ts';

type CreateInput = z.output<typeof posaoCreateSchema>;
type UpdateInput = z.output<typeof posaoUpdateSchema>;

/** The filter of the lists: the range defaults to 30 days back to today, 00:00 to 23:59:59.999 (part 1 §9). */
export function uslovFiltera(filter: PosloviFilter, now: Date, withDefaults: boolean): PosloviUslov {
  const today = localDate(now);
  const uslov: PosloviUslov = { aktivan: filter.aktivan, prioritet: filter.prioritet || undefined };
  if (withDefaults || filter.prvi !== undefined || filter.drugi !== undefined) {
    const prvi = filter.prvi ?? (filter.drugi ? addDays(filter.drugi, -30) : addDays(today, -30));
    const drugi = filter.drugi ?? (filter.prvi && filter.prvi > today ? addDays(filter.prvi, 30) : today);
    uslov.od = localInstant(prvi);
    uslov.doKraja = localInstant(addDays(drugi, 1));
  }
  return uslov;
}

async function checkKlijent(tx: Db, idKlijenta: number | null): Promise<void> {
  if (idKlijenta !== null && (await findKlijentNaziv(tx, idKlijenta)) === undefined)
    throw badRequest(`Izabrani klijent (id ${idKlijenta}) ne postoji.`);
}

/**
 * Copies a template's tasks into a job: durations, workers, equipment and dependencies kept; the tasks laid out on
 * working days from the first day (a task waits for the end of the task it depends on).
 */
async function copyTasks(
  tx: Db,
  kalendar: Kalendar,
  fromPosaoId: number,
  toPosaoId: number,
  firstDay: number,
  keepDates: boolean,
): Promise<number> {
  const tasks = await tasksOfTemplate(tx, fromPosaoId);
  if (tasks.length === 0) return 0;
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const lastDayOf = new Map<number, number>();
  const startOf = new Map<number, number>();
  // Dependencies point inside the template; order them so that a task comes after the one it waits for.
  const placed = new Set<number>();
  const ordered: typeof tasks = [];
  const place = (task: (typeof tasks)[number], depth: number) => {
    if (placed.has(task.id) || depth > tasks.length) return;
    const superior = task.zavisnost === null ? undefined : byId.get(task.zavisnost);
    if (superior) place(superior, depth + 1);
    placed.add(task.id);
    ordered.push(task);
  };
  for (const task of tasks) place(task, 0);
  for (const task of ordered) {
    const superior = task.zavisnost === null ? undefined : lastDayOf.get(task.zavisnost);
    let start = keepDates ? kalendar.sledeciRadni(localDayNumber(task.pocetak)) : firstDay;
    if (superior !== undefined) start = Math.max(start, kalendar.sledeciRadni(superior + 1));
    startOf.set(task.id, start);
    lastDayOf.set(task.id, kalendar.poslednjiDan(start, daniTrajanja(task.sati)));
  }
  const newIds = new Map<number, number>();
  for (const [index, task] of tasks.entries()) {
    const { pocetak, kraj } = rasporedZadatka(kalendar, startOf.get(task.id)!, task.sati);
    const [row] = await tx
      .insert(zadaci)
      .values({
        naziv: task.naziv,
        posaoId: toPosaoId,
        pocetak,
        kraj,
        planiranoTrajanje: task.sati,
        redosled: index + 1,
      })
      .returning({ id: zadaci.id });
    newIds.set(task.id, row!.id);
  }
  for (const task of tasks) {
    const id = newIds.get(task.id)!;
    if (task.zavisnost !== null && newIds.has(task.zavisnost))
      await tx
        .update(zadaci)
        .set({ zavisnost: newIds.get(task.zavisnost)! })
        .where(eq(zadaci.id, id));
    if (task.radnici.length > 0)
      await tx.insert(zadatakRadnici).values(task.radnici.map((radnikId) => ({ zadatakId: id, radnikId })));
    if (task.oprema.length > 0)
      await tx.insert(zadatakOprema).values(task.oprema.map((masinaId) => ({ zadatakId: id, masinaId })));
  }
  return tasks.length;
}

/** Creates a job; with a template, its tasks from the fixed start or the next working day (part 1 §5). */
export async function createPosao(
  db: Db,
  input: CreateInput,
  now = new Date(),
): Promise<{ id: number; zadataka: number }> {
  return db.transaction(async (tx) => {
    await checkKlijent(tx, input.IdKlijenta);
    let sablon: Awaited<ReturnType<typeof lockPosao>>;
    if (input.IdSablona !== null) {
      sablon = await lockPosao(tx, input.IdSablona);
      if (!sablon || sablon.sablon !== 1) throw badRequest(`Izabrani šablon (id ${input.IdSablona}) ne postoji.`);
    }
    const fiksni = input.FiksniPocetak ?? null;
    const [row] = await tx
      .insert(poslovi)
      .values({
        naziv: input.Naziv,
        // A job from a template: priority, description and agreed price are blanked (part 1 §5).
        opis: sablon ? '' : input.Opis,
        idKlijenta: input.IdKlijenta,
        idSablona: input.IdSablona,
        prioritet: sablon ? 2 : input.Prioritet,
        fiksniPocetak: fiksni ? localInstant(fiksni) : null,
        dogovorenaCena: sablon ? 0 : input.DogovorenaCena,
      })
      .returning({ id: poslovi.id });
    let zadataka = 0;
    if (sablon) {
      const kalendar = await loadKalendar(tx);
      const first = fiksni ? kalendar.sledeciRadni(dayNumber(fiksni)) : kalendar.sledeciRadni(localDayNumber(now) + 1);
      zadataka = await copyTasks(tx, kalendar, sablon.id, row!.id, first, false);
    }
    return { id: row!.id, zadataka };
  });
}

export async function updatePosao(db: Db, input: UpdateInput): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockPosao(tx, input.Id);
    if (!current || current.sablon !== 0) throw notFound(`Projekat sa id-em ${input.Id}`);
    if (current.verzija !== input.Verzija) throw stale();
    await checkKlijent(tx, input.IdKlijenta);
    const fiksni = input.FiksniPocetak ?? null;
    await tx
      .update(poslovi)
      .set({
        naziv: input.Naziv,
        opis: input.Opis,
        idKlijenta: input.IdKlijenta,
        prioritet: input.Prioritet,
        fiksniPocetak: fiksni ? localInstant(fiksni) : null,
        dogovorenaCena: input.DogovorenaCena,
        verzija: sql`${poslovi.verzija} + 1`,
      })
      .where(eq(poslovi.id, input.Id));
  });
}

/** Deletes a job with its tasks and documents (rows in the transaction, the stored bytes after the commit). */
export async function deletePosao(db: Db, store: FileStore, id: number, user: AuthUser): Promise<string> {
  let kljucevi: string[] = [];
  const naziv = await db.transaction(async (tx) => {
    const current = await lockPosao(tx, id);
    if (!current) throw notFound(`Projekat sa id-em ${id}`);
    // Jobs made from a template keep their tasks; they only forget the template.
    await tx.update(poslovi).set({ idSablona: null }).where(eq(poslovi.idSablona, id));
    const fajlovi = await deleteFajloviGrupe(tx, 'poslovi', id);
    for (const fajl of fajlovi) await recordDeletion(tx, fajl, user.id);
    kljucevi = fajlovi.map((fajl) => fajl.kljuc);
    await tx.delete(poslovi).where(eq(poslovi.id, id));
    return current.naziv;
  });
  // A crash between leaves an orphan file, never a row without bytes.
  for (const kljuc of kljucevi) await store.delete(kljuc);
  return naziv;
}

/** 'Add as template': a new template with the job's name and a copy of its tasks (dates kept). */
export async function saveSablon(db: Db, posaoId: number): Promise<{ id: number; naziv: string }> {
  return db.transaction(async (tx) => {
    const posao = await lockPosao(tx, posaoId);
    if (!posao || posao.sablon !== 0) throw notFound(`Projekat sa id-em ${posaoId}`);
    const [row] = await tx
      .insert(poslovi)
      .values({ naziv: posao.naziv, opis: posao.opis, sablon: 1, prioritet: posao.prioritet })
      .returning({ id: poslovi.id });
    const kalendar = await loadKalendar(tx);
    const copied = await copyTasks(tx, kalendar, posao.id, row!.id, 0, true);
    if (copied === 0) throw badRequest('Projekat nema zadatke: šablon se pravi od projekta sa zadacima.');
    return { id: row!.id, naziv: posao.naziv };
  });
}

export async function sabloni(db: Db): Promise<SablonPosla[]> {
  const rows = await listSabloni(db);
  const kalendar = await loadKalendar(db);
  const result: SablonPosla[] = [];
  for (const row of rows) {
    // The laid-out length: the same layout a job made today would get.
    const tasks = await tasksOfTemplate(db, row.id);
    let trajanje = 0;
    if (tasks.length > 0) {
      const ends = new Map<number, number>();
      const start = kalendar.sledeciRadni(Math.floor(Date.UTC(2030, 0, 7) / DAY_MS));
      let last = start;
      for (const task of tasks) {
        const superior = task.zavisnost === null ? undefined : ends.get(task.zavisnost);
        const first = superior === undefined ? start : kalendar.sledeciRadni(superior + 1);
        const end = kalendar.poslednjiDan(first, daniTrajanja(task.sati));
        ends.set(task.id, end);
        last = Math.max(last, end);
      }
      trajanje = kalendar.radnihIzmedju(start - 1, last);
    }
    result.push({ Id: row.id, Naziv: row.naziv, BrojZadataka: row.broj, TrajanjeDani: trajanje });
  }
  return result;
}

import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  MoguceZavisnosti,
  ZauzetostZaSve,
  zadatakCreateSchema,
  zadatakUpdateSchema,
  zauzetostZaSveQuerySchema,
} from '@rp/contract';
import type { Db } from '../../db/client.ts';
import {
  drzavniPraznici,
  godisnji,
  masine,
  poslovi,
  prazniciRadnika,
  radnici,
  zadaci,
  zadatakIntervali,
  zadatakOprema,
  zadatakRadnici,
} from '../../db/schema/index.ts';
import { badRequest, notFound, stale } from '../../lib/http-error.ts';
import { prikazDatuma } from '@rp/contract';
import {
  type Kalendar,
  daniTrajanja,
  dayNumber,
  dayOf,
  loadKalendar,
  localDayNumber,
  rasporedZadatka,
} from '../../lib/radni-dani.ts';
import { addDays, localDate, localInstant } from '../../lib/time.ts';

type CreateInput = z.output<typeof zadatakCreateSchema>;
type UpdateInput = z.output<typeof zadatakUpdateSchema>;
type ZauzetostQuery = z.output<typeof zauzetostZaSveQuerySchema>;

/** Tasks of a job as (id, dependency) pairs. */
async function dependenciesOfJob(db: Db, posaoId: number): Promise<Map<number, number | null>> {
  const rows = await db
    .select({ id: zadaci.id, zavisnost: zadaci.zavisnost })
    .from(zadaci)
    .where(eq(zadaci.posaoId, posaoId));
  return new Map(rows.map((row) => [row.id, row.zavisnost]));
}

/** Whether `kandidat` waits (directly or through others) for `zadatakId`: depending on it would close a circle. */
export function zavisiOd(zavisnosti: ReadonlyMap<number, number | null>, kandidat: number, zadatakId: number): boolean {
  let current: number | null | undefined = kandidat;
  const seen = new Set<number>();
  while (current !== null && current !== undefined && !seen.has(current)) {
    if (current === zadatakId) return true;
    seen.add(current);
    current = zavisnosti.get(current);
  }
  return false;
}

/** The tasks of the job a task may depend on: never itself, never one that waits for it (part 1 §7). */
export async function moguceZavisnosti(db: Db, posaoId: number, zadatakId: number): Promise<MoguceZavisnosti> {
  const [posao] = await db.select({ id: poslovi.id }).from(poslovi).where(eq(poslovi.id, posaoId));
  if (!posao) throw notFound(`Projekat sa id-em ${posaoId}`);
  const rows = await db
    .select({
      id: zadaci.id,
      naziv: zadaci.naziv,
      zavisnost: zadaci.zavisnost,
      pocetak: zadaci.pocetak,
      kraj: zadaci.kraj,
    })
    .from(zadaci)
    .where(eq(zadaci.posaoId, posaoId))
    .orderBy(asc(zadaci.redosled), asc(zadaci.pocetak), asc(zadaci.id));
  if (zadatakId !== 0 && !rows.some((row) => row.id === zadatakId))
    throw notFound(`Zadatak sa id-em ${zadatakId} u projektu ${posaoId}`);
  const zavisnosti = new Map(rows.map((row) => [row.id, row.zavisnost]));
  return {
    itemList: rows
      .filter((row) => zadatakId === 0 || !zavisiOd(zavisnosti, row.id, zadatakId))
      .map((row) => ({
        Id: row.id,
        Naziv: row.naziv,
        Pocetak: row.pocetak.toISOString(),
        Kraj: (row.kraj ?? row.pocetak).toISOString(),
      })),
  };
}

/** The last working day of a stored task, as the plan lays it out (its start and its planned days). */
const poslednjiDanZadatka = (kalendar: Kalendar, task: { pocetak: Date; planiranoTrajanje: number }) =>
  kalendar.poslednjiDan(localDayNumber(task.pocetak), daniTrajanja(task.planiranoTrajanje));

/**
 * A task that waits for another starts after that one's last day (part 2 §5: a task cannot start before the end of the
 * task it depends on; the plan refuses to load one that does).
 */
async function checkStartAfterDependency(tx: Db, kalendar: Kalendar, input: CreateInput): Promise<void> {
  if (input.Zavisnost === null) return;
  const [zavisnost] = await tx
    .select({ naziv: zadaci.naziv, pocetak: zadaci.pocetak, planiranoTrajanje: zadaci.planiranoTrajanje })
    .from(zadaci)
    .where(eq(zadaci.id, input.Zavisnost));
  if (!zavisnost) return;
  const poslednji = poslednjiDanZadatka(kalendar, zavisnost);
  if (dayNumber(input.Pocetak) > poslednji) return;
  throw badRequest(
    `Zadatak ne može početi pre kraja zadatka od kog zavisi („${zavisnost.naziv}”, do ${prikazDatuma(dayOf(poslednji))}); ` +
      `najraniji početak je ${prikazDatuma(dayOf(kalendar.sledeciRadni(poslednji + 1)))}.`,
  );
}

/**
 * The tasks that wait (directly or through others) for a task whose end moved later, moved to start on the working
 * day after it ends, as the plan moves them; their hours stay. Returns the names of the moved tasks.
 */
async function moveDependents(
  tx: Db,
  kalendar: Kalendar,
  posaoId: number,
  zadatakId: number,
  poslednji: number,
): Promise<string[]> {
  // The job's tasks read once (the job row is locked by the write, so no other task write of the job runs meanwhile):
  // the chain is followed in memory, and only the tasks that move are written.
  const tasks = await tx
    .select({
      id: zadaci.id,
      naziv: zadaci.naziv,
      zavisnost: zadaci.zavisnost,
      pocetak: zadaci.pocetak,
      planiranoTrajanje: zadaci.planiranoTrajanje,
    })
    .from(zadaci)
    .where(eq(zadaci.posaoId, posaoId))
    .orderBy(asc(zadaci.id));
  const moved: string[] = [];
  const queue: { id: number; poslednji: number }[] = [{ id: zadatakId, poslednji }];
  const seen = new Set<number>([zadatakId]);
  while (queue.length > 0) {
    const current = queue.shift()!;
    for (const task of tasks) {
      if (task.zavisnost !== current.id || seen.has(task.id)) continue;
      seen.add(task.id);
      if (localDayNumber(task.pocetak) > current.poslednji) continue;
      const pocetniDan = kalendar.sledeciRadni(current.poslednji + 1);
      const { pocetak, kraj } = rasporedZadatka(kalendar, pocetniDan, task.planiranoTrajanje);
      await tx
        .update(zadaci)
        .set({ pocetak, kraj, verzija: sql`${zadaci.verzija} + 1` })
        .where(eq(zadaci.id, task.id));
      moved.push(task.naziv);
      queue.push({ id: task.id, poslednji: kalendar.poslednjiDan(pocetniDan, daniTrajanja(task.planiranoTrajanje)) });
    }
  }
  return moved;
}

async function checkReferences(tx: Db, input: CreateInput, zadatakId: number | undefined): Promise<void> {
  const [posao] = await tx.select({ id: poslovi.id }).from(poslovi).where(eq(poslovi.id, input.Posao)).for('update');
  if (!posao) throw badRequest(`Izabrani projekat (id ${input.Posao}) ne postoji.`);
  if (input.Radnici.length > 0) {
    const found = await tx.select({ id: radnici.id }).from(radnici).where(inArray(radnici.id, input.Radnici));
    const missing = input.Radnici.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0) throw badRequest(`Izabrani radnik (id ${missing[0]}) ne postoji.`);
  }
  if (input.Oprema.length > 0) {
    const found = await tx.select({ id: masine.id }).from(masine).where(inArray(masine.id, input.Oprema));
    const missing = input.Oprema.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0) throw badRequest(`Izabrana oprema (id ${missing[0]}) ne postoji.`);
  }
  if (input.Zavisnost !== null) {
    if (input.Zavisnost === zadatakId) throw badRequest('Zadatak ne može zavisiti sam od sebe.');
    const zavisnosti = await dependenciesOfJob(tx, input.Posao);
    if (!zavisnosti.has(input.Zavisnost))
      throw badRequest(`Zadatak od kog se zavisi (id ${input.Zavisnost}) ne postoji u ovom projektu.`);
    if (zadatakId !== undefined && zavisiOd(zavisnosti, input.Zavisnost, zadatakId))
      throw badRequest('Ova zavisnost bi zatvorila krug: izabrani zadatak već čeka na ovaj.');
  }
}

async function writeAssignments(tx: Db, zadatakId: number, input: CreateInput): Promise<void> {
  await tx.delete(zadatakRadnici).where(eq(zadatakRadnici.zadatakId, zadatakId));
  await tx.delete(zadatakOprema).where(eq(zadatakOprema.zadatakId, zadatakId));
  if (input.Radnici.length > 0)
    await tx.insert(zadatakRadnici).values(input.Radnici.map((radnikId) => ({ zadatakId, radnikId })));
  if (input.Oprema.length > 0)
    await tx.insert(zadatakOprema).values(input.Oprema.map((masinaId) => ({ zadatakId, masinaId })));
}

async function touchJob(tx: Db, posaoId: number): Promise<void> {
  await tx
    .update(poslovi)
    .set({ verzija: sql`${poslovi.verzija} + 1` })
    .where(eq(poslovi.id, posaoId));
}

export async function createZadatak(db: Db, input: CreateInput): Promise<number> {
  return db.transaction(async (tx) => {
    await checkReferences(tx, input, undefined);
    const kalendar = await loadKalendar(tx);
    await checkStartAfterDependency(tx, kalendar, input);
    const { pocetak, kraj } = rasporedZadatka(kalendar, dayNumber(input.Pocetak), input.PlaniranoTrajanje);
    const [last] = await tx
      .select({ redosled: max(zadaci.redosled) })
      .from(zadaci)
      .where(eq(zadaci.posaoId, input.Posao));
    const [row] = await tx
      .insert(zadaci)
      .values({
        naziv: input.Naziv,
        posaoId: input.Posao,
        pocetak,
        kraj,
        planiranoTrajanje: input.PlaniranoTrajanje,
        zavisnost: input.Zavisnost,
        redosled: (last?.redosled ?? 0) + 1,
      })
      .returning({ id: zadaci.id });
    await writeAssignments(tx, row!.id, input);
    await touchJob(tx, input.Posao);
    return row!.id;
  });
}

/** Saves a task's edit; returns the names of the tasks waiting for it that were moved after its new end. */
export async function updateZadatak(db: Db, input: UpdateInput): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(zadaci).where(eq(zadaci.id, input.Id)).for('update');
    if (!current) throw notFound(`Zadatak sa id-em ${input.Id}`);
    if (current.verzija !== input.Verzija) throw stale();
    if (current.posaoId !== input.Posao) throw badRequest('Zadatak se ne može premestiti u drugi projekat.');
    await checkReferences(tx, input, input.Id);
    const kalendar = await loadKalendar(tx);
    await checkStartAfterDependency(tx, kalendar, input);
    const { pocetak, kraj } = rasporedZadatka(kalendar, dayNumber(input.Pocetak), input.PlaniranoTrajanje);
    await tx
      .update(zadaci)
      .set({
        naziv: input.Naziv,
        pocetak,
        kraj,
        planiranoTrajanje: input.PlaniranoTrajanje,
        zavisnost: input.Zavisnost,
        verzija: sql`${zadaci.verzija} + 1`,
      })
      .where(eq(zadaci.id, input.Id));
    await writeAssignments(tx, input.Id, input);
    const moved = await moveDependents(
      tx,
      kalendar,
      input.Posao,
      input.Id,
      kalendar.poslednjiDan(dayNumber(input.Pocetak), daniTrajanja(input.PlaniranoTrajanje)),
    );
    await touchJob(tx, input.Posao);
    return moved;
  });
}

export async function deleteZadatak(db: Db, id: number): Promise<string> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ naziv: zadaci.naziv, posaoId: zadaci.posaoId })
      .from(zadaci)
      .where(eq(zadaci.id, id))
      .for('update');
    if (!current) throw notFound(`Zadatak sa id-em ${id}`);
    // The tasks that waited for it wait for nothing now: their version changes with it.
    await tx
      .update(zadaci)
      .set({ zavisnost: null, verzija: sql`${zadaci.verzija} + 1` })
      .where(eq(zadaci.zavisnost, id));
    await tx.delete(zadaci).where(eq(zadaci.id, id));
    await touchJob(tx, current.posaoId);
    return current.naziv;
  });
}

/** Gaps between a task's worked intervals: the pauses (the last one open while the task is paused). */
export function pauzeIzIntervala(
  intervali: readonly { pocetak: Date; kraj: Date | null }[],
  isPaused: boolean,
): { Pocetak: string; Kraj: string }[] {
  const pauze: { Pocetak: string; Kraj: string }[] = [];
  for (let index = 0; index < intervali.length; index++) {
    const kraj = intervali[index]!.kraj;
    if (!kraj) continue;
    const next = intervali[index + 1];
    if (next) pauze.push({ Pocetak: kraj.toISOString(), Kraj: next.pocetak.toISOString() });
    else if (isPaused) pauze.push({ Pocetak: kraj.toISOString(), Kraj: '' });
  }
  return pauze;
}

/** Every chosen worker's tasks, pauses, leave and holidays in the range, and the current time (part 1 §7). */
export async function zauzetostZaSve(db: Db, query: ZauzetostQuery, now = new Date()): Promise<ZauzetostZaSve> {
  const today = localDate(now);
  const prvi = query.prvi ?? addDays(today, -30);
  const drugi = query.drugi ?? addDays(today, 90);
  const od = localInstant(prvi);
  const doKraja = localInstant(addDays(drugi, 1));
  const ids = [...new Set(query.listRadnik)];
  const workers = await db
    .select({ id: radnici.id, ime: radnici.ime, prezime: radnici.prezime })
    .from(radnici)
    .where(inArray(radnici.id, ids));
  const missing = ids.filter((id) => !workers.some((worker) => worker.id === id));
  if (missing.length > 0) throw notFound(`Radnik sa id-em ${missing[0]}`);
  const tasks = await db
    .select({
      radnikId: zadatakRadnici.radnikId,
      id: zadaci.id,
      naziv: zadaci.naziv,
      posaoId: zadaci.posaoId,
      posaoNaziv: poslovi.naziv,
      status: zadaci.status,
      pocetak: zadaci.pocetak,
      kraj: zadaci.kraj,
    })
    .from(zadatakRadnici)
    .innerJoin(zadaci, eq(zadaci.id, zadatakRadnici.zadatakId))
    .innerJoin(poslovi, eq(poslovi.id, zadaci.posaoId))
    .where(
      and(
        inArray(zadatakRadnici.radnikId, ids),
        eq(poslovi.sablon, 0),
        sql`${zadaci.pocetak} < ${doKraja.toISOString()}`,
        sql`coalesce(${zadaci.kraj}, ${zadaci.pocetak}) >= ${od.toISOString()}`,
      ),
    )
    .orderBy(asc(zadaci.pocetak), asc(zadaci.id));
  const taskIds = [...new Set(tasks.map((task) => task.id))];
  const intervals =
    taskIds.length === 0
      ? []
      : await db
          .select({
            zadatakId: zadatakIntervali.zadatakId,
            pocetak: zadatakIntervali.pocetak,
            kraj: zadatakIntervali.kraj,
          })
          .from(zadatakIntervali)
          .where(inArray(zadatakIntervali.zadatakId, taskIds))
          .orderBy(asc(zadatakIntervali.pocetak));
  const intervalsOf = new Map<number, { pocetak: Date; kraj: Date | null }[]>();
  for (const row of intervals) {
    const list = intervalsOf.get(row.zadatakId) ?? [];
    list.push(row);
    intervalsOf.set(row.zadatakId, list);
  }
  const leave = await db
    .select({ radnikId: godisnji.radnikId, pocetak: godisnji.pocetak, kraj: godisnji.kraj, odobren: godisnji.odobren })
    .from(godisnji)
    .where(
      and(inArray(godisnji.radnikId, ids), sql`${godisnji.pocetak} <= ${drugi}`, sql`${godisnji.kraj} >= ${prvi}`),
    );
  const ownHolidays = await db
    .select({ radnikId: prazniciRadnika.radnikId, datum: prazniciRadnika.datum })
    .from(prazniciRadnika)
    .where(
      and(
        inArray(prazniciRadnika.radnikId, ids),
        sql`${prazniciRadnika.datum} >= ${prvi}`,
        sql`${prazniciRadnika.datum} <= ${drugi}`,
      ),
    );
  const state = await db
    .select({ datum: drzavniPraznici.datum })
    .from(drzavniPraznici)
    .where(and(sql`${drzavniPraznici.datum} >= ${prvi}`, sql`${drzavniPraznici.datum} <= ${drugi}`))
    .orderBy(asc(drzavniPraznici.datum));
  const order = new Map(ids.map((id, index) => [id, index]));
  return {
    itemList: workers
      .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
      .map((worker) => ({
        Id: worker.id,
        naziv: `${worker.ime} ${worker.prezime}`.trim(),
        zadatakList: tasks
          .filter((task) => task.radnikId === worker.id)
          .map((task) => ({
            Id: task.id,
            Naziv: task.naziv,
            Posao: task.posaoId,
            PosaoNaziv: task.posaoNaziv,
            Status: task.status,
            Interval: { Pocetak: task.pocetak.toISOString(), Kraj: (task.kraj ?? task.pocetak).toISOString() },
            Pauze: pauzeIzIntervala(intervalsOf.get(task.id) ?? [], task.status === 'pauziran'),
          })),
        odsustva: [
          ...leave
            .filter((row) => row.radnikId === worker.id)
            .map((row) => ({
              Vrsta: 'godisnji' as const,
              Naziv: row.odobren ? 'Godišnji odmor' : 'Godišnji odmor (zahtev)',
              Pocetak: row.pocetak,
              Kraj: row.kraj,
            })),
          ...ownHolidays
            .filter((row) => row.radnikId === worker.id)
            .map((row) => ({ Vrsta: 'praznik' as const, Naziv: 'Praznik', Pocetak: row.datum, Kraj: row.datum })),
        ],
      })),
    praznici: state.map((row) => row.datum),
    currentTime: now.toISOString(),
  };
}

import { asc, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { klijenti, masine, poslovi, radnici, zadaci, zadatakOprema, zadatakRadnici } from '../schema/index.ts';
import { daniTrajanja, loadKalendar } from '../../lib/radni-dani.ts';
import { dayOf, localDayNumber, localInstant } from '../../lib/time.ts';

/** How many jobs, and tasks per job, the large seed adds (2,000 jobs with 20,000 tasks). */
export const LARGE_POSLOVI = 2000;
export const LARGE_ZADACI_PO_POSLU = 10;

const NAZIVI = [
  'Procena stana',
  'Procena kuće',
  'Procena lokala',
  'Portfolio procena',
  'Geodetsko snimanje',
  'Procena zemljišta',
];
const MESTA = [
  'Novi Sad',
  'Zrenjanin',
  'Sombor',
  'Subotica',
  'Ruma',
  'Pančevo',
  'Vršac',
  'Kikinda',
  'Bačka Palanka',
  'Inđija',
];
const KORACI = [
  'Dokumentacija',
  'Izlazak na teren',
  'Snimanje',
  'Analiza komparativa',
  'Obračun',
  'Izveštaj',
  'Kontrola',
  'Slanje banci',
  'Fakturisanje',
  'Arhiviranje',
];

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `jobs` generated jobs of `perJob` tasks each for benchmarks (the large seed), spread a year back and ahead: most
 * tasks wait for the one before them, each has one or two workers and sometimes equipment; the state follows the
 * clock `now` (finished by now, not started yet, or paused between: nothing started or finished later than now).
 * Multi-row inserts in one transaction, then ANALYZE.
 */
export async function seedLargePoslovi(db: Db, jobs = LARGE_POSLOVI, perJob = LARGE_ZADACI_PO_POSLU, now = new Date()) {
  const next = random(20_000_017);
  const workerIds = (await db.select({ id: radnici.id }).from(radnici).orderBy(asc(radnici.id))).map((row) => row.id);
  const machineIds = (await db.select({ id: masine.id }).from(masine)).map((row) => row.id);
  const clientIds = (await db.select({ id: klijenti.id }).from(klijenti).limit(5000)).map((row) => row.id);
  const kalendar = await loadKalendar(db);
  const today = localDayNumber(now);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  await db.transaction(async (tx) => {
    for (let start = 0; start < jobs; start += 200) {
      const count = Math.min(200, jobs - start);
      const jobRows = await tx
        .insert(poslovi)
        .values(
          Array.from({ length: count }, (_, index) => ({
            naziv: `${pick(NAZIVI)} – ${pick(MESTA)} ${start + index + 1}`,
            opis: 'Generisani projekat za merenje performansi.',
            prioritet: 1 + Math.floor(next() * 3),
            dogovorenaCena: Math.round(100 + next() * 3000),
            idKlijenta: clientIds.length > 0 && next() < 0.8 ? pick(clientIds) : null,
          })),
        )
        .returning({ id: poslovi.id });
      const taskRows: (typeof zadaci.$inferInsert)[] = [];
      const plan: { posaoId: number; zavisi: boolean }[] = [];
      for (const job of jobRows) {
        let day = kalendar.sledeciRadni(today - 365 + Math.floor(next() * 700));
        // The previous task's last day: a task that waits for it starts the next working day, as the planner keeps.
        let previousLast = day;
        for (let step = 0; step < perJob; step++) {
          const sati = [4, 8, 8, 12, 16, 24][Math.floor(next() * 6)]!;
          const zavisi = step > 0 && next() < 0.7;
          if (zavisi) day = kalendar.sledeciRadni(previousLast + 1);
          const first = day;
          const last = kalendar.poslednjiDan(first, daniTrajanja(sati));
          previousLast = last;
          // The state follows the clock, not only the day: a task planned from 09:00 today has not started when
          // the seed runs at 08:00, and one that ends at 16:00 today is finished only after 16:00.
          const startedAt = localInstant(dayOf(first), '09:00:00');
          const finishedAt = localInstant(dayOf(last), '16:00:00');
          const status = finishedAt <= now ? 'zavrsen' : startedAt > now ? 'nijePoceo' : 'pauziran';
          taskRows.push({
            naziv: KORACI[step % KORACI.length]!,
            posaoId: job.id,
            pocetak: startedAt,
            kraj: localInstant(dayOf(last), '17:00:00'),
            planiranoTrajanje: sati,
            redosled: step + 1,
            status,
            stvarniPocetak: status === 'nijePoceo' ? null : startedAt,
            zavrseno: status === 'zavrsen' ? finishedAt : null,
          });
          plan.push({ posaoId: job.id, zavisi });
        }
      }
      const ids = (await tx.insert(zadaci).values(taskRows).returning({ id: zadaci.id })).map((row) => row.id);
      const dependencies: [number, number][] = [];
      ids.forEach((id, index) => {
        if (plan[index]!.zavisi) dependencies.push([id, ids[index - 1]!]);
      });
      if (dependencies.length > 0)
        await tx.execute(sql`
          update ${zadaci} as z set zavisnost = v.zavisnost
          from unnest(${sql.param(dependencies.map((d) => d[0]))}::int[], ${sql.param(dependencies.map((d) => d[1]))}::int[])
            as v(id, zavisnost)
          where z.id = v.id`);
      const assignments = ids.flatMap((zadatakId) => {
        const first = pick(workerIds);
        const second = next() < 0.3 ? pick(workerIds) : first;
        return [...new Set([first, second])].map((radnikId) => ({ zadatakId, radnikId }));
      });
      await tx.insert(zadatakRadnici).values(assignments);
      const equipment =
        machineIds.length === 0
          ? []
          : ids.filter(() => next() < 0.25).map((zadatakId) => ({ zadatakId, masinaId: pick(machineIds) }));
      if (equipment.length > 0) await tx.insert(zadatakOprema).values(equipment);
    }
  });
  await db.execute(sql`analyze poslovi, zadaci, zadatak_radnici, zadatak_oprema`);
}

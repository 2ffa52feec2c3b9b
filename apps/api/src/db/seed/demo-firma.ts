import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  drzavniPraznici,
  evidencijaIntervali,
  godisnji,
  masine,
  napomene,
  poslovi,
  prazniciRadnika,
  radnici,
  rssFeedovi,
  zadaci,
  zadatakIntervali,
  zadatakOprema,
  zadatakRadnici,
} from '../schema/index.ts';
import { addDays, dayNumber, dayOf, eachDay, isWeekend, localDate, localInstant } from '../../lib/time.ts';
import { createKalendar, daniTrajanja } from '../../lib/radni-dani.ts';
import {
  DEMO_MASINE,
  DEMO_MASINE_CENA_PO_SATU,
  DEMO_NOTES,
  DEMO_POSLOVI,
  DEMO_POSLOVI_DODATNI,
  DEMO_RSS,
  DEMO_SABLONI,
  DEMO_SLAVE,
} from './data/demo-firma.ts';
import { drzavniPrazniciSrbije } from './data/drzavni-praznici.ts';
import { DEMO_POSAO_KLIJENT } from './data/klijenti.ts';
import { seedDemoKlijenti } from './klijenti.ts';

/** A small deterministic generator, so that every demo firm looks the same. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const minutes = (n: number) => n * 60_000;

async function insertChunked<T extends Record<string, unknown>>(
  rows: T[],
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) await insert(rows.slice(start, start + 500));
}

export interface DemoFirmOptions {
  /** The address every seeded news feed points at (with `?feed=<n>`) instead of the public feeds. */
  rssUrl?: string | undefined;
  now?: Date;
}

/** The seeded news feeds: the public ones, or each pointed at `rssUrl` (tests, offline demos). */
export function demoFeeds(rssUrl: string | undefined): { naziv: string; url: string }[] {
  if (!rssUrl) return DEMO_RSS.map((feed) => ({ ...feed }));
  return DEMO_RSS.map((feed, index) => {
    const url = new URL(rssUrl);
    url.searchParams.set('feed', String(index + 1));
    return { naziv: feed.naziv, url: url.toString() };
  });
}

/**
 * The demo firm's records around `now`: time records, leave, holidays, notes, equipment, feeds, clients and bankers,
 * jobs and tasks.
 */
export async function seedDemoFirm(
  tx: Db,
  workers: Map<string, number>,
  { rssUrl, now = new Date() }: DemoFirmOptions = {},
): Promise<void> {
  const id = (username: string) => workers.get(username)!;
  const today = localDate(now);
  const year = Number(today.slice(0, 4));
  const next = random(20_240_607);

  const stateHolidays = [
    ...drzavniPrazniciSrbije(year - 1),
    ...drzavniPrazniciSrbije(year),
    ...drzavniPrazniciSrbije(year + 1),
  ];
  await tx.insert(drzavniPraznici).values(stateHolidays);
  const holidaySet = new Set(stateHolidays.map((holiday) => holiday.datum));

  const machineRows = await tx
    .insert(masine)
    .values(DEMO_MASINE.map((ime, index) => ({ ime, cenaPoSatu: DEMO_MASINE_CENA_PO_SATU[index] ?? 0 })))
    .returning({ id: masine.id });
  await tx.insert(rssFeedovi).values(demoFeeds(rssUrl));

  // The seeded months: this one and the twelve before it, the statistics' default period, so that the firm's expenses
  // (worked hours × rates) stand beside the income of the valuations completed in the same months.
  const from = `${year - 1}-${today.slice(5, 7)}-01`;
  // Worker holidays: each worker's slava in the seeded months and the coming year, when it falls on a weekday.
  const slavaDays = new Map<string, Set<string>>();
  const holidayRows: { radnikId: number; datum: string }[] = [];
  for (const [username, { mesec, dan }] of Object.entries(DEMO_SLAVE)) {
    const days = new Set<string>();
    for (const y of [year - 1, year, year + 1]) {
      const datum = `${y}-${String(mesec).padStart(2, '0')}-${String(dan).padStart(2, '0')}`;
      if (datum >= from && datum <= addDays(today, 365) && !isWeekend(datum) && workers.has(username)) {
        days.add(datum);
        holidayRows.push({ radnikId: id(username), datum });
      }
    }
    slavaDays.set(username, days);
  }
  if (holidayRows.length > 0) await tx.insert(prazniciRadnika).values(holidayRows);

  // Leave: approved in the past, pending in the future (Monday to Friday weeks).
  const monday = (datum: string) => {
    let day = datum;
    while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 1) day = addDays(day, 1);
    return day;
  };
  const leave = [
    { username: 'mstojanovic', pocetak: monday(addDays(today, -70)), days: 5, approved: true },
    { username: 'user', pocetak: monday(addDays(today, -35)), days: 3, approved: true },
    { username: 'user', pocetak: monday(addDays(today, 30)), days: 5, approved: false },
    { username: 'iilic', pocetak: monday(addDays(today, 45)), days: 4, approved: false },
    { username: 'ops', pocetak: monday(addDays(today, -21)), days: 2, approved: true },
  ].filter((entry) => workers.has(entry.username));
  const leaveDays = new Map<string, Set<string>>();
  const leaveRows = leave.map((entry) => {
    const kraj = addDays(entry.pocetak, entry.days - 1);
    const working = eachDay(entry.pocetak, kraj).filter((day) => !isWeekend(day) && !holidaySet.has(day));
    if (entry.approved) {
      const set = leaveDays.get(entry.username) ?? new Set<string>();
      working.forEach((day) => set.add(day));
      leaveDays.set(entry.username, set);
    }
    return {
      radnikId: id(entry.username),
      pocetak: entry.pocetak,
      kraj,
      radniDani: working.length,
      odobren: entry.approved ? localInstant(addDays(entry.pocetak, -7), '10:00:00') : null,
      odobrio: entry.approved ? id('admin') : null,
    };
  });
  if (leaveRows.length > 0) await tx.insert(godisnji).values(leaveRows);

  // Time records: every working day of the seeded months up to yesterday.
  const intervals: (typeof evidencijaIntervali.$inferInsert)[] = [];
  for (const [username, radnikId] of workers) {
    for (const datum of eachDay(from, addDays(today, -1))) {
      if (isWeekend(datum) || holidaySet.has(datum)) continue;
      if (slavaDays.get(username)?.has(datum) || leaveDays.get(username)?.has(datum)) continue;
      if (next() < 0.03) continue; // a sick day now and then
      const start = localInstant(datum, '08:40:00').getTime() + minutes(Math.floor(next() * 35));
      const pause = localInstant(datum, '12:00:00').getTime() + minutes(Math.floor(next() * 30));
      const back = pause + minutes(30);
      const end = start + minutes(8 * 60 + 30) + minutes(Math.floor(next() * 60) - 25);
      intervals.push(
        { radnikId, datum, pocetak: new Date(start), kraj: new Date(pause), razlogKraja: 'pauza' },
        { radnikId, datum, pocetak: new Date(back), kraj: new Date(end), razlogKraja: 'odjava' },
      );
    }
  }
  await insertChunked(intervals, (chunk) => tx.insert(evidencijaIntervali).values(chunk));
  // The demo workers were employed before their first recorded day: planned time counts from there.
  await tx
    .update(radnici)
    .set({ datumPocetka: from })
    .where(inArray(radnici.id, [...workers.values()]));

  await tx.insert(napomene).values(
    DEMO_NOTES.map((note, index) => ({
      radnikId: note.radnik ? (workers.get(note.radnik) ?? null) : null,
      prioritet: note.prioritet,
      tekst: note.tekst,
      idKreatora: id('admin'),
      kreirano: new Date(now.getTime() - minutes(60 * 24 * (index + 1))),
    })),
  );

  // Clients, banks and bankers; then jobs and tasks in every state, around today, most for a client; two templates.
  const klijentIds = await seedDemoKlijenti(tx);
  const kalendar = createKalendar(stateHolidays.map((holiday) => holiday.datum));
  const klijentList = [...klijentIds.values()];
  const jobs = [
    ...DEMO_POSLOVI.map((posao) => ({ ...posao, sablon: 0 })),
    ...DEMO_POSLOVI_DODATNI.map((posao) => ({ ...posao, sablon: 0 })),
    ...DEMO_SABLONI.map((sablon) => ({
      ...sablon,
      prioritet: 2,
      cena: 0,
      sablon: 1,
      zadaci: sablon.zadaci.map((task) => ({ ...task, status: 'nijePoceo' as const })),
    })),
  ];
  for (const [index, posao] of jobs.entries()) {
    const klijent = DEMO_POSAO_KLIJENT[posao.naziv];
    const idKlijenta = klijent
      ? (klijentIds.get(klijent) ?? null)
      : posao.sablon === 0 && index % 5 !== 4
        ? (klijentList[(index * 7) % klijentList.length] ?? null)
        : null;
    const [job] = await tx
      .insert(poslovi)
      .values({
        naziv: posao.naziv,
        opis: posao.opis,
        prioritet: posao.prioritet,
        dogovorenaCena: posao.cena,
        idKlijenta,
        sablon: posao.sablon,
      })
      .returning({ id: poslovi.id });
    let previous: number | null = null;
    let previousLast = Number.NEGATIVE_INFINITY;
    for (const [redosled, task] of posao.zadaci.entries()) {
      // Working days from today, state holidays skipped; a task never starts before the one it waits for ends.
      let first = kalendar.sledeciRadni(dayNumber(today));
      const step = task.dan < 0 ? -1 : 1;
      for (let left = Math.abs(task.dan); left > 0; left--) {
        first += step;
        while (!kalendar.isRadni(first)) first += step;
      }
      if (task.zavisi) first = Math.max(first, kalendar.sledeciRadni(previousLast + 1));
      const firstDay = dayOf(first);
      const pocetak = localInstant(firstDay, '09:00:00');
      const lastDay = kalendar.poslednjiDan(first, daniTrajanja(task.sati));
      previousLast = lastDay;
      const started =
        task.status === 'nijePoceo' ? null : new Date(Math.min(pocetak.getTime(), now.getTime() - minutes(150)));
      const finished =
        task.status === 'zavrsen'
          ? new Date(Math.min(localInstant(dayOf(lastDay), '16:00:00').getTime(), now.getTime() - minutes(60)))
          : null;
      const [row]: { id: number }[] = await tx
        .insert(zadaci)
        .values({
          naziv: task.naziv,
          posaoId: job!.id,
          pocetak,
          kraj: localInstant(dayOf(lastDay), '17:00:00'),
          planiranoTrajanje: task.sati,
          zavisnost: task.zavisi ? previous : null,
          redosled: redosled + 1,
          status: task.status,
          stvarniPocetak: started,
          zavrseno: finished,
        })
        .returning({ id: zadaci.id });
      const zadatakId: number = row!.id;
      previous = zadatakId;
      await tx.insert(zadatakRadnici).values(task.radnici.map((username) => ({ zadatakId, radnikId: id(username) })));
      if (task.oprema?.length)
        await tx
          .insert(zadatakOprema)
          .values(task.oprema.map((index) => ({ zadatakId, masinaId: machineRows[index]!.id })));
      if (!started) continue;
      const radnikId = id(task.radnici[0]!);
      if (task.status === 'zavrsen' && finished!.getTime() - started.getTime() > minutes(24 * 60)) {
        // A task of several days: worked on the first day, paused overnight, finished later.
        const firstEnd = new Date(started.getTime() + minutes(4 * 60));
        const resumed = new Date(started.getTime() + minutes(24 * 60));
        await tx.insert(zadatakIntervali).values([
          { zadatakId, radnikId, pocetak: started, kraj: firstEnd },
          { zadatakId, radnikId, pocetak: resumed, kraj: finished },
        ]);
        continue;
      }
      const kraj =
        task.status === 'uToku'
          ? null
          : (finished ?? new Date(Math.min(started.getTime() + minutes(180), now.getTime() - minutes(30))));
      const pocetakRada = task.status === 'uToku' ? new Date(now.getTime() - minutes(90)) : started;
      await tx.insert(zadatakIntervali).values({ zadatakId, radnikId, pocetak: pocetakRada, kraj });
    }
  }
}

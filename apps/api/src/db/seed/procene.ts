import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { FAZE_PROCENE, TIPOVI_PROCENE } from '@rp/contract';
import type { Db } from '../client.ts';
import { izmene, klijenti, nepokretnostiSlike, procene, radnici } from '../schema/index.ts';
import { diffFields } from '../../modules/audit/diff.ts';
import { addDays, localDate, localInstant } from '../../lib/time.ts';
import type { FileStore } from '../../plugins/files.ts';
import { nepokretnostValues } from '../../modules/nepokretnosti/values.ts';
import type { ProcenaValues } from '../../modules/procene/repository.ts';
import { OPSTINE_SRBIJE } from './data/lokacije.ts';
import { fasadaPng } from './fasade.ts';
import {
  VRSTE_PROFIL,
  generate,
  insertRows,
  mesta,
  random,
  weighted,
  type Grupa,
  type Mesto,
  type NepokretnostRow,
  type Rand,
  type VrstaProfil,
} from './nepokretnosti.ts';

/** How many valuations the demo firm gets (over the last DEMO_PROCENE_DANA days), and how many subjects get images. */
export const DEMO_PROCENE = 180;
export const DEMO_PROCENE_SA_SLIKAMA = 45;
export const PROCENE_DANA = 548;
/** How many valuations the large seed adds. */
export const LARGE_PROCENE = 100_000;

type TipId = (typeof TIPOVI_PROCENE)[number]['id'];

/** The kind of property each valuation type values (types 4–8 value any kind, mostly flats and houses). */
const GRUPE_TIPA: Record<TipId, readonly Grupa[]> = {
  1: ['stan', 'kuca'],
  2: ['poslovni'],
  3: ['zemljiste'],
  4: ['stan', 'kuca', 'garaza'],
  5: ['stan', 'kuca', 'poslovni'],
  6: ['stan', 'kuca', 'poslovni', 'zemljiste'],
  7: ['stan', 'kuca', 'poslovni'],
  8: ['garaza', 'stan', 'kuca', 'zemljiste'],
};
const pickTip = weighted<{ id: TipId; tezina: number }>(
  [
    { id: 1, tezina: 48 },
    { id: 2, tezina: 16 },
    { id: 3, tezina: 7 },
    { id: 4, tezina: 10 },
    { id: 5, tezina: 6 },
    { id: 6, tezina: 4 },
    { id: 7, tezina: 5 },
    { id: 8, tezina: 4 },
  ],
  (tip) => tip.tezina,
);
const vrstePicker = Object.fromEntries(
  Object.entries(GRUPE_TIPA).map(([tip, grupe]) => [
    tip,
    weighted(
      VRSTE_PROFIL.filter((vrsta) => grupe.includes(vrsta.grupa)),
      (vrsta) => vrsta.tezina,
    ),
  ]),
) as Record<string, (next: Rand) => VrstaProfil>;

/** The agreed price in RSD, rounded to 1,000: residential 30,000–250,000, commercial and land more. */
function cena(next: Rand, tip: TipId, grupa: Grupa, kvadratura: number): number {
  const velicina = Math.min(1, Math.log10(Math.max(10, kvadratura)) / 3.5);
  const [od, do_] =
    tip === 4
      ? [30_000, 60_000]
      : grupa === 'poslovni'
        ? [120_000, 650_000]
        : grupa === 'zemljiste'
          ? [60_000, 300_000]
          : [30_000, 250_000];
  const value = od + (do_ - od) * (0.5 * velicina + 0.5 * next());
  return Math.round(value / 1000) * 1000;
}

/**
 * The path of phases a valuation went through to reach `faza` (each step a change recorded in procene_faze): in
 * progress, sometimes on hold, completed, sent; a revision after sending; a cancellation from wherever it stood.
 */
function putanja(next: Rand, faza: number): number[] {
  const r = next();
  switch (faza) {
    case 1:
      return r < 0.2 ? [1, 2, 1] : [1];
    case 2:
      return [1, 2];
    case 3:
      return r < 0.25 ? [1, 2, 1, 3] : [1, 3];
    case 4:
      return r < 0.15 ? [1, 3, 4, 6, 3, 4] : r < 0.3 ? [1, 2, 1, 3, 4] : [1, 3, 4];
    case 5:
      return r < 0.5 ? [1, 5] : [1, 2, 5];
    default:
      return [1, 3, 4, 6];
  }
}

/** The current phase of a valuation entered `starost` days ago: the older, the further along. */
function fazaPoStarosti(next: Rand, starost: number): number {
  const r = next();
  if (starost < 7) return r < 0.75 ? 1 : r < 0.9 ? 2 : 3;
  if (starost < 30) return r < 0.35 ? 1 : r < 0.5 ? 2 : r < 0.75 ? 3 : r < 0.9 ? 4 : r < 0.95 ? 6 : 5;
  return r < 0.04 ? 1 : r < 0.08 ? 2 : r < 0.2 ? 3 : r < 0.88 ? 4 : r < 0.95 ? 5 : 6;
}

export interface ProceneLica {
  banke: readonly { id: number; bankari: readonly number[] }[];
  klijenti: readonly number[];
  /** Workers who lead valuations and inspect. */
  radnici: readonly number[];
}

type ProcenaRow = typeof procene.$inferInsert;
interface FazaRow {
  fazaId: number;
  radnikId: number;
  aktivna: boolean;
  datumPromene: string;
  /** The instant of the step (the change history's time); noon of its day when not drawn. */
  vreme?: Date;
}
interface Generated {
  procena: Omit<ProcenaRow, 'naziv'>;
  faze: FazaRow[];
  predmet: NepokretnostRow;
}

/** A time of day in office hours, so the instants of one day keep the order of their steps. */
const vreme = (next: Rand, step: number) =>
  `${String(8 + Math.min(8, step + Math.floor(next() * 2))).padStart(2, '0')}:${String(Math.floor(next() * 60)).padStart(2, '0')}:00`;

/** One valuation entered on `datum`, its phase history up to `now` (today's date `today`) and its subject property. */
function generateProcena(
  next: Rand,
  lica: ProceneLica,
  mesto: Mesto,
  datum: string,
  { today, now }: { today: string; now: Date },
): Generated {
  const starost = Math.round((Date.parse(today) - Date.parse(datum)) / 86_400_000);
  const tip = pickTip(next).id;
  const faza = fazaPoStarosti(next, starost);
  const koraci = putanja(next, faza);
  const property = generate(next, mesto, today, vrstePicker[String(tip)]!);
  const grupa = VRSTE_PROFIL.find((vrsta) => vrsta.id === property.vrstaId)!.grupa;
  const pickRadnik = () => lica.radnici[Math.floor(next() * lica.radnici.length)]!;
  const vodjaId = pickRadnik();
  const inspekcijaId = next() < 0.9 ? pickRadnik() : null;
  const zaBanku = next() < 0.85 && lica.banke.length > 0;
  const banka = zaBanku ? lica.banke[Math.floor(next() * lica.banke.length)]! : null;
  const bankar =
    banka && banka.bankari.length > 0 && next() < 0.9
      ? banka.bankari[Math.floor(next() * banka.bankari.length)]!
      : null;
  const klijent =
    lica.klijenti.length > 0 && (!banka || next() < 0.6)
      ? lica.klijenti[Math.floor(next() * lica.klijenti.length)]!
      : null;
  // The steps are spread from the entry day towards today, never past it.
  const raspon = Math.max(0, starost);
  const dani: string[] = [];
  let dan = datum;
  for (let index = 0; index < koraci.length; index++) {
    if (index > 0) {
      const ostalo = raspon - Math.round((Date.parse(dan) - Date.parse(datum)) / 86_400_000);
      dan = addDays(dan, Math.min(ostalo, 1 + Math.floor(next() * Math.max(1, Math.min(12, raspon / koraci.length)))));
    }
    dani.push(dan);
  }
  const instanti = dani.map((d, index) => localInstant(d, vreme(next, index)));
  // Instants of one day that came out in the wrong order keep the order of their steps.
  for (let index = 1; index < instanti.length; index++)
    if (instanti[index]!.getTime() <= instanti[index - 1]!.getTime())
      instanti[index] = new Date(instanti[index - 1]!.getTime() + 60_000);
  // Today's steps happened before the seed ran: a history never shows a change later than the moment it is read.
  for (let index = instanti.length - 1; index >= 0; index--) {
    const latest = index === instanti.length - 1 ? now.getTime() : instanti[index + 1]!.getTime() - 1000;
    if (instanti[index]!.getTime() > latest) instanti[index] = new Date(latest);
  }
  const lastIndex = (faza_: number) => koraci.lastIndexOf(faza_);
  const zavrsena = lastIndex(3);
  const poslata = lastIndex(4);
  const faze = koraci.map((fazaId, index) => ({
    fazaId,
    // The leader is recorded when the valuation is made; later changes by whoever made them.
    radnikId: index === 0 ? vodjaId : next() < 0.6 ? vodjaId : (inspekcijaId ?? pickRadnik()),
    aktivna: index === koraci.length - 1,
    datumPromene: dani[index]!,
    vreme: instanti[index]!,
  }));
  const prethodna = tip === 5 || next() < 0.1;
  return {
    procena: {
      opis:
        next() < 0.5
          ? ''
          : (
              [
                'Hitno, banka čeka izveštaj.',
                'Ključeve preuzeti kod portira.',
                'Vlasnik dostupan posle 16h.',
                'Potrebna skica objekta.',
                'Dostaviti i list nepokretnosti.',
                'Kontakt preko bankara.',
                'Procena za refinansiranje kredita.',
                'Stara procena iz 2019. u arhivi.',
              ] as const
            )[Math.floor(next() * 8)]!,
      idKlijenta: banka?.id ?? null,
      idKlijenta2: klijent,
      idKlijenta3: bankar,
      vodjaId,
      inspekcijaId,
      inspekcijaSnimanje: inspekcijaId !== null && faza !== 1 && faza !== 5 ? next() < 0.85 : next() < 0.15,
      prioritet: next() < 0.2 ? 1 : next() < 0.8 ? 2 : 3,
      faza,
      fazaPlacanja: faza === 4 ? (next() < 0.6 ? 5 : next() < 0.7 ? 3 : 4) : faza === 5 ? 6 : next() < 0.1 ? 1 : 2,
      tip,
      fiksniPocetak: next() < 0.1 ? localInstant(dani[0]!, '09:00:00') : null,
      dogovorenaCena: cena(next, tip, grupa, property.kvadratura),
      datumPrethodneProc: prethodna ? addDays(datum, -365 - Math.floor(next() * 1500)) : null,
      kursPrethodneProc: prethodna ? Math.round((116.8 + next() * 1.6) * 10_000) / 10_000 : 0,
      datumZavrsetka: zavrsena >= 0 ? instanti[zavrsena]! : null,
      datumSlanja: poslata >= 0 ? instanti[poslata]! : null,
      idKreatora: vodjaId,
      kreirano: instanti[0]!,
    },
    faze,
    predmet: {
      ...nepokretnostValues({ ...property, predmetProcene: true, datum: dani[0]! }, today),
      idKreatora: vodjaId,
    },
  };
}

/** The valuation's name, as the server names a new one: its subject's address and municipality. */
function naziv(predmet: NepokretnostRow): string {
  const opstina = OPSTINE_SRBIJE[(predmet.opstinaId ?? 0) - 1]?.naziv;
  return opstina ? `${predmet.adresa}, ${opstina}` : String(predmet.adresa);
}

/** Days entered: spread over the last PROCENE_DANA days, a little denser lately (the firm grows). */
function datumUnosa(next: Rand, today: string): string {
  return addDays(today, -Math.floor(next() ** 1.25 * PROCENE_DANA));
}

/**
 * Writes generated valuations: the valuations (one statement per batch, the batch as one JSON parameter), their subject
 * properties naming them, and their phase histories. Answers the ids of the valuations and of their subjects.
 */
async function insertGenerated(
  tx: Db,
  batch: readonly Generated[],
): Promise<{ procenaId: number; predmetId: number; vrstaId: number }[]> {
  const records = batch.map(({ procena, predmet }) => ({
    old_id: null,
    naziv: naziv(predmet),
    opis: procena.opis,
    id_klijenta: procena.idKlijenta,
    id_klijenta2: procena.idKlijenta2,
    id_klijenta3: procena.idKlijenta3,
    vodja_id: procena.vodjaId,
    inspekcija_id: procena.inspekcijaId,
    inspekcija_snimanje: procena.inspekcijaSnimanje,
    prioritet: procena.prioritet,
    faza: procena.faza,
    faza_placanja: procena.fazaPlacanja,
    tip: procena.tip,
    fiksni_pocetak: procena.fiksniPocetak ?? null,
    dogovorena_cena: procena.dogovorenaCena,
    datum_prethodne_proc: procena.datumPrethodneProc,
    kurs_prethodne_proc: procena.kursPrethodneProc,
    datum_zavrsetka: procena.datumZavrsetka ?? null,
    datum_slanja: procena.datumSlanja ?? null,
    id_kreatora: procena.idKreatora,
    kreirano: procena.kreirano,
  }));
  const columns = sql.raw(
    Object.keys(records[0]!)
      .map((name) => `"${name}"`)
      .join(', '),
  );
  const inserted = (await tx.execute(
    sql`insert into procene (${columns})
        select ${columns} from json_populate_recordset(null::procene, ${JSON.stringify(records)}::json)
        returning id`,
  )) as unknown as { rows: { id: number }[] };
  // Rows come back in the order of the batch (as insertRows relies on for the properties).
  const ids = inserted.rows.map((row) => row.id);
  const predmeti = await insertRows(
    tx,
    batch.map(({ predmet }, index) => ({ ...predmet, procenaId: ids[index]! })),
  );
  const faze = batch.flatMap(({ faze: rows }, index) =>
    rows.map((faza) => ({
      procena_id: ids[index]!,
      faza_id: faza.fazaId,
      radnik_id: faza.radnikId,
      aktivna: faza.aktivna,
      datum_promene: faza.datumPromene,
      kreirano: faza.vreme ?? localInstant(faza.datumPromene, '12:00:00'),
    })),
  );
  await tx.execute(
    sql`insert into procene_faze (procena_id, faza_id, radnik_id, aktivna, datum_promene, kreirano)
        select procena_id, faza_id, radnik_id, aktivna, datum_promene, kreirano
        from json_populate_recordset(null::procene_faze, ${JSON.stringify(faze)}::json)`,
  );
  return ids.map((procenaId, index) => ({
    procenaId,
    predmetId: predmeti[index]!.id,
    vrstaId: predmeti[index]!.vrstaId,
  }));
}

/** Generates `total` valuations in entry order (oldest first). */
function generateAll(next: Rand, lica: ProceneLica, total: number, now: Date, pick: (next: Rand) => Mesto) {
  const today = localDate(now);
  const rows: Generated[] = [];
  for (let index = 0; index < total; index++)
    rows.push(generateProcena(next, lica, pick(next), datumUnosa(next, today), { today, now }));
  rows.sort((a, b) => (a.procena.kreirano as Date).getTime() - (b.procena.kreirano as Date).getTime());
  return rows;
}

/** The banks with their bankers, the clients and the active workers of the register. */
export async function loadLica(db: Db, { najviseKlijenata = 5000 } = {}): Promise<ProceneLica> {
  const banke = await db.select({ id: klijenti.id }).from(klijenti).where(eq(klijenti.tip, 2)).orderBy(klijenti.id);
  const bankari = await db
    .select({ id: klijenti.id, idBanke: klijenti.idBanke })
    .from(klijenti)
    .where(eq(klijenti.tip, 3))
    .orderBy(klijenti.id);
  const klijentRows = await db
    .select({ id: klijenti.id })
    .from(klijenti)
    .where(eq(klijenti.tip, 1))
    .orderBy(klijenti.id)
    .limit(najviseKlijenata);
  const workers = await db
    .select({ id: radnici.id })
    .from(radnici)
    .where(eq(radnici.aktivan, true))
    .orderBy(radnici.id);
  return {
    banke: banke.map((banka) => ({
      id: banka.id,
      bankari: bankari.filter((bankar) => bankar.idBanke === banka.id).map((bankar) => bankar.id),
    })),
    klijenti: klijentRows.map((row) => row.id),
    radnici: workers.map((row) => row.id),
  };
}

export interface DemoProceneOptions {
  files?: FileStore | undefined;
  /** The demo workers who lead and inspect valuations. */
  radnici: readonly number[];
  now?: Date;
}

/**
 * The demo firm's valuations: DEMO_PROCENE over the last 18 months across the demo banks (with their own bankers) and
 * clients, every phase and type, each with a new subject property around Novi Sad and Belgrade; the first
 * DEMO_PROCENE_SA_SLIKAMA flats and houses get façade pictures. Answers the file keys written.
 */
export async function seedDemoProcene(
  tx: Db,
  { files, radnici: workers, now = new Date() }: DemoProceneOptions,
  written: string[] = [],
): Promise<string[]> {
  const lica = { ...(await loadLica(tx)), radnici: workers };
  const next = random(15_011_125);
  const { kvartovi } = mesta();
  const pick = weighted(kvartovi, (mesto) => mesto.tezina);
  const rows = generateAll(next, lica, DEMO_PROCENE, now, pick);
  ensureEveryPhaseAndType(rows);
  const inserted = await insertGenerated(tx, rows);
  await insertHistories(tx, rows, inserted);
  if (!files) return written;
  const withImages = inserted
    .filter((row) => row.vrstaId === 811 || row.vrstaId === 812)
    .reverse()
    .slice(0, DEMO_PROCENE_SA_SLIKAMA);
  const slike: (typeof nepokretnostiSlike.$inferInsert)[] = [];
  const pictures = new Map<string, Buffer>();
  for (const [index, { predmetId, vrstaId }] of withImages.entries()) {
    const broj = 1 + Math.floor(next() * 2);
    for (let redniBroj = 0; redniBroj < broj; redniBroj++) {
      const spratovi = vrstaId === 812 ? Math.floor(next() * 2) : 2 + Math.floor(next() * 7);
      const seed = (index * 5 + redniBroj * 3) % 48;
      const cacheKey = `${spratovi}:${seed}`;
      const data = pictures.get(cacheKey) ?? fasadaPng({ spratovi, seed });
      pictures.set(cacheKey, data);
      const kljuc = randomUUID();
      await files.put(kljuc, data);
      written.push(kljuc);
      slike.push({
        nepokretnostId: predmetId,
        naziv: `${redniBroj === 0 ? 'fasada' : `pogled-${redniBroj}`}.png`,
        mime: 'image/png',
        velicina: data.length,
        kljuc,
        redniBroj: redniBroj + 1,
        glavna: redniBroj === 0,
        idKreatora: workers[0] ?? null,
      });
    }
  }
  if (slike.length > 0) await tx.insert(nepokretnostiSlike).values(slike);
  return written;
}

/**
 * The change history of the demo's valuations, as the server writes it when staff work (procene/service.ts): the
 * valuation and its subject created by the leader, then each phase step by whoever made it, the payment phase with
 * the step that closed it. The firm can then answer "who changed this and when" for the demo's valuations too.
 */
async function insertHistories(
  tx: Db,
  rows: readonly Generated[],
  inserted: readonly { procenaId: number; predmetId: number }[],
): Promise<void> {
  const entries: (typeof izmene.$inferInsert)[] = [];
  rows.forEach(({ procena, faze, predmet }, index) => {
    const { procenaId, predmetId } = inserted[index]!;
    const kreirano = procena.kreirano as Date;
    // Paid, invoiced or cancelled with the step that closed the valuation; created unpaid (or prepaid).
    const fazaPlacanja = procena.fazaPlacanja ?? 2;
    const pocetnaPlacanja = faze.length === 1 ? fazaPlacanja : Math.min(2, fazaPlacanja);
    // Typed as the service's values, so that a field added to a valuation is added here too (the audit log keeps them).
    const values: ProcenaValues = {
      naziv: naziv(predmet),
      opis: procena.opis ?? '',
      idKlijenta: procena.idKlijenta ?? null,
      idKlijenta2: procena.idKlijenta2 ?? null,
      idKlijenta3: procena.idKlijenta3 ?? null,
      vodjaId: procena.vodjaId,
      inspekcijaId: procena.inspekcijaId ?? null,
      inspekcijaSnimanje: procena.inspekcijaSnimanje ?? false,
      prioritet: procena.prioritet ?? 2,
      faza: faze[0]!.fazaId,
      fazaPlacanja: pocetnaPlacanja,
      tip: procena.tip ?? 1,
      fiksniPocetak: (procena.fiksniPocetak as Date | null | undefined) ?? null,
      dogovorenaCena: Number(procena.dogovorenaCena),
      datumPrethodneProc: procena.datumPrethodneProc ?? null,
      kursPrethodneProc: Number(procena.kursPrethodneProc ?? 0),
    };
    entries.push(
      {
        entitet: 'procene',
        zapisId: procenaId,
        akcija: 'create',
        autorId: procena.vodjaId,
        vreme: kreirano,
        izmene: diffFields(null, { ...values }),
      },
      {
        entitet: 'nepokretnosti',
        zapisId: predmetId,
        akcija: 'create',
        autorId: procena.vodjaId,
        vreme: kreirano,
        // as the server records a new subject: its values and its valuation (the creator is the entry's author)
        izmene: diffFields(null, { ...predmet, idKreatora: undefined, procenaId }),
      },
    );
    for (let step = 1; step < faze.length; step++) {
      const faza = faze[step]!;
      const last = step === faze.length - 1;
      const before = { faza: faze[step - 1]!.fazaId, fazaPlacanja: pocetnaPlacanja };
      const after = { faza: faza.fazaId, fazaPlacanja: last ? fazaPlacanja : pocetnaPlacanja };
      entries.push({
        entitet: 'procene',
        zapisId: procenaId,
        akcija: 'update',
        autorId: faza.radnikId,
        vreme: faza.vreme ?? new Date(localInstant(faza.datumPromene, '12:00:00').getTime() + step * 60_000),
        izmene: diffFields(before, after),
      });
    }
  });
  for (let start = 0; start < entries.length; start += 500)
    await tx.insert(izmene).values(entries.slice(start, start + 500));
}

/**
 * The demo shows every phase and type: a phase or type the draw left out is given to the newest valuations of the
 * most common one (their histories follow their new phase).
 */
function ensureEveryPhaseAndType(rows: Generated[]): void {
  const next = random(4242);
  for (const { id } of TIPOVI_PROCENE) {
    if (rows.some((row) => row.procena.tip === id)) continue;
    const row = rows.find((candidate) => candidate.procena.tip === 1 && candidate.predmet.vrstaId === 811);
    if (row) row.procena.tip = id;
  }
  for (const { id } of FAZE_PROCENE) {
    if (rows.some((row) => row.procena.faza === id)) continue;
    const row = rows[Math.floor(rows.length / 2)]!;
    const koraci = putanja(next, id);
    const dan = row.faze[0]!.datumPromene;
    row.procena.faza = id;
    row.faze = koraci.map((fazaId, index) => ({
      fazaId,
      radnikId: row.procena.vodjaId,
      aktivna: index === koraci.length - 1,
      datumPromene: dan,
    }));
    const kada = row.procena.kreirano as Date;
    row.procena.datumZavrsetka = koraci.includes(3) ? new Date(kada.getTime() + 3_600_000) : null;
    row.procena.datumSlanja = koraci.includes(4) ? new Date(kada.getTime() + 7_200_000) : null;
  }
}

/**
 * `total` generated valuations for benchmarks (the large seed): across every bank and its bankers, the register's
 * clients and all workers, each with a subject property (a third in Novi Sad's and Belgrade's neighbourhoods, the rest
 * around every municipality's seat). Batches of 5,000 in one transaction, then VACUUM ANALYZE.
 */
export async function seedLargeProcene(db: Db, total: number, now = new Date()): Promise<void> {
  const [{ base } = { base: 0 }] = await db.select({ base: count() }).from(procene);
  const lica = await loadLica(db, { najviseKlijenata: 100_000 });
  if (lica.radnici.length === 0) throw new Error('the large seed of valuations needs workers');
  const next = random(31_000_019 + base);
  const { kvartovi, sedista } = mesta();
  const pickKvart = weighted(kvartovi, (mesto) => mesto.tezina);
  const pickSediste = weighted(sedista, (mesto) => mesto.tezina);
  const pick = (r: Rand) => (r() < 0.33 ? pickKvart(r) : pickSediste(r));
  // Entry days are drawn for the whole set first, so each batch is one stretch of time (the table stays in date order).
  const rows = generateAll(next, lica, total, now, pick);
  await db.transaction(async (tx) => {
    for (let start = 0; start < total; start += 5000) await insertGenerated(tx, rows.slice(start, start + 5000));
  });
  await db.execute(sql`vacuum analyze procene`);
  await db.execute(sql`vacuum analyze procene_faze`);
  await db.execute(sql`vacuum analyze nepokretnosti`);
}

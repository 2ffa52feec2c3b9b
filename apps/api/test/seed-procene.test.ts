import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAZE_PROCENE, TIPOVI_PROCENE } from '@rp/contract';
import { derivePropertyValues } from '@rp/fields';
import { DEMO_PROCENE, PROCENE_DANA, seedLargeProcene } from '../src/db/seed/procene.ts';
import { addDays, localDate, localInstant } from '../src/lib/time.ts';
import { buildTestApp, call, loginAs, type TestApp } from './helper.ts';

interface ProcenaRed {
  id: number;
  naziv: string;
  id_klijenta: number | null;
  id_klijenta2: number | null;
  id_klijenta3: number | null;
  vodja_id: number;
  inspekcija_id: number | null;
  faza: number;
  faza_placanja: number;
  tip: number;
  dogovorena_cena: string | number;
  datum_zavrsetka: Date | string | null;
  datum_slanja: Date | string | null;
  kreirano: Date | string;
  kreirano_dan: string;
}

interface FazaRed {
  procena_id: number;
  faza_id: number;
  radnik_id: number;
  aktivna: boolean;
  dan: string;
}

async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await t.app.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const instant = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/** The phases of every valuation: one active row, its phase the valuation's, days in order, the dates it sets. */
async function checkHistories(t: TestApp, where: ReturnType<typeof sql>): Promise<number> {
  const procene = await rows<ProcenaRed>(
    t,
    sql`select p.*, to_char(p.kreirano at time zone 'Europe/Belgrade', 'YYYY-MM-DD') as kreirano_dan
        from procene p where ${where} order by id`,
  );
  const faze = await rows<FazaRed>(
    t,
    sql`select f.procena_id, f.faza_id, f.radnik_id, f.aktivna, f.datum_promene::text as dan
        from procene_faze f join procene p on p.id = f.procena_id where ${where} order by f.procena_id, f.id`,
  );
  const byProcena = new Map<number, FazaRed[]>();
  for (const faza of faze) byProcena.set(faza.procena_id, [...(byProcena.get(faza.procena_id) ?? []), faza]);
  const today = localDate(new Date());
  for (const procena of procene) {
    const history = byProcena.get(procena.id) ?? [];
    const label = `valuation ${procena.id}`;
    expect(history.length, label).toBeGreaterThan(0);
    expect(
      history.filter((faza) => faza.aktivna),
      label,
    ).toHaveLength(1);
    expect(history.at(-1)!.aktivna, label).toBe(true);
    expect(history.at(-1)!.faza_id, label).toBe(procena.faza);
    expect(history[0]!.radnik_id, label).toBe(procena.vodja_id);
    expect(history[0]!.dan, label).toBe(procena.kreirano_dan);
    for (let index = 1; index < history.length; index++)
      expect(history[index]!.dan >= history[index - 1]!.dan, label).toBe(true);
    expect(history.at(-1)!.dan <= today, label).toBe(true);
    const ids = history.map((faza) => faza.faza_id);
    expect(procena.datum_zavrsetka !== null, label).toBe(ids.includes(3));
    expect(procena.datum_slanja !== null, label).toBe(ids.includes(4));
    if (procena.datum_zavrsetka !== null && procena.datum_slanja !== null && ids.lastIndexOf(4) > ids.lastIndexOf(3))
      expect(instant(procena.datum_slanja)! > instant(procena.datum_zavrsetka)!, label).toBe(true);
    if (procena.datum_zavrsetka !== null)
      expect(instant(procena.datum_zavrsetka)! >= instant(procena.kreirano)!, label).toBe(true);
  }
  return procene.length;
}

describe('the demo valuations', () => {
  let t: TestApp;
  let procene: ProcenaRed[];
  beforeAll(async () => {
    t = await buildTestApp();
    procene = await rows<ProcenaRed>(
      t,
      sql`select p.*, to_char(p.kreirano at time zone 'Europe/Belgrade', 'YYYY-MM-DD') as kreirano_dan
          from procene p order by id`,
    );
    // Building the app seeds the demo firm: minutes on a busy shared machine.
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  it(`has ${DEMO_PROCENE} valuations over the last 18 months, recent ones among them, with every phase and type`, () => {
    expect(procene.length).toBeGreaterThanOrEqual(150);
    expect(procene).toHaveLength(DEMO_PROCENE);
    const today = localDate(new Date());
    const from = addDays(today, -PROCENE_DANA);
    for (const procena of procene) {
      expect(procena.kreirano_dan >= from && procena.kreirano_dan <= today, procena.kreirano_dan).toBe(true);
    }
    // The list's default window (30 days back) opens with rows.
    expect(procene.filter((p) => p.kreirano_dan >= addDays(today, -30)).length).toBeGreaterThanOrEqual(10);
    expect(new Set(procene.map((p) => p.faza))).toEqual(new Set(FAZE_PROCENE.map((faza) => faza.id)));
    expect(new Set(procene.map((p) => p.tip))).toEqual(new Set(TIPOVI_PROCENE.map((tip) => tip.id)));
    expect(new Set(procene.map((p) => p.faza_placanja)).size).toBeGreaterThanOrEqual(4);
  });

  it('names banks, their own bankers and clients of the register, and the demo workers as leaders and inspectors', async () => {
    const klijenti = await rows<{ id: number; tip: number; id_banke: number | null }>(
      t,
      sql`select id, tip, id_banke from klijenti`,
    );
    const byId = new Map(klijenti.map((k) => [k.id, k]));
    const radnici = new Set(
      (await rows<{ id: number }>(t, sql`select id from radnici where aktivan`)).map((radnik) => radnik.id),
    );
    for (const procena of procene) {
      expect(procena.id_klijenta !== null || procena.id_klijenta2 !== null).toBe(true);
      if (procena.id_klijenta !== null) expect(byId.get(procena.id_klijenta)?.tip).toBe(2);
      if (procena.id_klijenta2 !== null) expect(byId.get(procena.id_klijenta2)?.tip).toBe(1);
      if (procena.id_klijenta3 !== null) {
        expect(byId.get(procena.id_klijenta3)?.tip).toBe(3);
        expect(byId.get(procena.id_klijenta3)?.id_banke).toBe(procena.id_klijenta);
      }
      expect(radnici.has(procena.vodja_id)).toBe(true);
      if (procena.inspekcija_id !== null) expect(radnici.has(procena.inspekcija_id)).toBe(true);
    }
    expect(new Set(procene.map((p) => p.id_klijenta)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(procene.map((p) => p.vodja_id)).size).toBeGreaterThanOrEqual(5);
  });

  it('prices residential valuations at 30,000–250,000 RSD and commercial ones higher', () => {
    const cena = (p: ProcenaRed) => Number(p.dogovorena_cena);
    const stambene = procene.filter((p) => p.tip === 1).map(cena);
    const poslovne = procene.filter((p) => p.tip === 2).map(cena);
    for (const value of stambene) expect(value >= 30_000 && value <= 250_000, String(value)).toBe(true);
    for (const value of procene.map(cena)) expect(value >= 30_000 && value % 1000 === 0, String(value)).toBe(true);
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean(poslovne)).toBeGreaterThan(mean(stambene));
  });

  it('keeps phase histories consistent with the current phase and the completed and sent dates', async () => {
    expect(await checkHistories(t, sql`true`)).toBe(DEMO_PROCENE);
  });

  it('gives each valuation one subject property around Novi Sad or Belgrade, named by it, with derived values', async () => {
    const predmeti = await rows<{
      id: number;
      procena_id: number;
      predmet_procene: boolean;
      adresa: string;
      latitude: number;
      longitude: number;
      vrsta_id: number;
      tip: number;
      naziv: string;
      kvadratura: number;
      trazena_cena: number;
      umanjenje: number;
      trzisna_zakupnina: number;
      jedinicna_cena: number;
      korigovana_cena: number;
    }>(
      t,
      sql`select n.id, n.procena_id, n.predmet_procene, n.adresa, n.latitude, n.longitude, n.vrsta_id, p.tip, p.naziv,
                 n.kvadratura, n.trazena_cena, n.umanjenje, n.trzisna_zakupnina, n.jedinicna_cena, n.korigovana_cena
          from nepokretnosti n join procene p on p.id = n.procena_id order by n.id`,
    );
    expect(predmeti).toHaveLength(DEMO_PROCENE);
    expect(new Set(predmeti.map((p) => p.procena_id)).size).toBe(DEMO_PROCENE);
    for (const predmet of predmeti) {
      expect(predmet.predmet_procene).toBe(true);
      expect(predmet.naziv.startsWith(`${predmet.adresa}, `)).toBe(true);
      // Novi Sad with its surroundings and Belgrade with its surroundings.
      expect(predmet.latitude > 44.5 && predmet.latitude < 45.45, String(predmet.latitude)).toBe(true);
      expect(predmet.longitude > 19.6 && predmet.longitude < 20.75, String(predmet.longitude)).toBe(true);
      if (predmet.tip === 1) expect([811, 812, 834]).toContain(predmet.vrsta_id);
      if (predmet.tip === 2) expect(predmet.vrsta_id).toBeGreaterThanOrEqual(821);
      if (predmet.tip === 3) expect(predmet.vrsta_id).toBeGreaterThanOrEqual(831);
      const derived = derivePropertyValues({
        kvadratura: predmet.kvadratura,
        trazenaCena: predmet.trazena_cena,
        umanjenje: predmet.umanjenje,
        trzisnaZakupnina: predmet.trzisna_zakupnina,
      });
      expect(predmet.jedinicna_cena).toBeCloseTo(derived.jedinicnaCena, 2);
      expect(predmet.korigovana_cena).toBeCloseTo(derived.korigovanaCena, 2);
    }
    const belgrade = predmeti.filter((p) => p.latitude < 45.0).length;
    expect(belgrade).toBeGreaterThan(10);
    expect(predmeti.length - belgrade).toBeGreaterThan(10);
  });

  it('keeps a change history for every valuation that replays to its phase and payment phase', async () => {
    const entries = await rows<{
      entitet: string;
      zapis_id: number;
      akcija: string;
      autor_id: number | null;
      vreme: Date | string;
      izmene: Record<string, [unknown, unknown]>;
    }>(t, sql`select entitet, zapis_id, akcija, autor_id, vreme, izmene from izmene order by vreme, id`);
    const faze = await rows<FazaRed>(
      t,
      sql`select procena_id, faza_id, radnik_id, aktivna, datum_promene::text as dan from procene_faze order by id`,
    );
    const predmeti = await rows<{ id: number; procena_id: number }>(
      t,
      sql`select id, procena_id from nepokretnosti where procena_id is not null`,
    );
    // Seeded before this test reads them, whatever the time of day: no change is later than now.
    const now = Date.now();
    expect(entries.filter((entry) => instant(entry.vreme as string)! > now)).toEqual([]);
    for (const procena of procene) {
      const label = `valuation ${procena.id}`;
      const own = entries.filter((entry) => entry.entitet === 'procene' && entry.zapis_id === procena.id);
      const steps = faze.filter((faza) => faza.procena_id === procena.id);
      const [create, ...updates] = own;
      expect(create?.akcija, label).toBe('create');
      expect(create!.autor_id, label).toBe(procena.vodja_id);
      expect(instant(create!.vreme as string), label).toBe(instant(procena.kreirano));
      expect(updates.map((entry) => entry.akcija)).toEqual(steps.slice(1).map(() => 'update'));
      // Replaying the entries gives the stored phase and payment phase; each step's author is the phase's worker.
      const state = Object.fromEntries(Object.entries(create!.izmene).map(([key, [, value]]) => [key, value]));
      updates.forEach((entry, index) => {
        expect(entry.autor_id, label).toBe(steps[index + 1]!.radnik_id);
        for (const [key, [from, to]] of Object.entries(entry.izmene)) {
          expect(state[key], `${label} ${key}`).toBe(from);
          state[key] = to;
        }
      });
      expect(state, label).toMatchObject({ faza: procena.faza, fazaPlacanja: procena.faza_placanja, tip: procena.tip });
      const predmet = predmeti.find((row) => row.procena_id === procena.id)!;
      expect(
        entries.filter((entry) => entry.entitet === 'nepokretnosti' && entry.zapis_id === predmet.id),
        label,
      ).toMatchObject([{ akcija: 'create', autor_id: procena.vodja_id }]);
    }
    // The form's history reads them (newest first): a valuation with several steps shows its last one on top.
    const stepped = procene.find((procena) => faze.filter((faza) => faza.procena_id === procena.id).length >= 3)!;
    const token = await loginAs(t.app, 'admin');
    const response = await call(t.app, 'GET', `/api/procene/${stepped.id}/istorija`, token);
    expect(response.statusCode).toBe(200);
    const { itemList } = response.json<{ itemList: Array<{ Akcija: string; Izmene: Record<string, unknown> }> }>();
    expect(itemList[0]).toMatchObject({ Akcija: 'update', Izmene: { faza: [expect.any(Number), stepped.faza] } });
    expect(itemList.filter((item) => item.Akcija === 'create')).toHaveLength(2);
  });

  it('gives some subjects façade pictures with a main one, whose bytes are in the file store', async () => {
    const slike = await rows<{ nepokretnost_id: number; kljuc: string; glavna: boolean; velicina: number }>(
      t,
      sql`select s.nepokretnost_id, s.kljuc, s.glavna, s.velicina
          from nepokretnosti_slike s join nepokretnosti n on n.id = s.nepokretnost_id where n.procena_id is not null`,
    );
    const subjects = new Set(slike.map((slika) => slika.nepokretnost_id));
    expect(subjects.size).toBeGreaterThanOrEqual(30);
    for (const id of subjects) expect(slike.filter((s) => s.nepokretnost_id === id && s.glavna)).toHaveLength(1);
    for (const slika of slike.slice(0, 10)) expect(await t.app.files.size(slika.kljuc)).toBe(slika.velicina);
  });
});

describe('the large seed of valuations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    // Building the app seeds the demo firm: minutes on a busy shared machine.
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  it('adds valuations with subjects and consistent histories across the banks and workers, and continues on a second run', async () => {
    // Seeded early in the morning: the valuations entered today (a few of 1,500) were entered before it, and none of
    // their steps is later than that moment, though steps are drawn in office hours.
    const early = localInstant(localDate(new Date()), '08:03:00');
    await seedLargeProcene(t.app.db, 1500, early);
    const where = sql`p.id > (select min(id) + ${DEMO_PROCENE - 1} from procene)`;
    expect(await checkHistories(t, where)).toBe(1500);
    const [latest] = await rows<{ procena: Date | string; faza: Date | string; danas: number }>(
      t,
      sql`select max(p.kreirano) as procena, max(f.kreirano) as faza,
                 count(distinct p.id) filter (where f.datum_promene = ${localDate(early)}::date)::int as danas
          from procene p join procene_faze f on f.procena_id = p.id where ${where}`,
    );
    expect(latest!.danas).toBeGreaterThan(0);
    expect(instant(latest!.procena)).toBeLessThanOrEqual(early.getTime());
    expect(instant(latest!.faza)).toBeLessThanOrEqual(early.getTime());
    const [counts] = await rows<{ procene: number; predmeti: number; banke: number }>(
      t,
      sql`select (select count(*)::int from procene) as procene,
                 (select count(*)::int from nepokretnosti where procena_id is not null) as predmeti,
                 (select count(distinct id_klijenta)::int from procene) as banke`,
    );
    expect(counts).toEqual({ procene: DEMO_PROCENE + 1500, predmeti: DEMO_PROCENE + 1500, banke: expect.any(Number) });
    expect(counts!.banke).toBeGreaterThanOrEqual(8);
    await seedLargeProcene(t.app.db, 200);
    const [again] = await rows<{ n: number; nazivi: number }>(
      t,
      sql`select count(*)::int as n, count(distinct naziv)::int as nazivi from procene`,
    );
    expect(again!.n).toBe(DEMO_PROCENE + 1700);
    const wrongBanker = await rows<{ id: number }>(
      t,
      sql`select p.id from procene p join klijenti b on b.id = p.id_klijenta3
          where b.id_banke is distinct from p.id_klijenta`,
    );
    expect(wrongBanker).toEqual([]);
  });
});

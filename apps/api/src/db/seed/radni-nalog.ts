import { asc, inArray, sql } from 'drizzle-orm';
import { RADNI_NALOG_NEMA_ID } from '@rp/contract';
import type { Db } from '../client.ts';
import { procene, radniNalogOpcije, radniNalozi } from '../schema/index.ts';
import { RADNI_NALOG_OPCIJE, radniNalogOpcijeRows } from './data/radni-nalog.ts';

/** Seeds the work order's master data at every start (demo or not); options already there are kept. */
export async function seedRadniNalogOpcije(db: Db): Promise<void> {
  await db.insert(radniNalogOpcije).values(radniNalogOpcijeRows()).onConflictDoNothing();
}

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Valuation types that have an inspection: residential, commercial, revaluation, court and insurance (not land or desktop). */
const SA_INSPEKCIJOM = [1, 2, 5, 6, 7];

/**
 * Work orders of the demo firm: about two in five of the valuations that have an inspection, filled as an inspector
 * would (a residential block or house of its decade, its installations and heating, 'nema' where it applies), and
 * saved by the valuation's inspector a few days after the valuation was entered.
 */
export async function seedDemoRadniNalozi(tx: Db, now = new Date()): Promise<number> {
  const rows = await tx
    .select({
      id: procene.id,
      tip: procene.tip,
      kreirano: procene.kreirano,
      inspekcijaId: procene.inspekcijaId,
      // The first subject's address, floor and area (explicit names: drizzle leaves a lone table's columns unqualified).
      adresa: sql<string>`coalesce((select n.adresa from nepokretnosti n where n.procena_id = procene.id order by n.id limit 1), '')`,
      sprat: sql<string>`coalesce((select n.sprat_spratnost from nepokretnosti n where n.procena_id = procene.id order by n.id limit 1), '')`,
      kvadratura: sql<number>`coalesce((select n.kvadratura from nepokretnosti n where n.procena_id = procene.id order by n.id limit 1), 0)::float8`,
    })
    .from(procene)
    .where(inArray(procene.tip, SA_INSPEKCIJOM))
    .orderBy(asc(procene.id));
  const next = random(16_2026);
  const pick = (n: number) => 1 + Math.floor(next() * n);
  const some = (n: number, max: number) => {
    const chosen = new Set<number>();
    const count = 1 + Math.floor(next() * max);
    while (chosen.size < count) chosen.add(pick(n));
    return [...chosen].sort((a, b) => a - b);
  };
  const count = (lista: keyof typeof RADNI_NALOG_OPCIJE) => RADNI_NALOG_OPCIJE[lista].length;
  /** A multi-select with 'nema' at id 1: mostly real options, sometimes only 'nema'. */
  const withNema = (lista: keyof typeof RADNI_NALOG_OPCIJE, nemaShare: number, max: number) =>
    next() < nemaShare ? [RADNI_NALOG_NEMA_ID] : some(count(lista) - 1, max).map((id) => id + 1);
  const values: (typeof radniNalozi.$inferInsert)[] = [];
  for (const row of rows) {
    if (next() > 0.4) continue;
    const godina = 1955 + Math.floor(next() * 68);
    const isNova = godina >= 2005;
    const dan = new Date(Math.min(now.getTime(), row.kreirano.getTime() + (1 + Math.floor(next() * 6)) * 86_400_000));
    values.push({
      procenaId: row.id,
      adresa: row.adresa,
      sprat: row.sprat,
      netoPovrsina: row.kvadratura > 0 ? Math.round(row.kvadratura * (0.82 + next() * 0.1) * 100) / 100 : null,
      svetlaVisina: [2.5, 2.6, 2.7, 2.8, 3.0, 3.2][Math.floor(next() * 6)]!,
      datumInspekcije: dan.toISOString().slice(0, 10),
      temeljId: isNova ? pick(3) : pick(count('temelj')),
      nosecaKonstrId: isNova ? 3 + Math.floor(next() * 3) : pick(3),
      medjuspratnaKonstrId: isNova ? 1 : pick(count('medjuspratnaKonstr')),
      zidoviSpoljasnjiId: isNova ? 2 + Math.floor(next() * 2) : pick(count('zidoviSpoljasnji')),
      krovnaKonstrId: pick(count('krovnaKonstr')),
      krovniPrekrivacId: pick(count('krovniPrekrivac')),
      podneObloge: some(count('podneObloge'), 3),
      obradaPlafonaId: pick(3),
      obradaZidovaId: pick(3),
      spoljasnjeStolarije: isNova ? [1] : some(count('spoljasnjeStolarije'), 2),
      unutrasnjaStolarijaId: pick(count('unutrasnjaStolarija') - 1),
      fasadaId: isNova ? 1 : pick(count('fasada')),
      javnoParkiranjeId: pick(count('javnoParkiranje')),
      telefonskeLinijeId: pick(count('telefonskeLinije')),
      instalacije: withNema('instalacije', 0.05, 5),
      klimatizacijaId: pick(count('klimatizacija')),
      lift: row.tip === 1 ? (next() < 0.6 ? 'da' : 'ne') : next() < 0.2 ? 'nepoznato' : 'ne',
      vodovodId: 2,
      kanalizacijaId: next() < 0.85 ? 2 : 3,
      grejanje: withNema('grejanje', 0.08, 2),
      godinaGradnje: godina,
      adaptacija: !isNova && next() < 0.5 ? `${2008 + Math.floor(next() * 17)}` : '',
      radoviPriAdaptaciji: '',
      pomocneProstorije: withNema('pomocneProstorije', 0.2, 3),
      tekuceOdrzavanje: next() < 0.7 ? 'Redovno' : 'Potrebna sanacija fasade i krova',
      izmenio: row.inspekcijaId,
      izmenjeno: dan,
    });
  }
  if (values.length > 0) await tx.insert(radniNalozi).values(values);
  return values.length;
}

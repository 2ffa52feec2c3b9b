import { scaleColor } from '@rp/ui';
import type { BankarTabelaStatistika } from '../api.ts';

/** One row of the bankers table: a banker's property type, or the banker's 'Ukupno' row. */
export interface BankarRed {
  key: string;
  bankarId: number;
  bankaNaziv: string;
  bankarNaziv: string;
  tipId: number | null;
  tipNaziv: string;
  isUkupno: boolean;
  /** The banker has only this row. */
  isJedini: boolean;
  poMesecu: Record<string, number>;
  /** Valuations in the chosen months. */
  ukupno: number;
  dogovorenaCena: number;
  procenjenaVrednost: number;
}

export const BANKARI_POCETNI_LIMIT = 50;
export const BANKARI_KORAK = 10;

/** The months (1–12) in which any banker has a valuation: the only ones the month filter offers (part 2 §6). */
export function meseciSaProcenama(data: readonly BankarTabelaStatistika[]): number[] {
  const months = new Set<number>();
  for (const bankar of data)
    for (const tip of bankar.procenePoTipu) for (const mesec of Object.keys(tip.poMesecu)) months.add(Number(mesec));
  return [...months].sort((a, b) => a - b);
}

/** The sum of a month map over the chosen months, to the para. */
function zbirMeseci(poMesecu: Readonly<Record<string, number>>, meseci: readonly number[]): number {
  return Math.round(meseci.reduce((sum, mesec) => sum + (poMesecu[String(mesec)] ?? 0), 0) * 100) / 100;
}

/**
 * The rows for the chosen months: each row's count, agreed price and estimated value are sums over those months. A
 * server that sends the amounts by month (`dogovorenaCenaPoMesecu`, `procenjenaVrednostPoMesecu`) lets the amounts
 * follow the months; from one that sends only the specification's fields the amounts stay the year's.
 */
export function bankariRedovi(data: readonly BankarTabelaStatistika[], meseci: readonly number[]): BankarRed[] {
  return data.flatMap((bankar) =>
    bankar.procenePoTipu.map((tip) => ({
      key: `${bankar.bankarId}-${tip.nekretninaTipId ?? 'ukupno'}`,
      bankarId: bankar.bankarId,
      bankaNaziv: bankar.bankaNaziv,
      bankarNaziv: bankar.bankarNaziv,
      tipId: tip.nekretninaTipId,
      tipNaziv: tip.nekretninaTipNaziv,
      isUkupno: tip.nekretninaTipId === null,
      isJedini: bankar.procenePoTipu.length === 1,
      poMesecu: tip.poMesecu,
      ukupno: meseci.reduce((sum, mesec) => sum + (tip.poMesecu[String(mesec)] ?? 0), 0),
      dogovorenaCena: tip.dogovorenaCenaPoMesecu
        ? zbirMeseci(tip.dogovorenaCenaPoMesecu, meseci)
        : tip.ukupnaDogovorenaCena,
      procenjenaVrednost: tip.procenjenaVrednostPoMesecu
        ? zbirMeseci(tip.procenjenaVrednostPoMesecu, meseci)
        : tip.ukupnaProcenjenaVrednost,
    })),
  );
}

/** The colour of a row: red at the minimum, green at the maximum of the rows' counts (part 2 §9). */
export function bojaReda(row: BankarRed, min: number, max: number): string {
  return scaleColor(row.ukupno, min, max, { isEmphasized: row.isUkupno || row.isJedini });
}

/** The range the colours run over: the type rows' counts (a total row would always be the maximum). */
export function opsegRedova(rows: readonly BankarRed[]): { min: number; max: number } {
  const values = rows.filter((row) => !row.isUkupno).map((row) => row.ukupno);
  return values.length === 0 ? { min: 0, max: 0 } : { min: Math.min(...values), max: Math.max(...values) };
}

/** The footer: sums of the type rows (the 'Ukupno' rows would count twice). */
export function zbirovi(rows: readonly BankarRed[], meseci: readonly number[]) {
  const typeRows = rows.filter((row) => !row.isUkupno);
  return {
    ukupno: typeRows.reduce((sum, row) => sum + row.ukupno, 0),
    dogovorenaCena: typeRows.reduce((sum, row) => sum + row.dogovorenaCena, 0),
    procenjenaVrednost: typeRows.reduce((sum, row) => sum + row.procenjenaVrednost, 0),
    poMesecu: Object.fromEntries(
      meseci.map((mesec) => [mesec, typeRows.reduce((sum, row) => sum + (row.poMesecu[String(mesec)] ?? 0), 0)]),
    ) as Record<number, number>,
  };
}

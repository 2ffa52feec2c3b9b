import type { StatistikaBankari, StatistikaKlijenti, StatistikaNovac, StatistikaResursi } from '@rp/contract';
import type { MesecniOpseg } from './lib/period.ts';

/** The period of the stories: January to June 2026 (`?od=2026-01&do=2026-06`). */
export const OPSEG: MesecniOpseg = { pocetniMesec: 1, pocetnaGodina: 2026, krajnjiMesec: 6, krajnjaGodina: 2026 };
export const PERIOD_QUERY = '?od=2026-01&do=2026-06';
const MESECI = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'];

export const NOVAC: StatistikaNovac = {
  listaMeseca: MESECI,
  listaPrihoda: [420_000, 515_000, 380_000, 610_000, 590_000, 700_000],
  listaRashoda: [310_500, 322_000, 305_250, 340_000, 338_750, 350_000],
  listaProfita: [109_500, 193_000, 74_750, 270_000, 251_250, 350_000],
};

export const NOVAC_PRAZAN: StatistikaNovac = {
  listaMeseca: MESECI,
  listaPrihoda: MESECI.map(() => 0),
  listaRashoda: MESECI.map(() => 0),
  listaProfita: MESECI.map(() => 0),
};

export const RESURSI: StatistikaResursi = {
  listaMeseca: MESECI,
  listaResursa: [
    {
      Id: 'm2',
      Naziv: 'Dron DJI Mavic 3 Enterprise',
      Prihod: 120_000,
      Rashod: 18_000,
      Profit: 102_000,
      Prihodi: [10_000, 20_000, 15_000, 25_000, 20_000, 30_000],
      Rashodi: [2_000, 3_000, 2_500, 3_500, 3_000, 4_000],
      Profiti: [8_000, 17_000, 12_500, 21_500, 17_000, 26_000],
    },
    {
      Id: 'r1',
      Naziv: 'Marko Petrović',
      Prihod: 900_000,
      Rashod: 480_000,
      Profit: 420_000,
      Prihodi: [140_000, 160_000, 120_000, 170_000, 150_000, 160_000],
      Rashodi: [80_000, 80_000, 80_000, 80_000, 80_000, 80_000],
      Profiti: [60_000, 80_000, 40_000, 90_000, 70_000, 80_000],
    },
  ],
};

export const KLIJENTI: StatistikaKlijenti = {
  listaMeseca: MESECI,
  listaKlijenata: [
    ['Banca Intesa', 1_200_000, 40_000],
    ['Erste banka', 800_000, 20_000],
    ['NLB Komercijalna banka', 450_000, 0],
    ['Jovan Jovanović', 150_000, 10_000],
    ['Graditelj d.o.o.', 100_000, 30_000],
  ].map(([naziv, prihod, rashod], index, all) => {
    const sum = (pick: (row: (typeof all)[number]) => number) => all.reduce((s, row) => s + pick(row), 0);
    const round = (value: number) => Math.round(value * 100) / 100;
    const p = prihod as number;
    const r = rashod as number;
    return {
      id: index + 1,
      naziv: naziv as string,
      prihod: p,
      rashod: r,
      profit: p - r,
      prihodPostotak: round((100 * p) / sum((row) => row[1] as number)),
      rashodPostotak: round((100 * r) / sum((row) => row[2] as number)),
      profitPostotak: round((100 * (p - r)) / sum((row) => (row[1] as number) - (row[2] as number))),
    };
  }),
};

/**
 * A busy year: 1,200 clients, a few large ones and a long tail of people with one valuation each (the pie draws the 23
 * largest and one slice for the rest).
 */
export const KLIJENTI_MNOGO: StatistikaKlijenti = (() => {
  const rows = Array.from({ length: 1_200 }, (_, index) => {
    // the banks bring most of the money; each person or small company of the tail one or two valuations
    const big = KLIJENTI.listaKlijenata[index];
    const prihod = big ? big.prihod * 20 : 20_000 - index * 8;
    const rashod = Math.round(prihod * 0.3);
    const naziv = big?.naziv ?? `Klijent ${String(index + 1).padStart(4, '0')}`;
    return { id: index + 1, naziv, prihod, rashod, profit: prihod - rashod };
  });
  const total = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
  const share = (value: number, sum: number) => Math.round((10_000 * value) / sum) / 100;
  const [prihodi, rashodi, profiti] = [total((r) => r.prihod), total((r) => r.rashod), total((r) => r.profit)];
  return {
    listaMeseca: MESECI,
    listaKlijenata: rows.map((row) => ({
      ...row,
      prihodPostotak: share(row.prihod, prihodi),
      rashodPostotak: share(row.rashod, rashodi),
      profitPostotak: share(row.profit, profiti),
    })),
  };
})();

export const BANKARI: StatistikaBankari = {
  data: [
    {
      bankarId: 11,
      bankarNaziv: 'Ana Marković',
      bankaId: 1,
      bankaNaziv: 'Banca Intesa',
      procene: [
        { datumZavrsetka: '01/15/2026', dogovorenaCena: 30_000 },
        { datumZavrsetka: '03/02/2026', dogovorenaCena: 25_000 },
        { datumZavrsetka: '03/20/2026', dogovorenaCena: 60_000 },
      ],
      procenePoTipu: [
        {
          nekretninaTipId: 811,
          nekretninaTipNaziv: 'Stan',
          ukupnaDogovorenaCena: 55_000,
          ukupnaProcenjenaVrednost: 240_000,
          ukupno: 2,
          poMesecu: { '1': 1, '3': 1 },
          dogovorenaCenaPoMesecu: { '1': 30_000, '3': 25_000 },
          procenjenaVrednostPoMesecu: { '1': 100_000, '3': 140_000 },
        },
        {
          nekretninaTipId: 822,
          nekretninaTipNaziv: 'Lokal',
          ukupnaDogovorenaCena: 60_000,
          ukupnaProcenjenaVrednost: 410_000,
          ukupno: 1,
          poMesecu: { '3': 1 },
          dogovorenaCenaPoMesecu: { '3': 60_000 },
          procenjenaVrednostPoMesecu: { '3': 410_000 },
        },
        {
          nekretninaTipId: null,
          nekretninaTipNaziv: 'Ukupno',
          ukupnaDogovorenaCena: 115_000,
          ukupnaProcenjenaVrednost: 650_000,
          ukupno: 3,
          poMesecu: { '1': 1, '3': 2 },
          dogovorenaCenaPoMesecu: { '1': 30_000, '3': 85_000 },
          procenjenaVrednostPoMesecu: { '1': 100_000, '3': 550_000 },
        },
      ],
    },
    {
      bankarId: 12,
      bankarNaziv: 'Petar Ilić',
      bankaId: 2,
      bankaNaziv: 'Erste banka',
      procene: [{ datumZavrsetka: '05/11/2026', dogovorenaCena: 28_000 }],
      procenePoTipu: [
        {
          nekretninaTipId: 812,
          nekretninaTipNaziv: 'Kuća',
          ukupnaDogovorenaCena: 28_000,
          ukupnaProcenjenaVrednost: 180_000,
          ukupno: 1,
          poMesecu: { '5': 1 },
          dogovorenaCenaPoMesecu: { '5': 28_000 },
          procenjenaVrednostPoMesecu: { '5': 180_000 },
        },
      ],
    },
  ],
};

/** Deterministic demo rows for stories and the benchmark (no network). */
interface KlijentRow {
  id: number;
  naziv: string;
  grad: string;
  maticniBroj: string;
  procena: number;
  dogovorenaCena: number;
  datumUnosa: string;
}

const firstParts = [
  'Vojvodina',
  'Dunav',
  'Fruška',
  'Bačka',
  'Srem',
  'Panonija',
  'Tisa',
  'Begej',
  'Petrovaradin',
  'Liman',
];
const secondParts = ['Invest', 'Gradnja', 'Promet', 'Leasing', 'Nekretnine', 'Trade', 'Projekt', 'Consulting'];
const forms = ['d.o.o.', 'a.d.', 'doo', 'preduzetnik'];
const cities = [
  'Novi Sad',
  'Beograd',
  'Subotica',
  'Sombor',
  'Zrenjanin',
  'Kikinda',
  'Pančevo',
  'Sremska Mitrovica',
  'Čačak',
  'Niš',
];

function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

function makeKlijenti(count: number, seed = 7, now = new Date('2026-03-12T12:00:00Z')): KlijentRow[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    naziv: `${pick(firstParts)} ${pick(secondParts)} ${pick(forms)}`,
    grad: pick(cities),
    maticniBroj: String(10_000_000 + Math.floor(random() * 89_999_999)).slice(0, 8),
    procena: Math.floor(random() * 40),
    dogovorenaCena: Math.round(random() * 2000) * 10 + 300,
    datumUnosa: new Date(now.getTime() - Math.floor(random() * 12) * 86_400_000).toISOString(),
  }));
}

interface BankarRow {
  id: string;
  bankarNaziv: string;
  bankaNaziv: string;
  tip: string;
  isTotal: boolean;
  isSingle: boolean;
  months: Record<number, number>;
  ukupno: number;
}

const bankers = [
  ['Milan Ilić', 'Banca Intesa'],
  ['Jelena Nikolić', 'Banca Intesa'],
  ['Stefan Pavlović', 'UniCredit'],
  ['Ivana Stojanović', 'Raiffeisen'],
  ['Nikola Marić', 'OTP banka'],
  ['Maja Ristić', 'AIK banka'],
] as const;
const types = ['Stan', 'Kuća', 'Poslovni prostor'];

function makeBankari(seed = 3): BankarRow[] {
  const random = seededRandom(seed);
  const rows: BankarRow[] = [];
  bankers.forEach(([bankarNaziv, bankaNaziv], bankerIndex) => {
    const typeCount = 1 + Math.floor(random() * 3);
    const group: BankarRow[] = [];
    for (let t = 0; t < typeCount; t++) {
      const months: Record<number, number> = {};
      for (let m = 1; m <= 12; m++) months[m] = random() < 0.25 ? 0 : Math.floor(random() * 9);
      group.push({
        id: `${bankerIndex}-${t}`,
        bankarNaziv,
        bankaNaziv,
        tip: types[t]!,
        isTotal: false,
        isSingle: typeCount === 1,
        months,
        ukupno: Object.values(months).reduce((sum, value) => sum + value, 0),
      });
    }
    rows.push(...group);
    if (typeCount > 1) {
      const months: Record<number, number> = {};
      for (let m = 1; m <= 12; m++) months[m] = group.reduce((sum, row) => sum + (row.months[m] ?? 0), 0);
      rows.push({
        id: `${bankerIndex}-total`,
        bankarNaziv,
        bankaNaziv,
        tip: 'Ukupno',
        isTotal: true,
        isSingle: false,
        months,
        ukupno: Object.values(months).reduce((sum, value) => sum + value, 0),
      });
    }
  });
  return rows;
}

export { makeKlijenti, makeBankari, seededRandom };
export type { KlijentRow, BankarRow };

import type { ImportFileRow } from './import-template.ts';
import type { ImportKolonaKljuc } from '@rp/contract';

/** A small deterministic generator (mulberry32): the same seed gives the same file. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Mesto {
  opstina: string;
  mesto: string;
  katastar: string;
  lat: number;
  lon: number;
  /** € per m² of a flat there. */
  cena: number;
}

/** Places of the sample: the City of Novi Sad and central Belgrade, each with its seat, a cadastral municipality and a price level. */
const MESTA: readonly Mesto[] = [
  { opstina: 'Novi Sad', mesto: 'Novi Sad', katastar: 'Novi Sad I', lat: 45.2551, lon: 19.8451, cena: 2300 },
  { opstina: 'Novi Sad', mesto: 'Novi Sad', katastar: 'Novi Sad II', lat: 45.2467, lon: 19.8332, cena: 2100 },
  { opstina: 'Novi Sad', mesto: 'Novi Sad', katastar: 'Novi Sad III', lat: 45.2639, lon: 19.8209, cena: 1900 },
  { opstina: 'Novi Sad', mesto: 'Petrovaradin', katastar: 'Petrovaradin', lat: 45.2497, lon: 19.8743, cena: 1800 },
  {
    opstina: 'Novi Sad',
    mesto: 'Sremska Kamenica',
    katastar: 'Sremska Kamenica',
    lat: 45.2236,
    lon: 19.8459,
    cena: 1600,
  },
  { opstina: 'Novi Sad', mesto: 'Veternik', katastar: 'Veternik', lat: 45.2541, lon: 19.7606, cena: 1200 },
  { opstina: 'Novi Sad', mesto: 'Futog', katastar: 'Futog', lat: 45.24, lon: 19.716, cena: 1000 },
  { opstina: 'Vračar', mesto: 'Beograd (Vračar)', katastar: 'Vračar', lat: 44.7985, lon: 20.4783, cena: 4200 },
  {
    opstina: 'Stari grad',
    mesto: 'Beograd (Stari grad)',
    katastar: 'Stari grad',
    lat: 44.8186,
    lon: 20.4586,
    cena: 4000,
  },
  { opstina: 'Novi Beograd', mesto: 'Novi Beograd', katastar: 'Novi Beograd', lat: 44.8125, lon: 20.4165, cena: 3300 },
  { opstina: 'Zvezdara', mesto: 'Beograd (Zvezdara)', katastar: 'Mirijevo', lat: 44.7934, lon: 20.5262, cena: 2400 },
  { opstina: 'Zemun', mesto: 'Zemun', katastar: 'Zemun', lat: 44.843, lon: 20.4011, cena: 2600 },
];

const ULICE = [
  'Bulevar oslobođenja',
  'Zmaj Jovina',
  'Dunavska',
  'Futoška',
  'Narodnog fronta',
  'Kralja Petra I',
  'Bulevar kralja Aleksandra',
  'Njegoševa',
  'Cara Dušana',
  'Gospodara Vučića',
  'Jurija Gagarina',
  'Glavna',
];

const VRSTE: readonly { id: number; povrsina: [number, number]; faktor: number; sprat: boolean }[] = [
  { id: 811, povrsina: [28, 120], faktor: 1, sprat: true },
  { id: 812, povrsina: [70, 260], faktor: 0.75, sprat: false },
  { id: 813, povrsina: [12, 22], faktor: 0.45, sprat: false },
  { id: 814, povrsina: [12, 15], faktor: 0.35, sprat: false },
  { id: 821, povrsina: [20, 300], faktor: 1.1, sprat: true },
  { id: 822, povrsina: [18, 150], faktor: 1.4, sprat: false },
  { id: 831, povrsina: [300, 1500], faktor: 0.08, sprat: false },
];

const IZVORI = ['Oglas', 'Agencija', 'Kupoprodajni ugovor', 'RGZ', 'DATA'];

/**
 * The sample's intentionally bad rows, by 0-based data-row index (the file row is index + 2), and why each is
 * refused. The README lists them; the tests and the e2e check that exactly these are reported.
 */
export const SAMPLE_BAD_ROWS: readonly {
  index: number;
  kolona: ImportKolonaKljuc;
  vrednost: string | number;
  razlog: string;
}[] = [
  { index: 17, kolona: 'vrsta', vrednost: 999, razlog: 'nepoznata šifra vrste' },
  { index: 42, kolona: 'kvadratura', vrednost: -35, razlog: 'negativna površina' },
  { index: 123, kolona: 'opstina', vrednost: 'Atlantida', razlog: 'nepoznata opština' },
  { index: 256, kolona: 'trazenaCena', vrednost: '=B2*2', razlog: 'formula umesto vrednosti' },
  { index: 311, kolona: 'datum', vrednost: '31.02.2026', razlog: 'nepostojeći datum' },
  { index: 404, kolona: 'latitude', vrednost: 145.2, razlog: 'geografska širina van opsega' },
];

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * `count` realistic properties around Novi Sad and Belgrade (prices per m² by place and type), deterministic for a
 * seed; with `bad`, the rows of SAMPLE_BAD_ROWS carry their faults. Generated lazily: any count, flat memory.
 */
export function* sampleRows(
  count: number,
  options: { seed?: number; bad?: boolean } = {},
): Generator<ImportFileRow & { formula?: [ImportKolonaKljuc, string] }> {
  const next = random(options.seed ?? 2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const bad = new Map((options.bad ? SAMPLE_BAD_ROWS : []).map((row) => [row.index, row]));
  for (let index = 0; index < count; index++) {
    const mesto = pick(MESTA);
    const vrsta = pick(VRSTE);
    const povrsina = Math.round((vrsta.povrsina[0] + next() * (vrsta.povrsina[1] - vrsta.povrsina[0])) * 10) / 10;
    const jedinicna = mesto.cena * vrsta.faktor * (0.8 + next() * 0.4);
    const cena = Math.round((povrsina * jedinicna) / 100) * 100;
    const spratnost = 2 + Math.floor(next() * 8);
    const sprat = Math.floor(next() * (spratnost + 1));
    const dan = new Date(Date.UTC(2025, 0, 1) + Math.floor(next() * 480) * 86_400_000);
    const row: ImportFileRow & { formula?: [ImportKolonaKljuc, string] } = {
      vrsta: vrsta.id,
      opstina: mesto.opstina,
      mesto: mesto.mesto,
      katastar: mesto.katastar,
      adresa: `${pick(ULICE)} ${1 + Math.floor(next() * 120)}`,
      latitude: Math.round((mesto.lat + (next() - 0.5) * 0.02) * 1e6) / 1e6,
      longitude: Math.round((mesto.lon + (next() - 0.5) * 0.03) * 1e6) / 1e6,
      kvadratura: povrsina,
      trazenaCena: cena,
      umanjenje: Math.floor(next() * 4) * 2.5,
      trzisnaZakupnina: vrsta.id === 831 ? 0 : Math.round((povrsina * jedinicna) / 220),
      gradjevinskaVrednost: vrsta.id === 831 ? 0 : Math.round(povrsina * 650),
      spratSpratnost: vrsta.sprat ? `${sprat === 0 ? 'PR' : sprat}/${spratnost}` : '',
      spratnostObjekta: vrsta.sprat ? `P+${spratnost - 1}` : vrsta.id === 812 ? 'P+1' : 'P',
      izvorInformacija: pick(IZVORI),
      dodatneKarakteristike: next() < 0.4 ? 'Terasa, lift' : next() < 0.5 ? 'Uknjiženo, centralno grejanje' : '',
      // A row's index in the text keeps every generated row distinct (the import's duplicate rule is by content).
      datum: `${pad(dan.getUTCDate())}.${pad(dan.getUTCMonth() + 1)}.${dan.getUTCFullYear()}`,
    };
    row.dodatneKarakteristike = [row.dodatneKarakteristike, `Uzorak #${index + 1}`].filter(Boolean).join('; ');
    const fault = bad.get(index);
    if (fault) {
      if (typeof fault.vrednost === 'string' && fault.vrednost.startsWith('='))
        row.formula = [fault.kolona, fault.vrednost.slice(1)];
      else row[fault.kolona] = fault.vrednost;
    }
    yield row;
  }
}

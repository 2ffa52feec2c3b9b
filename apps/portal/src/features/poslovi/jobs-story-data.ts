import type { MoguceZavisnosti, Posao, SablonPosla, Zadatak, ZauzetostZaSve } from '@rp/contract';
import { sessionKeys } from '../session/api.ts';
import { masineKeys } from '../masine/api.ts';
import { izborKeys } from '../procene/izbor-api.ts';
import { proceneKeys } from '../procene/api.ts';
import { addDays } from '../procene/filters.ts';
import { zadaciKeys } from '../zadaci/api.ts';
import { rasponZadatka } from '../zadaci/zadatak-form.ts';
import { posloviListKeys, type PosloviFilter } from './api.ts';
import { defaultPosloviFilter } from './poslovi-filter.ts';

/** Prepared data of the job and task screens' stories (stories never fetch). */
type Entry = [readonly unknown[], unknown];

const posao = (fields: Partial<Posao> & Pick<Posao, 'Id' | 'Naziv'>): Posao => ({
  Opis: '',
  IdKlijenta: null,
  KlijentNaziv: '',
  IdSablona: null,
  SablonNaziv: '',
  Prioritet: 2,
  FiksniPocetak: '',
  DogovorenaCena: 0,
  Pocetak: '2026-11-02T08:00:00.000Z',
  Kraj: '2026-11-06T16:00:00.000Z',
  BrojZadataka: 0,
  BrojZavrsenih: 0,
  Aktivan: 1,
  Latitude: null,
  Longitude: null,
  Adresa: '',
  Verzija: 1,
  ...fields,
});

export const storyPosao = posao({
  Id: 21,
  Naziv: 'Procena stana – Liman 3, Novi Sad',
  Opis: 'Trosoban stan na 4. spratu, za kredit Banca Intesa.',
  IdKlijenta: 4,
  KlijentNaziv: 'Petar Nikolić',
  IdSablona: 2,
  SablonNaziv: 'Procena stana za banku',
  Prioritet: 1,
  DogovorenaCena: 41_000,
  BrojZadataka: 3,
  BrojZavrsenih: 1,
  Latitude: 45.2446,
  Longitude: 19.8425,
  Adresa: 'Balzakova 12',
  Verzija: 3,
});

export const storyPoslovi: Posao[] = [
  storyPosao,
  posao({
    Id: 22,
    Naziv: 'Portfolio Raiffeisen – 14 lokala',
    IdKlijenta: 1,
    KlijentNaziv: 'Raiffeisen banka a.d. Beograd',
    Prioritet: 2,
    DogovorenaCena: 491_000,
    Pocetak: '2026-10-19T08:00:00.000Z',
    Kraj: '2026-11-27T16:00:00.000Z',
    BrojZadataka: 14,
    BrojZavrsenih: 9,
    Latitude: 44.8125,
    Longitude: 20.4612,
    Adresa: 'Đorđa Stanojevića 16',
  }),
  posao({
    Id: 23,
    Naziv: 'Procena placa – Čenej',
    KlijentNaziv: 'Mlekara Šabac a.d.',
    IdKlijenta: 3,
    Prioritet: 3,
    DogovorenaCena: 21_000,
    BrojZadataka: 2,
    BrojZavrsenih: 2,
    Aktivan: 0,
  }),
];

export const storySabloni: SablonPosla[] = [
  { Id: 2, Naziv: 'Procena stana za banku', BrojZadataka: 4, TrajanjeDani: 6 },
  { Id: 3, Naziv: 'Portfolio banke – poslovni prostor', BrojZadataka: 5, TrajanjeDani: 12 },
];

const zadatak = (fields: Partial<Zadatak> & Pick<Zadatak, 'Id' | 'Naziv'>): Zadatak => ({
  Posao: storyPosao.Id,
  PosaoNaziv: storyPosao.Naziv,
  Pocetak: '2026-11-02T08:00:00.000Z',
  PlaniranoTrajanje: 8,
  PlaniranoTrajanjeDani: 1,
  Oprema: [],
  Radnici: [],
  Zavisnost: null,
  StvarniPocetak: '0001-01-01T00:00:00Z',
  Zavrseno: '0001-01-01T00:00:00Z',
  Pauza: 0,
  Godisnji: 0,
  Status: 'nijePoceo',
  Kraj: '2026-11-02T16:00:00.000Z',
  Verzija: 1,
  ...fields,
});

export const storyZadaci: Zadatak[] = [
  zadatak({
    Id: 101,
    Naziv: 'Prikupljanje dokumentacije',
    Status: 'zavrsen',
    Radnici: [{ Id: 5, Ime: 'Marko', Prezime: 'Stojanović' }],
  }),
  zadatak({
    Id: 102,
    Naziv: 'Snimanje na terenu',
    Pocetak: '2026-11-03T08:00:00.000Z',
    Kraj: '2026-11-04T16:00:00.000Z',
    PlaniranoTrajanje: 16,
    PlaniranoTrajanjeDani: 2,
    Zavisnost: 101,
    Status: 'uToku',
    Radnici: [
      { Id: 5, Ime: 'Marko', Prezime: 'Stojanović' },
      { Id: 6, Ime: 'Ivana', Prezime: 'Ilić' },
    ],
    Oprema: [{ Id: 2, Ime: 'Laserski daljinomer Leica' }],
  }),
  zadatak({
    Id: 103,
    Naziv: 'Izrada izveštaja',
    Pocetak: '2026-11-05T08:00:00.000Z',
    Kraj: '2026-11-06T12:00:00.000Z',
    PlaniranoTrajanje: 12,
    PlaniranoTrajanjeDani: 1.5,
    Zavisnost: 102,
    Radnici: [{ Id: 7, Ime: 'Jovana', Prezime: 'Perić' }],
    Verzija: 2,
  }),
];

export const storyRadnici = [
  { id: 6, ime: 'Ivana', prezime: 'Ilić', aktivan: true },
  { id: 7, ime: 'Jovana', prezime: 'Perić', aktivan: true },
  { id: 5, ime: 'Marko', prezime: 'Stojanović', aktivan: true },
];

export const storyMasine = [
  { Id: 1, Ime: 'Dron DJI Mavic 3', CenaPoSatu: 1200, verzija: 1 },
  { Id: 2, Ime: 'Laserski daljinomer Leica', CenaPoSatu: 300, verzija: 1 },
];

export const storyKlijentiIzbor = [
  { id: 3, naziv: 'Mlekara Šabac a.d.' },
  { id: 4, naziv: 'Petar Nikolić' },
];

export const storyConfig: Entry = [sessionKeys.config(), { demo: false, demoLogins: [], tileUrl: '', geocoderUrl: '' }];

export const listData = (rows: Posao[], filter: PosloviFilter = defaultPosloviFilter()): Entry => [
  posloviListKeys.list(filter),
  rows,
];

/** What every job form needs loaded: the templates and the first page of the client picker. */
export const posaoFormData: Entry[] = [
  [posloviListKeys.sabloni(), storySabloni],
  [izborKeys.klijenti(''), storyKlijentiIzbor],
];

export const posaoData = (value: Posao = storyPosao): Entry[] => [
  [posloviListKeys.detail(value.Id), value],
  [posloviListKeys.zadaci(value.Id), storyZadaci],
  ...posaoFormData,
];

/** Marko is on annual leave from 4 November; 5 November is a state holiday in these stories. */
function odsustva(): Pick<ZauzetostZaSve, 'itemList' | 'praznici' | 'currentTime'> {
  return {
    itemList: storyRadnici.map((radnik) => ({
      Id: radnik.id,
      naziv: `${radnik.ime} ${radnik.prezime}`,
      zadatakList: [],
      odsustva:
        radnik.id === 5
          ? [{ Vrsta: 'godisnji' as const, Naziv: 'Godišnji odmor', Pocetak: '2026-11-04', Kraj: '2026-11-13' }]
          : [],
    })),
    praznici: ['2026-11-11'],
    currentTime: '2026-11-02T09:00:00.000Z',
  };
}

/** The task form's pickers, and the absences in the days of a task that starts `pocetak` and lasts `sati`. */
export function zadatakFormData(zadatakId: number, pocetak: string, sati: number): Entry[] {
  const raspon = rasponZadatka(pocetak, sati)!;
  const moguce: MoguceZavisnosti['itemList'] = storyZadaci
    .filter((item) => item.Id !== zadatakId && (zadatakId === 0 || item.Id < zadatakId))
    .map((item) => ({ Id: item.Id, Naziv: item.Naziv, Pocetak: item.Pocetak, Kraj: item.Kraj }));
  return [
    [posloviListKeys.detail(storyPosao.Id), storyPosao],
    [masineKeys.list(), storyMasine],
    [proceneKeys.radnici(), storyRadnici],
    [zadaciKeys.moguceZavisnosti(storyPosao.Id, zadatakId), moguce],
    [
      zadaciKeys.odsustva(
        storyRadnici.map((radnik) => radnik.id),
        raspon.prvi,
        addDays(raspon.poslednji, 21),
      ),
      odsustva(),
    ],
  ];
}

export const zadatakData = (value: Zadatak): Entry => [zadaciKeys.detail(value.Id), value];

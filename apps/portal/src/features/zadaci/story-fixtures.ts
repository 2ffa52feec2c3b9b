import { MISSING_DATE, type Radnik, type Zadatak, type Zauzetost } from '@rp/contract';

/** Records the task screens' stories find in their query cache (stories never reach a server). */
const HOUR = 3_600_000;
export const STORY_NOW = Date.now();
const at = (hours: number) => new Date(STORY_NOW + hours * HOUR).toISOString();

/** The story users' ids: signedInAs('User', STORY_USER_ID) and the like. */
export const STORY_USER_ID = 6;

const radnik = (id: number, ime: string, prezime: string, username: string): Radnik => ({
  id,
  ime,
  prezime,
  username,
  aktivan: true,
  permission: 'User',
  slobodniDani: 20,
  IskoristeniDani: 3,
  cenaRada: 1500,
  idGrada: null,
  idOpstine: null,
  verzija: 1,
  datumPocetka: '2024-01-01',
  datumOdlaska: null,
});

export const RADNICI: Radnik[] = [
  { ...radnik(1, 'Marko', 'Petrović', 'admin'), permission: 'Admin' },
  radnik(5, 'Ivana', 'Ilić', 'iilic'),
  radnik(6, 'Stefan', 'Đorđević', 'sdjordjevic'),
];
const STEFAN = { Id: 6, Ime: 'Stefan', Prezime: 'Đorđević' };
const IVANA = { Id: 5, Ime: 'Ivana', Prezime: 'Ilić' };

const POSAO = { Posao: 6, PosaoNaziv: 'Procena poljoprivrednog zemljišta – Čenej' };
const zadatak = (fields: Partial<Zadatak> & Pick<Zadatak, 'Id' | 'Naziv'>): Zadatak => ({
  ...POSAO,
  Pocetak: at(-2),
  PlaniranoTrajanje: 8,
  PlaniranoTrajanjeDani: 1,
  Oprema: [],
  Radnici: [STEFAN],
  Zavisnost: null,
  StvarniPocetak: MISSING_DATE,
  Zavrseno: MISSING_DATE,
  Pauza: 0,
  Godisnji: 0,
  Status: 'nijePoceo',
  Kraj: fields.Pocetak ?? at(-2),
  Verzija: 1,
  ...fields,
});

export const KATASTAR = zadatak({
  Id: 20,
  Naziv: 'Uvid u katastar',
  Pocetak: at(-120),
  PlaniranoTrajanje: 3,
  PlaniranoTrajanjeDani: 0.38,
  StvarniPocetak: at(-120),
  Zavrseno: at(-117),
  Status: 'zavrsen',
});
export const OBILAZAK = zadatak({
  Id: 21,
  Naziv: 'Obilazak parcela',
  PlaniranoTrajanje: 12,
  PlaniranoTrajanjeDani: 1.5,
  Oprema: [
    { Id: 3, Ime: 'Dacia Duster' },
    { Id: 1, Ime: 'Dron DJI Mavic 3' },
  ],
  Radnici: [STEFAN, IVANA],
  Zavisnost: 20,
  StvarniPocetak: at(-3),
  Pauza: 1,
  Status: 'pauziran',
});
export const IZVESTAJ = zadatak({ Id: 22, Naziv: 'Izveštaj o proceni zemljišta', Pocetak: at(70), Zavisnost: 21 });
export const ANALIZA = zadatak({
  Id: 23,
  Naziv: 'Analiza cena zemljišta',
  Pocetak: at(76),
  PlaniranoTrajanje: 6,
  PlaniranoTrajanjeDani: 0.75,
  Radnici: [IVANA],
});

const plan = (task: Zadatak, hours: number) => ({
  Id: task.Id,
  Naziv: task.Naziv,
  Posao: task.Posao,
  Vrsta: 'plan' as const,
  Status: task.Status,
  Interval: { Pocetak: task.Pocetak, Kraj: new Date(Date.parse(task.Pocetak) + hours * HOUR).toISOString() },
});
const rad = (task: Zadatak, from: number, to: number) => ({
  Id: task.Id,
  Naziv: task.Naziv,
  Posao: task.Posao,
  Vrsta: 'rad' as const,
  Status: task.Status,
  Interval: { Pocetak: at(from), Kraj: at(to) },
});

export const ZAUZETOST: Record<number, Zauzetost> = {
  6: {
    currentTime: at(0),
    itemList: [plan(OBILAZAK, 28), plan(IZVESTAJ, 8), rad(KATASTAR, -120, -117), rad(OBILAZAK, -3, -1)],
  },
  5: { currentTime: at(0), itemList: [plan(OBILAZAK, 28), plan(ANALIZA, 6)] },
};

/** The task lists of workers 6 and 5 (what zadaci/get/radnik answers for the screen's range). */
export const ZADACI_RADNIKA: Record<number, Zadatak[]> = {
  6: [KATASTAR, OBILAZAK, IZVESTAJ],
  5: [OBILAZAK, ANALIZA],
};

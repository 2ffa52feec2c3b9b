import type { Drzava, Grad, Opstina, Radnik } from '@rp/contract';
import { radniciKeys } from './api.ts';
import { lokacijeKeys } from '../lokacije/api.ts';

/** Prepared data of the worker screens' stories (stories never fetch). */
export const storyRadnik: Radnik = {
  id: 7,
  ime: 'Milan',
  prezime: 'Stojanović',
  username: 'mstojanovic',
  aktivan: true,
  permission: 'User',
  slobodniDani: 20,
  IskoristeniDani: 11,
  cenaRada: 1600,
  idOpstine: 1,
  idGrada: 2,
  jezik: 'sr',
  verzija: 3,
  datumPocetka: '2024-01-01',
  datumOdlaska: null,
};

export const storyAdmin: Radnik = {
  ...storyRadnik,
  id: 1,
  ime: 'Marko',
  prezime: 'Petrović',
  username: 'admin',
  permission: 'Admin',
  slobodniDani: 25,
  IskoristeniDani: 6,
  cenaRada: 2500,
};

const drzave: Drzava[] = [{ id: 1, naziv: 'Srbija', kod: 'RS' }];
const opstine: Opstina[] = [
  { id: 1, naziv: 'Novi Sad', drzavaId: 1 },
  { id: 2, naziv: 'Sremski Karlovci', drzavaId: 1 },
  { id: 3, naziv: 'Beočin', drzavaId: 1 },
];
const gradovi: Grad[] = [
  { id: 1, naziv: 'Novi Sad', opstinaId: 1 },
  { id: 2, naziv: 'Petrovaradin', opstinaId: 1 },
  { id: 3, naziv: 'Futog', opstinaId: 1 },
];

/** The location lists under the keys of api.ts. */
export const storyLocations: Array<[readonly unknown[], unknown]> = [
  [lokacijeKeys.drzave(), drzave],
  [lokacijeKeys.opstine(1), opstine],
  [lokacijeKeys.gradovi(1), gradovi],
  [lokacijeKeys.gradovi(2), [{ id: 4, naziv: 'Sremski Karlovci', opstinaId: 2 }]],
  [lokacijeKeys.gradovi(3), [{ id: 5, naziv: 'Beočin', opstinaId: 3 }]],
];

export const radnikData = (radnik: Radnik): [readonly unknown[], unknown] => [radniciKeys.detail(radnik.id), radnik];

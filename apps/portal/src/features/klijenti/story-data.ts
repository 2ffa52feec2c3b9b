import type { InfiniteData } from '@tanstack/react-query';
import type { Klijent, KlijentLista } from '@rp/contract';
import { klijentiKeys, type KlijentiFilter } from './api.ts';
import { sessionKeys } from '../session/api.ts';

/** Prepared data of the client screens' stories (stories never fetch). */
const base: Omit<Klijent, 'id' | 'naziv' | 'tip' | 'lice'> = {
  maticniBroj: '',
  idGrada: 1,
  idOpstine: 1,
  idBanke: null,
  adresa: '',
  telefon: '',
  email: '',
  latitude: null,
  longitude: null,
  gradNaziv: 'Novi Sad',
  opstinaNaziv: 'Novi Sad',
  drzavaNaziv: 'Srbija',
  bankaNaziv: null,
  verzija: 1,
};

export const storyBanka: Klijent = {
  ...base,
  id: 1,
  naziv: 'Banca Intesa a.d. Beograd',
  tip: 2,
  lice: 1,
  maticniBroj: '07759231',
  adresa: 'Milentija Popovića 7b',
  idGrada: 4,
  idOpstine: 4,
  gradNaziv: 'Beograd',
  opstinaNaziv: 'Novi Beograd',
  latitude: 44.8125,
  longitude: 20.4233,
};

export const storyBankar: Klijent = {
  ...base,
  id: 2,
  naziv: 'Jelena Đorđević',
  tip: 3,
  lice: 2,
  idBanke: 1,
  bankaNaziv: 'Banca Intesa a.d. Beograd',
  telefon: '+381 21 480 2000',
  email: 'jelena.djordjevic@bancaintesa.rs',
};

export const storyKlijent: Klijent = {
  ...base,
  id: 3,
  naziv: 'Mlekara Šabac a.d.',
  tip: 1,
  lice: 1,
  maticniBroj: '08123456',
  adresa: 'Bulevar oslobođenja 12',
  gradNaziv: 'Šabac',
  opstinaNaziv: 'Šabac',
  idGrada: 6,
  idOpstine: 6,
  verzija: 4,
};

export const storyFizicko: Klijent = {
  ...base,
  id: 4,
  naziv: 'Petar Nikolić',
  tip: 1,
  lice: 2,
  maticniBroj: '0101990800012',
  adresa: 'Zmaj Jovina 3',
  latitude: 45.2551,
  longitude: 19.8451,
};

export const storyKlijenti = [storyBanka, storyBankar, storyKlijent, storyFizicko];

export const DEFAULT_FILTER: KlijentiFilter = { tipovi: [], searchData: '', sort: 'naziv', smer: 'asc' };

/** One loaded page of the list under its key, as useInfiniteQuery keeps it. */
export function listData(
  rows: Klijent[],
  ukupno = rows.length,
  filter: KlijentiFilter = DEFAULT_FILTER,
): [readonly unknown[], InfiniteData<KlijentLista, number>] {
  return [klijentiKeys.list(filter), { pages: [{ itemList: rows, ukupno }], pageParams: [0] }];
}

/** The server's client configuration without tiles or a geocoder (neither is reachable in a story). */
export const storyConfig: [readonly unknown[], unknown] = [
  sessionKeys.config(),
  { demo: false, demoLogins: [], tileUrl: '', geocoderUrl: '' },
];

export const bankeData: [readonly unknown[], unknown] = [klijentiKeys.banke(), [storyBanka]];

export const klijentData = (klijent: Klijent): [readonly unknown[], unknown] => [
  klijentiKeys.detail(klijent.id),
  klijent,
];

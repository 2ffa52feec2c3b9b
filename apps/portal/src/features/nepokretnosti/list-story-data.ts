import type { InfiniteData } from '@tanstack/react-query';
import type { Nepokretnost, NepokretnostLista, NepokretnostMapa } from '@rp/contract';
import { lokacijeKeys } from '../lokacije/api.ts';
import { sessionKeys } from '../session/api.ts';
import { mapaFilterOf, nepokretnostiListKeys } from './api.ts';
import { filterFromParams, type NepokretnostiFilter } from './filters.ts';

/** Prepared data of the property list's stories (stories never fetch). */
const base: Omit<Nepokretnost, 'id' | 'vrsta' | 'adresa' | 'latitude' | 'longitude' | 'kvadratura' | 'trazenaCena'> = {
  tipNepokretnosti: { id: 81, naziv: 'Stambeni prostor' },
  drzava: { id: 1, naziv: 'Srbija' },
  opstina: { id: 1, naziv: 'Novi Sad' },
  grad: { id: 1, naziv: 'Novi Sad' },
  katastar: { id: 1, naziv: 'Novi Sad I' },
  umanjenje: 0,
  jedinicnaCena: 0,
  korigovanaCena: 0,
  jedCenaNakonKor: 0,
  trzisnaZakupnina: 0,
  jedinicnaCenaZakupnine: 0,
  gradjevinskaVrednost: 0,
  prethodnoProceTrzisnaVrednost: 0,
  prethodnoProcGradjevinskaVrednost: 0,
  spratSpratnost: '',
  spratnostObjekta: '',
  izvorInformacija: 'DATA',
  dodatneKarakteristike: '',
  predmetProcene: false,
  datum: '2026-10-14',
  glavnaSlikaId: null,
  brojSlika: 0,
  udaljenost: null,
  verzija: 1,
};

const property = (
  id: number,
  vrsta: [number, string],
  adresa: string,
  [latitude, longitude]: [number, number],
  kvadratura: number,
  trazenaCena: number,
  extra: Partial<Nepokretnost> = {},
): Nepokretnost => ({
  ...base,
  id,
  vrsta: { id: vrsta[0], naziv: vrsta[1] },
  adresa,
  latitude,
  longitude,
  kvadratura,
  trazenaCena,
  jedinicnaCena: Math.round(trazenaCena / kvadratura),
  korigovanaCena: trazenaCena,
  jedCenaNakonKor: Math.round((trazenaCena / kvadratura) * 100) / 100,
  ...extra,
});

export const storyNepokretnosti: Nepokretnost[] = [
  property(101, [811, 'Stan'], 'Bulevar oslobođenja 12', [45.2551, 19.8418], 58, 118_900, { udaljenost: 120 }),
  property(102, [812, 'Kuća'], 'Futoški put 88', [45.2488, 19.8022], 142, 215_000, { udaljenost: 1_840 }),
  property(103, [822, 'Lokal'], 'Zmaj Jovina 3', [45.2567, 19.8451], 36, 96_000, {
    tipNepokretnosti: { id: 82, naziv: 'Poslovni prostor' },
    datum: '2026-09-02',
    udaljenost: 310,
  }),
  property(104, [811, 'Stan'], 'Narodnog fronta 21', [45.2405, 19.8367], 71.5, 149_500, {
    datum: '2026-08-20',
    udaljenost: 2_450,
  }),
];

export const storyMapa: NepokretnostMapa = {
  itemList: storyNepokretnosti.map((row) => ({
    id: row.id,
    naziv: `${row.vrsta.naziv}, ${row.adresa}`,
    vrstaId: row.vrsta.id,
    latitude: row.latitude!,
    longitude: row.longitude!,
    adresa: row.adresa,
    opstina: row.opstina.naziv,
    grad: row.grad?.naziv ?? null,
    jedinicnaCena: row.jedinicnaCena,
  })),
  ukupno: storyNepokretnosti.length,
  skraceno: false,
};

/** The filter of an address, as the screen reads it (today's default window included). */
export const filterAt = (search = ''): NepokretnostiFilter => filterFromParams(new URLSearchParams(search));

/** One loaded page of the list and the map's answer under their keys, as the screen's queries keep them. */
export function listData(
  rows: Nepokretnost[],
  ukupno = rows.length,
  filter: NepokretnostiFilter = filterAt(),
): Array<[readonly unknown[], unknown]> {
  const page: InfiniteData<NepokretnostLista, number> = {
    pages: [{ itemList: rows, ukupno, pages: Math.ceil(ukupno / 50), currentPage: 1, itemsPerPage: 50 }],
    pageParams: [0],
  };
  return [
    [nepokretnostiListKeys.list(filter), page],
    [nepokretnostiListKeys.mapa(mapaFilterOf(filter)), { ...storyMapa, ukupno }],
  ];
}

export const storyOpstine: [readonly unknown[], unknown] = [
  lokacijeKeys.opstine(1),
  [
    { id: 1, naziv: 'Novi Sad', drzavaId: 1 },
    { id: 2, naziv: 'Beograd (Stari grad)', drzavaId: 1 },
  ],
];

/** The server's client configuration without tiles or a geocoder (neither is reachable in a story). */
export const storyConfig: [readonly unknown[], unknown] = [
  sessionKeys.config(),
  { demo: false, demoLogins: [], tileUrl: '', geocoderUrl: '' },
];

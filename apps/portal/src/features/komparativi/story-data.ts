import type { InfiniteData } from '@tanstack/react-query';
import {
  indikacijaVrednosti,
  uskladjenaJedinicnaVrednost,
  type Komparativ,
  type KomparativLista,
  type KomparativPretraga,
  type Nepokretnost,
} from '@rp/contract';
import { proceneKeys } from '../procene/api.ts';
import { storyConfig } from '../klijenti/story-data.ts';
import { komparativiKeys } from './api.ts';
import { defaultPretraga, queryFromPretraga } from './pretraga-filter.ts';

/** Prepared data of the comparables' stories (stories never fetch): a flat on Liman and the flats around it. */
export const STORY_PROCENA = 21;
export const STORY_PREDMET = 301;

const base: Omit<Nepokretnost, 'id' | 'adresa' | 'latitude' | 'longitude' | 'kvadratura' | 'trazenaCena'> = {
  vrsta: { id: 811, naziv: 'Stan' },
  tipNepokretnosti: { id: 81, naziv: 'Stambeni prostor' },
  drzava: { id: 1, naziv: 'Srbija' },
  opstina: { id: 1, naziv: 'Novi Sad' },
  grad: { id: 1, naziv: 'Novi Sad' },
  katastar: null,
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

function property(
  id: number,
  adresa: string,
  [latitude, longitude]: [number, number],
  kvadratura: number,
  trazenaCena: number,
  udaljenost: number | null,
  umanjenje = 0,
): Nepokretnost {
  const korigovanaCena = trazenaCena - (trazenaCena * umanjenje) / 100;
  return {
    ...base,
    id,
    adresa,
    latitude,
    longitude,
    kvadratura,
    trazenaCena,
    umanjenje,
    jedinicnaCena: Math.round(trazenaCena / kvadratura),
    korigovanaCena,
    jedCenaNakonKor: Math.round((korigovanaCena / kvadratura) * 100) / 100,
    udaljenost,
  };
}

export const storyPredmet: Nepokretnost = {
  ...property(STORY_PREDMET, 'Bulevar cara Lazara 56', [45.2452, 19.8465], 60, 126_000, null),
  predmetProcene: true,
};

const okolina: Nepokretnost[] = [
  property(401, 'Narodnog fronta 23', [45.2461, 19.8472], 58, 121_800, 112),
  property(402, 'Balzakova 9', [45.2438, 19.8451], 64, 140_800, 186, 5),
  property(403, 'Fruškogorska 14', [45.2475, 19.8431], 55, 110_000, 356),
  property(404, 'Puškinova 6', [45.2427, 19.8496], 70, 150_500, 372, 3),
  property(405, 'Sime Matavulja 2', [45.2489, 19.8502], 49, 101_920, 498),
  property(406, 'Ive Andrića 11', [45.2409, 19.8418], 62, 133_300, 612),
];

const komparativ = (n: Nepokretnost, procentualnoUskladjivanje: number): Komparativ => ({
  id: n.id,
  nepokretnost: n,
  procentualnoUskladjivanje,
  korigovanaJedinicnaCena: n.jedCenaNakonKor,
  uskladjenaJedinicnaVrednost: uskladjenaJedinicnaVrednost(procentualnoUskladjivanje, n.jedCenaNakonKor),
  udaljenost: n.udaljenost,
  verzija: 2,
});

function lista(itemList: Komparativ[], maxKomparativa = 10): KomparativLista {
  return {
    procenaId: STORY_PROCENA,
    predmet: storyPredmet,
    itemList,
    indikacija: indikacijaVrednosti(
      itemList.map((item) => item.uskladjenaJedinicnaVrednost),
      storyPredmet.kvadratura,
    ),
    maxKomparativa,
  };
}

export const storyKomparativi = lista([
  komparativ(okolina[0]!, 5),
  komparativ(okolina[1]!, -2.5),
  komparativ(okolina[2]!, 7.5),
]);
export const storyKomparativiPrazno = lista([]);

const common: Array<[readonly unknown[], unknown]> = [
  storyConfig,
  [proceneKeys.naziv(STORY_PROCENA), 'Bulevar cara Lazara 56, Novi Sad'],
];

export const komparativiScreen = (data: KomparativLista = storyKomparativi) => ({
  path: `/index/procene/${STORY_PROCENA}/komparativi/${STORY_PREDMET}`,
  route: '/index/procene/:procenaId/komparativi/:predmetKomparativ',
  queryData: [...common, [komparativiKeys.list(STORY_PROCENA, STORY_PREDMET), data]] as Array<
    [readonly unknown[], unknown]
  >,
});

/** The search's first page as the add screen asks for it (the subject's starting filters); `izabrano` already chosen. */
export function unosScreen(izabrano: readonly number[] = [401, 402, 403], ukupnoIzabrano = izabrano.length) {
  const page: KomparativPretraga = {
    itemList: okolina.map((n) => ({ ...n, vecIzabranaZaProcenu: izabrano.includes(n.id) })),
    pages: 1,
    currentPage: 1,
    itemsPerPage: 50,
    ukupno: okolina.length,
    centar: { latitude: storyPredmet.latitude!, longitude: storyPredmet.longitude! },
    izabrano: ukupnoIzabrano,
    maxKomparativa: 10,
  };
  const data: InfiniteData<KomparativPretraga, number> = { pages: [page], pageParams: [0] };
  const listData = lista(okolina.filter((n) => izabrano.includes(n.id)).map((n) => komparativ(n, 0)));
  return {
    path: `/index/procene/${STORY_PROCENA}/komparativi/unos/${STORY_PREDMET}`,
    route: '/index/procene/:procenaId/komparativi/unos/:predmetKomparativ',
    queryData: [
      ...common,
      [komparativiKeys.list(STORY_PROCENA, STORY_PREDMET), listData],
      [komparativiKeys.pretraga(STORY_PROCENA, STORY_PREDMET, queryFromPretraga(defaultPretraga(storyPredmet))), data],
    ] as Array<[readonly unknown[], unknown]>,
  };
}

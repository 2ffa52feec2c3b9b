import type { InfiniteData } from '@tanstack/react-query';
import type { ProcenaLista, ProcenaListItem, RadnikIzbor } from '@rp/contract';
import { firmToday } from '../../lib/format.ts';
import { klijentiKeys } from '../klijenti/api.ts';
import { storyBanka } from '../klijenti/story-data.ts';
import { proceneKeys } from './api.ts';
import { addDays, filterFromParams, type ProceneFilter } from './filters.ts';

/** Prepared data of the valuation list's stories (stories never fetch): a week of a Novi Sad office's work. */
export const storyRadnici: RadnikIzbor[] = [
  { id: 1, ime: 'Marko', prezime: 'Jovanović', aktivan: true },
  { id: 2, ime: 'Jelena', prezime: 'Petrović', aktivan: true },
  { id: 3, ime: 'Nikola', prezime: 'Savić', aktivan: true },
  { id: 4, ime: 'Ivana', prezime: 'Đorđević', aktivan: true },
];

/** The instant of 10:30 Belgrade time `daysAgo` days before today. */
const enteredDaysAgo = (daysAgo: number) => `${addDays(firmToday(), -daysAgo)}T09:30:00.000Z`;

const base: Omit<ProcenaListItem, 'id' | 'naziv' | 'datumUnosa'> = {
  opis: '',
  idKlijenta: 1,
  bankaNaziv: 'Banca Intesa a.d. Beograd',
  idKlijenta2: 10,
  klijentNaziv: 'Petar Nikolić',
  idKlijenta3: 2,
  bankarNaziv: 'Milica Ristić',
  vodjaId: 1,
  vodjaIme: 'Marko Jovanović',
  inspekcijaId: 2,
  inspektorIme: 'Jelena Petrović',
  inspekcijaSnimanje: false,
  prioritet: 2,
  faza: 1,
  fazaPlacanjaId: 2,
  tip: 1,
  dogovorenaCena: 24_000,
  datumZavrsetka: null,
  datumSlanja: null,
  nepokretnostId: 100,
  nazivPrvogPredmetaProcene: null,
  vrstaId: 811,
  adresa: 'Bulevar oslobođenja 46',
  opstina: 'Novi Sad',
  grad: 'Novi Sad',
  latitude: 45.2551,
  longitude: 19.8424,
  verzija: 1,
};

export function storyProcene(): ProcenaListItem[] {
  return [
    {
      ...base,
      id: 41,
      naziv: 'Bulevar oslobođenja 46, Novi Sad',
      datumUnosa: enteredDaysAgo(0),
      opis: 'Stan 64 m², treći sprat, ključ kod komšije',
      prioritet: 1,
    },
    {
      ...base,
      id: 40,
      naziv: 'Zmaj Jovina 12, Novi Sad',
      datumUnosa: enteredDaysAgo(1),
      nazivPrvogPredmetaProcene: 'Lokal u prizemlju',
      idKlijenta2: 11,
      klijentNaziv: 'Kafe Dunav d.o.o.',
      tip: 2,
      vrstaId: 822,
      nepokretnostId: 101,
      inspekcijaSnimanje: true,
      dogovorenaCena: 48_000,
      faza: 6,
      vodjaId: 3,
      vodjaIme: 'Nikola Savić',
    },
    {
      ...base,
      id: 39,
      naziv: 'Kralja Petra I 8, Sremski Karlovci',
      datumUnosa: enteredDaysAgo(3),
      idKlijenta: 5,
      bankaNaziv: 'Raiffeisen banka a.d.',
      idKlijenta3: 6,
      bankarNaziv: 'Stefan Kovač',
      klijentNaziv: 'Ana Marković',
      faza: 2,
      fazaPlacanjaId: 1,
      prioritet: 3,
      nepokretnostId: 102,
      dogovorenaCena: 30_000,
    },
    {
      ...base,
      id: 38,
      naziv: 'Futoški put 93, Novi Sad',
      datumUnosa: enteredDaysAgo(5),
      nazivPrvogPredmetaProcene: 'Magacin sa dvorištem',
      idKlijenta2: 12,
      klijentNaziv: 'Agro Bačka d.o.o.',
      tip: 2,
      faza: 3,
      fazaPlacanjaId: 3,
      datumZavrsetka: enteredDaysAgo(1),
      dogovorenaCena: 96_000,
      inspekcijaId: 4,
      inspektorIme: 'Ivana Đorđević',
      inspekcijaSnimanje: true,
      opis: 'Hitno za kreditni odbor',
      nepokretnostId: 103,
    },
    {
      ...base,
      id: 37,
      naziv: 'Partizanska 5, Beograd',
      datumUnosa: enteredDaysAgo(9),
      idKlijenta: 7,
      bankaNaziv: 'OTP banka Srbija a.d.',
      idKlijenta3: null,
      bankarNaziv: null,
      klijentNaziv: 'Jovan Ilić',
      opstina: 'Zemun',
      grad: 'Beograd',
      faza: 4,
      fazaPlacanjaId: 5,
      datumZavrsetka: enteredDaysAgo(4),
      datumSlanja: enteredDaysAgo(3),
      nepokretnostId: 104,
    },
    {
      ...base,
      id: 36,
      naziv: 'Salaš 14, Čenej',
      datumUnosa: enteredDaysAgo(14),
      tip: 3,
      vrstaId: 832,
      nazivPrvogPredmetaProcene: 'Poljoprivredno zemljište 3 ha',
      klijentNaziv: 'Milan Tomić',
      faza: 5,
      prioritet: 3,
      dogovorenaCena: 0,
      inspekcijaId: null,
      inspektorIme: null,
      nepokretnostId: null,
    },
  ];
}

/** The default search (30 days back to today), on a phone the user's own inspections. */
export function storyFilter(ownInspections: number | null = null, search = ''): ProceneFilter {
  return filterFromParams(new URLSearchParams(search), { ownInspections });
}

/** One loaded page of the list under its key, as useInfiniteQuery keeps it. */
export function listData(
  rows: ProcenaListItem[],
  ukupno = rows.length,
  sumaDogovorenaCena = rows.reduce((sum, row) => sum + row.dogovorenaCena, 0),
  filter: ProceneFilter = storyFilter(),
): [readonly unknown[], InfiniteData<ProcenaLista, number>] {
  return [proceneKeys.list(filter), { pages: [{ itemList: rows, ukupno, sumaDogovorenaCena }], pageParams: [0] }];
}

export const radniciData: [readonly unknown[], unknown] = [proceneKeys.radnici(), storyRadnici];

export const klijentData: [readonly unknown[], unknown] = [klijentiKeys.detail(storyBanka.id), storyBanka];

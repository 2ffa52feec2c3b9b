import type { AuditStavka, Klijent, Procena, ProcenaDuplikat, RadnikIzbor } from '@rp/contract';
import { storyNepokretnost } from '../nepokretnosti/form-story-data.ts';
import { storyBanka, storyBankar, storyKlijent } from '../klijenti/story-data.ts';

/** Prepared data of the valuation form's stories (stories never fetch). */
export const storyRadnici: RadnikIzbor[] = [
  { id: 5, ime: 'Marko', prezime: 'Petrović', aktivan: true },
  { id: 6, ime: 'Ana', prezime: 'Jovanović', aktivan: true },
  { id: 7, ime: 'Milan', prezime: 'Stojanović', aktivan: true },
];

export const storyBanke: Klijent[] = [storyBanka, { ...storyBanka, id: 8, naziv: 'UniCredit Bank Srbija a.d.' }];
export const storyKlijentiIzbor = [
  { id: storyKlijent.id, naziv: storyKlijent.naziv },
  { id: 4, naziv: 'Petar Nikolić' },
];
export const storyBankariIzbor = [
  { id: storyBankar.id, naziv: storyBankar.naziv, idBanke: 1, bankaNaziv: storyBanka.naziv },
  { id: 9, naziv: 'Ivana Marković', idBanke: 8, bankaNaziv: 'UniCredit Bank Srbija a.d.' },
];

/** A flat in Petrovaradin valued for Banca Intesa, completed after a revision. */
export const storyProcena: Procena = {
  id: 21,
  oldId: null,
  naziv: 'Preradovićeva 4, Novi Sad',
  opis: 'Procena za hipotekarni kredit; ključ kod upravnika zgrade.',
  idKlijenta: storyBanka.id,
  idKlijenta2: storyKlijent.id,
  idKlijenta3: storyBankar.id,
  banka: { id: storyBanka.id, naziv: storyBanka.naziv },
  klijent: { id: storyKlijent.id, naziv: storyKlijent.naziv },
  bankar: { id: storyBankar.id, naziv: storyBankar.naziv },
  vodjaId: 5,
  inspekcijaId: 6,
  inspekcijaSnimanje: true,
  prioritet: 1,
  faza: 3,
  fazaPlacanja: 3,
  tip: 1,
  fiksniPocetak: '2026-11-03T08:30:00.000Z',
  timestamp: '2026-11-02T09:14:00.000Z',
  dogovorenaCena: 36000,
  datumPrethodneProc: '2023-05-18',
  kursPrethodneProc: 117.25,
  faze: [
    { fazaId: 3, radnikId: 6, radnikIme: 'Ana Jovanović', aktivna: true, datumPromene: '2026-11-20' },
    { fazaId: 6, radnikId: 5, radnikIme: 'Marko Petrović', aktivna: false, datumPromene: '2026-11-12' },
    { fazaId: 1, radnikId: 5, radnikIme: 'Marko Petrović', aktivna: false, datumPromene: '2026-11-02' },
  ],
  nepokretnost: { ...storyNepokretnost, predmetProcene: true },
  brojPredmeta: 2,
  verzija: 4,
};

export const storyIstorija: AuditStavka[] = [
  {
    Id: 104,
    Entitet: 'procene',
    ZapisId: 21,
    Akcija: 'update',
    Vreme: '2026-11-20T13:05:00.000Z',
    AutorId: 6,
    Autor: 'Ana Jovanović',
    Izmene: { faza: [6, 3], dogovorenaCena: [32000, 36000] },
    Kontekst: null,
  },
  {
    Id: 103,
    Entitet: 'nepokretnosti',
    ZapisId: 12,
    Akcija: 'update',
    Vreme: '2026-11-12T10:41:00.000Z',
    AutorId: 5,
    Autor: 'Marko Petrović',
    Izmene: {
      vrstaId: [812, 811],
      kvadratura: [58, 60],
      trazenaCena: [115000, 120000],
      latitude: [45.255121, 45.255184],
    },
    Kontekst: null,
  },
  {
    Id: 102,
    Entitet: 'procene',
    ZapisId: 21,
    Akcija: 'update',
    Vreme: '2026-11-12T10:40:00.000Z',
    AutorId: 5,
    Autor: 'Marko Petrović',
    Izmene: {
      faza: [1, 6],
      inspekcijaId: [7, 6],
      inspekcijaSnimanje: [false, true],
      idKlijenta3: [9, storyBankar.id],
      katastarId: [null, 404],
    },
    Kontekst: null,
  },
  {
    Id: 101,
    Entitet: 'procene',
    ZapisId: 21,
    Akcija: 'create',
    Vreme: '2026-11-02T09:14:00.000Z',
    AutorId: 5,
    Autor: 'Marko Petrović',
    // an empty description stays empty: nothing to show
    Izmene: {
      naziv: [null, 'Preradovićeva 4, Novi Sad'],
      tip: [null, 1],
      prioritet: [null, 2],
      opis: [null, ''],
      dogovorenaCena: [null, 32000],
    },
    Kontekst: null,
  },
];

export const storyDuplikati: ProcenaDuplikat[] = [
  {
    id: 17,
    naziv: 'Preradovićeva 4, Novi Sad',
    faza: 1,
    datumUnosa: '2026-10-28T08:00:00.000Z',
    adresa: 'Preradovićeva 4',
    bankaNaziv: 'Banca Intesa a.d. Beograd',
    klijentNaziv: 'Petar Nikolić',
    udaljenost: 0,
  },
  {
    id: 9,
    naziv: 'Preradovićeva 4a, Novi Sad',
    faza: 3,
    datumUnosa: '2025-06-11T08:00:00.000Z',
    adresa: 'Preradovićeva 4a',
    bankaNaziv: 'UniCredit Bank Srbija a.d.',
    klijentNaziv: null,
    udaljenost: 18,
  },
];

import { describe, expect, it } from 'vitest';
import type { Zadatak, ZauzetostZaSve } from '@rp/contract';
import {
  daniOd,
  newZadatakValues,
  nextWorkingDay,
  odsustvaURasponu,
  parseCreateZadatak,
  parseSati,
  parseUpdateZadatak,
  pocetakIssue,
  prazniciURasponu,
  rasponZadatka,
  toZadatakValues,
  zadatakEditPath,
  zavisnostRoka,
  type ZadatakFormValues,
} from './zadatak-form.ts';

// 2026-11-27 is a Friday, 2026-11-30 a Monday.
const form = (values: Partial<ZadatakFormValues>): ZadatakFormValues => ({
  naziv: 'Snimanje na terenu',
  pocetak: '2026-11-30',
  trajanje: '16',
  oprema: [],
  radnici: [],
  zavisnost: '',
  ...values,
});

const zadatak: Zadatak = {
  Id: 41,
  Naziv: 'Izrada izveštaja',
  Posao: 9,
  PosaoNaziv: 'Procena lokala',
  Pocetak: '2026-12-01T08:00:00.000Z',
  PlaniranoTrajanje: 12,
  PlaniranoTrajanjeDani: 1.5,
  Oprema: [{ Id: 2, Ime: 'Laserski daljinomer' }],
  Radnici: [{ Id: 5, Ime: 'Marko', Prezime: 'Stojanović' }],
  Zavisnost: 40,
  StvarniPocetak: '0001-01-01T00:00:00Z',
  Zavrseno: '0001-01-01T00:00:00Z',
  Pauza: 0,
  Godisnji: 0,
  Status: 'nijePoceo',
  Kraj: '2026-12-02T12:00:00.000Z',
  Verzija: 3,
};

describe('the task form', () => {
  it('starts a new task on the next working day with one day of work', () => {
    expect(newZadatakValues('2026-11-26')).toMatchObject({ pocetak: '2026-11-27', trajanje: '8' });
    expect(newZadatakValues('2026-11-27')).toMatchObject({ pocetak: '2026-11-30' });
    expect(nextWorkingDay('2026-11-28')).toBe('2026-11-30');
  });

  it('sends workers and equipment as ids and the dependency as an id or null', () => {
    expect(
      parseCreateZadatak(form({ radnici: ['5', '6'], oprema: ['2'], zavisnost: '40', trajanje: '12,5' }), 9),
    ).toEqual({
      ok: true,
      body: {
        Naziv: 'Snimanje na terenu',
        Posao: 9,
        Pocetak: '2026-11-30',
        PlaniranoTrajanje: 12.5,
        Oprema: [2],
        Radnici: [5, 6],
        Zavisnost: 40,
      },
    });
    expect(parseCreateZadatak(form({}), 9)).toMatchObject({ ok: true, body: { Zavisnost: null } });
  });

  it.each([
    [{ naziv: '' }, { naziv: { code: 'required' } }],
    [{ pocetak: '' }, { pocetak: { code: 'pocetakRequired' } }],
    [{ pocetak: '2026-11-28' }, { pocetak: { code: 'weekend' } }],
    [{ trajanje: '' }, { trajanje: { code: 'trajanjeRequired' } }],
    [{ trajanje: 'osam' }, { trajanje: { code: 'trajanjeNumber' } }],
    [{ trajanje: '0' }, { trajanje: { code: 'trajanjePositive' } }],
    [{ trajanje: '1.125' }, { trajanje: { code: 'trajanjeDecimals' } }],
    [{ trajanje: '99999' }, { trajanje: { code: 'trajanjeMax', max: 10400 } }],
  ] as const)('refuses %j', (values, issues) => {
    expect(parseCreateZadatak(form(values), 9)).toEqual({ ok: false, issues });
  });

  it('edits with the version read', () => {
    const values = toZadatakValues(zadatak);
    expect(values).toEqual({
      naziv: 'Izrada izveštaja',
      pocetak: '2026-12-01',
      trajanje: '12',
      oprema: ['2'],
      radnici: ['5'],
      zavisnost: '40',
    });
    expect(parseUpdateZadatak({ ...values, zavisnost: '' }, zadatak)).toMatchObject({
      ok: true,
      body: { Id: 41, Verzija: 3, Posao: 9, Zavisnost: null },
    });
    expect(zadatakEditPath(zadatak)).toBe('/index/poslovi/9/zadaci/unos?zadatak=41');
  });

  it('shows the days beside the hours (hours / 8)', () => {
    expect(['16', '12', '4,5', '', 'x', '0'].map((text) => daniOd(parseSati(text)))).toEqual([
      2,
      1.5,
      0.56,
      null,
      null,
      null,
    ]);
  });
});

describe("the task's days and who is away", () => {
  it('lays the days out on working days, skipping weekends and state holidays', () => {
    // Friday, 3 days: Friday, Monday, Tuesday.
    expect(rasponZadatka('2026-11-27', 24)).toEqual({ prvi: '2026-11-27', poslednji: '2026-12-01' });
    expect(rasponZadatka('2026-11-27', 24, new Set(['2026-11-30']))).toEqual({
      prvi: '2026-11-27',
      poslednji: '2026-12-02',
    });
    expect(rasponZadatka('2026-11-27', 4)).toEqual({ prvi: '2026-11-27', poslednji: '2026-11-27' });
    expect(rasponZadatka('', 8)).toBeNull();
    expect(rasponZadatka('2026-11-27', null)).toBeNull();
  });

  const data: Pick<ZauzetostZaSve, 'itemList'> = {
    itemList: [
      {
        Id: 5,
        naziv: 'Marko Stojanović',
        zadatakList: [],
        odsustva: [{ Vrsta: 'godisnji', Naziv: 'Godišnji odmor', Pocetak: '2026-12-01', Kraj: '2026-12-05' }],
      },
      {
        Id: 6,
        naziv: 'Ivana Ilić',
        zadatakList: [],
        odsustva: [{ Vrsta: 'praznik', Naziv: 'Slava', Pocetak: '2026-12-19', Kraj: '2026-12-19' }],
      },
      { Id: 7, naziv: 'Jovan Perić', zadatakList: [], odsustva: [] },
    ],
  };

  it("flags a worker whose leave or own holiday falls in the task's days", () => {
    const raspon = rasponZadatka('2026-11-27', 24);
    expect([...odsustvaURasponu(data, raspon)]).toEqual([
      [5, [{ vrsta: 'godisnji', pocetak: '2026-12-01', kraj: '2026-12-05' }]],
    ]);
    expect(odsustvaURasponu(data, rasponZadatka('2026-12-18', 16)).has(6)).toBe(true);
    expect(odsustvaURasponu(undefined, raspon).size).toBe(0);
  });

  it("names the state holidays on working days in the task's days", () => {
    const raspon = { prvi: '2026-12-31', poslednji: '2027-01-08' };
    expect(prazniciURasponu(['2027-01-07', '2027-01-01', '2027-01-02', '2027-02-15'], raspon)).toEqual([
      '2027-01-01',
      '2027-01-07',
    ]);
  });
});

describe('the start of a task that waits for another', () => {
  // 'Snimanje' ends on Friday 27 November 2026 (17:00 in Belgrade).
  const zavisnosti = [
    { Id: 7, Naziv: 'Snimanje', Kraj: '2026-11-27T16:00:00.000Z' },
    { Id: 8, Naziv: 'Priprema', Kraj: '2026-11-24T16:00:00.000Z' },
  ];

  it('may start on the weekday after the last day of the task it waits for', () => {
    expect(zavisnostRoka('7', zavisnosti)).toEqual({ naziv: 'Snimanje', kraj: '2026-11-27', najranije: '2026-11-30' });
    expect(zavisnostRoka('8', zavisnosti)?.najranije).toBe('2026-11-25');
    expect(zavisnostRoka('', zavisnosti)).toBeNull();
    // not (yet) among the possible ones: the server decides
    expect(zavisnostRoka('9', zavisnosti)).toBeNull();
    expect(zavisnostRoka('7', undefined)).toBeNull();
  });

  it('is refused on or before that last day, with the day it may start', () => {
    expect(pocetakIssue({ pocetak: '2026-11-27', zavisnost: '7' }, zavisnosti)).toEqual({
      code: 'preZavisnosti',
      naziv: 'Snimanje',
      kraj: '2026-11-27',
      najranije: '2026-11-30',
    });
    expect(pocetakIssue({ pocetak: '2026-11-02', zavisnost: '7' }, zavisnosti)?.code).toBe('preZavisnosti');
    expect(pocetakIssue({ pocetak: '2026-11-30', zavisnost: '7' }, zavisnosti)).toBeNull();
    expect(pocetakIssue({ pocetak: '2026-11-02', zavisnost: '' }, zavisnosti)).toBeNull();
    expect(pocetakIssue({ pocetak: '', zavisnost: '7' }, zavisnosti)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { MISSING_DATE, type Procena } from '@rp/contract';
import {
  agreedPrice,
  bankariBanke,
  bankarPosleBanke,
  firmWallToInstant,
  fixedStartInstant,
  joinFirmWall,
  splitFirmWall,
  instantToFirmWall,
  newProcenaValues,
  parseProcenaForm,
  toProcenaValues,
} from './procena-form.ts';

const valid = { ...newProcenaValues(7), idKlijenta: '3', idKlijenta3: '9', tip: '1' };

describe('parseProcenaForm', () => {
  it('sends the fields with the defaults of a new valuation', () => {
    const parsed = parseProcenaForm(valid, 'sr');
    expect(parsed).toEqual({
      ok: true,
      body: expect.objectContaining({
        idKlijenta: 3,
        idKlijenta2: null,
        idKlijenta3: 9,
        vodjaId: 7,
        prioritet: 2,
        faza: 1,
        fazaPlacanja: 2,
        tip: 1,
        fiksniPocetak: null,
        dogovorenaCena: 0,
        datumPrethodneProc: null,
        kursPrethodneProc: 0,
      }),
    });
    expect(parsed.ok && 'nepokretnost' in parsed.body).toBe(false);
  });

  it.each([
    ['1.234,50', 'sr', 1234.5],
    ['1,234.50', 'en', 1234.5],
    ['abc', 'sr', 0],
    ['', 'sr', 0],
    ['12a', 'en', 0],
  ] as const)('the agreed price %s (%s) is %d', (text, locale, value) => {
    expect(agreedPrice(text, locale)).toBe(value);
    const parsed = parseProcenaForm({ ...valid, dogovorenaCena: text }, locale);
    expect(parsed.ok && parsed.body.dogovorenaCena).toBe(value);
  });

  it.each([
    [{ vodjaId: '' }, 'vodjaId', 'vodjaRequired'],
    [{ tip: '' }, 'tip', 'tipRequired'],
    [{ idKlijenta: '', idKlijenta2: '', idKlijenta3: '' }, 'idKlijenta2', 'bankaIliKlijent'],
    [{ idKlijenta: '', idKlijenta2: '5', idKlijenta3: '9' }, 'idKlijenta3', 'bankarBezBanke'],
    [{ imaFiksniPocetak: true, fiksniPocetak: '' }, 'fiksniPocetak', 'fiksniPocetakRequired'],
    [{ kursPrethodneProc: '117,x' }, 'kursPrethodneProc', 'entry'],
    [{ naziv: 'x'.repeat(201) }, 'naziv', 'tooLong'],
  ] as const)('refuses %o on %s (%s)', (change, field, code) => {
    const parsed = parseProcenaForm({ ...valid, ...change }, 'sr');
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.issues[field]?.code).toBe(code);
  });

  it('names every missing choice at once, not only after the others parse', () => {
    const parsed = parseProcenaForm({ ...valid, tip: '', idKlijenta: '', idKlijenta2: '', idKlijenta3: '9' }, 'sr');
    expect(!parsed.ok && Object.keys(parsed.issues).sort()).toEqual(['idKlijenta2', 'idKlijenta3', 'tip']);
  });

  it('sends the fixed start only while its option is on', () => {
    const on = parseProcenaForm({ ...valid, imaFiksniPocetak: true, fiksniPocetak: '2026-07-01T09:30' }, 'sr');
    expect(on.ok && on.body.fiksniPocetak).toBe('2026-07-01T07:30:00.000Z');
    const off = parseProcenaForm({ ...valid, imaFiksniPocetak: false, fiksniPocetak: '2026-07-01T09:30' }, 'sr');
    expect(off.ok && off.body.fiksniPocetak).toBeNull();
  });

  it.each([
    ['2026-07-01T9:30', '2026-07-01T07:30:00.000Z'],
    ['2026-07-01T09:30', '2026-07-01T07:30:00.000Z'],
    ['2026-07-01T8', '2026-07-01T06:00:00.000Z'],
    ['2026-01-15T23:59', '2026-01-15T22:59:00.000Z'],
    ['2026-07-01T24:00', null],
    ['2026-07-01T9:75', null],
    ['2026-07-01Tabc', null],
    ['2026-07-01T', null],
    ['T09:30', null],
    ['', null],
  ])('reads the fixed start %s as the firm time %s', (wall, instant) => {
    expect(fixedStartInstant(wall, 'sr')).toBe(instant);
  });

  it('splits and joins the fixed start as the day picker and the time field show it', () => {
    expect(splitFirmWall('2026-07-01T09:30')).toEqual({ day: '2026-07-01', time: '09:30' });
    expect(splitFirmWall('')).toEqual({ day: '', time: '' });
    expect(joinFirmWall('2026-07-01', '')).toBe('2026-07-01T');
    expect(joinFirmWall('', '')).toBe('');
    expect(joinFirmWall('', '8')).toBe('T8');
  });

  it('reads the rate and the previous valuation day', () => {
    const parsed = parseProcenaForm({ ...valid, kursPrethodneProc: '117,25', datumPrethodneProc: '2025-03-04' }, 'sr');
    expect(parsed.ok && [parsed.body.kursPrethodneProc, parsed.body.datumPrethodneProc]).toEqual([
      117.25,
      '2025-03-04',
    ]);
  });
});

describe('the firm wall time', () => {
  it.each([
    ['2026-01-15T08:00', '2026-01-15T07:00:00.000Z'],
    ['2026-07-15T08:00', '2026-07-15T06:00:00.000Z'],
    ['2026-03-29T03:30', '2026-03-29T01:30:00.000Z'],
  ])('%s in Belgrade is %s and back', (wall, iso) => {
    expect(firmWallToInstant(wall)).toBe(iso);
    expect(instantToFirmWall(iso)).toBe(wall);
  });

  it.each(['', '2026-02-30T10:00', '10:00', 'x'])('%s is no time', (wall) => {
    expect(firmWallToInstant(wall)).toBeNull();
  });

  it('shows no time for none or the sentinel', () => {
    expect(instantToFirmWall(null)).toBe('');
    expect(instantToFirmWall(MISSING_DATE)).toBe('');
  });
});

describe('bankers of the chosen bank', () => {
  const bankari = [
    { id: 1, idBanke: 10 },
    { id: 2, idBanke: 20 },
    { id: 3, idBanke: 10 },
  ];

  it('lists only the bank’s bankers, all of them while no bank is chosen', () => {
    expect(bankariBanke(bankari, '10').map((b) => b.id)).toEqual([1, 3]);
    expect(bankariBanke(bankari, '').map((b) => b.id)).toEqual([1, 2, 3]);
  });

  it.each([
    ['1', '10', '1'],
    ['1', '20', ''],
    ['2', '', ''],
    ['', '10', ''],
    ['99', '10', ''],
  ])('banker %s after choosing bank %s stays %s', (bankar, banka, expected) => {
    expect(bankarPosleBanke(bankar, banka, bankari)).toBe(expected);
  });
});

describe('toProcenaValues', () => {
  it('shows a stored valuation as typed text', () => {
    const procena = {
      naziv: 'Stan, Novi Sad',
      opis: 'Opis',
      idKlijenta: 3,
      idKlijenta2: null,
      idKlijenta3: 9,
      vodjaId: 7,
      inspekcijaId: null,
      inspekcijaSnimanje: true,
      prioritet: 1,
      faza: 3,
      fazaPlacanja: 5,
      tip: 2,
      fiksniPocetak: '2026-01-15T07:00:00.000Z',
      dogovorenaCena: 85000,
      datumPrethodneProc: MISSING_DATE,
      kursPrethodneProc: 117.2,
    } as Procena;
    expect(toProcenaValues(procena, 'sr')).toEqual({
      naziv: 'Stan, Novi Sad',
      opis: 'Opis',
      idKlijenta: '3',
      idKlijenta2: '',
      idKlijenta3: '9',
      vodjaId: '7',
      inspekcijaId: '',
      inspekcijaSnimanje: true,
      prioritet: '1',
      faza: '3',
      fazaPlacanja: '5',
      tip: '2',
      imaFiksniPocetak: true,
      fiksniPocetak: '2026-01-15T08:00',
      dogovorenaCena: '85.000,00',
      datumPrethodneProc: '',
      kursPrethodneProc: '117,2',
    });
  });
});

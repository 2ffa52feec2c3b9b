import { describe, expect, it } from 'vitest';
import { BANKARI } from '../statistika.fixtures.ts';
import { bankariRedovi, bojaReda, meseciSaProcenama, opsegRedova, zbirovi } from './bankari-tabela.ts';
import {
  bankariGodine,
  defaultPeriod,
  monthLabel,
  provisionalMonthLabel,
  toMesecniOpseg,
  withinLimits,
} from './period.ts';

describe('statistics periods', () => {
  it('keeps a period within the 120 months the calls answer, moving the end the user did not move', () => {
    const start = new Date(2010, 0, 1);
    const end = new Date(2026, 11, 31, 23, 59, 59, 999);
    // the start was moved back: the end follows it to 120 months
    expect(toMesecniOpseg(withinLimits({ start, end }, 'start'))).toEqual({
      pocetniMesec: 1,
      pocetnaGodina: 2010,
      krajnjiMesec: 12,
      krajnjaGodina: 2019,
    });
    // the end was moved (or an address typed by hand): the start follows
    expect(toMesecniOpseg(withinLimits({ start, end }))).toEqual({
      pocetniMesec: 1,
      pocetnaGodina: 2017,
      krajnjiMesec: 12,
      krajnjaGodina: 2026,
    });
    const year = { start: new Date(2025, 11, 1), end: new Date(2026, 10, 30, 23, 59, 59, 999) };
    expect(withinLimits(year)).toBe(year);
  });

  it('defaults to the last 365 days, from 00:00:00.000 to 23:59:59.999', () => {
    const period = defaultPeriod(new Date(2026, 10, 26, 13, 5));
    expect(period.start).toEqual(new Date(2025, 10, 26, 0, 0, 0, 0));
    expect(period.end).toEqual(new Date(2026, 10, 26, 23, 59, 59, 999));
    expect(toMesecniOpseg(period)).toEqual({
      pocetniMesec: 11,
      pocetnaGodina: 2025,
      krajnjiMesec: 11,
      krajnjaGodina: 2026,
    });
  });

  it("follows the firm's calendar, not the browser's: at 23:30 UTC on 30 November Belgrade is on 1 December", () => {
    const period = defaultPeriod(new Date(Date.UTC(2026, 10, 30, 23, 30)));
    expect(period.end).toEqual(new Date(2026, 11, 1, 23, 59, 59, 999));
    expect(period.start).toEqual(new Date(2025, 11, 1, 0, 0, 0, 0));
  });

  it('labels months upper-cased in the interface language', () => {
    expect(monthLabel('2026-03', 'en-US')).toBe('MAR 2026');
    expect(monthLabel('2026-03', 'sr-Latn-RS')).toBe('MAR 2026');
    expect(monthLabel('2026-08', 'sr-Latn-RS')).toBe('AVG 2026');
  });

  it('names the firm’s month under way only when the months shown reach it', () => {
    const months = ['2026-10', '2026-11', '2026-12'];
    expect(provisionalMonthLabel(months, 'sr-Latn-RS', new Date(2026, 11, 1, 9))).toBe('DEC 2026');
    // 30 November at 23:30 UTC is already 1 December in Belgrade.
    expect(provisionalMonthLabel(months, 'en-US', new Date(Date.UTC(2026, 10, 30, 23, 30)))).toBe('DEC 2026');
    expect(provisionalMonthLabel(months, 'sr-Latn-RS', new Date(2027, 0, 5, 9))).toBeUndefined();
    expect(provisionalMonthLabel(undefined, 'sr-Latn-RS', new Date(2026, 11, 1, 9))).toBeUndefined();
  });

  it('offers five years, the current one first', () => {
    expect(bankariGodine(new Date(2026, 0, 1))).toEqual([2026, 2025, 2024, 2023, 2022]);
    // New Year's Eve at 23:30 UTC is already the new year in Belgrade.
    expect(bankariGodine(new Date(Date.UTC(2026, 11, 31, 23, 30)))[0]).toBe(2027);
  });
});

describe('the bankers table', () => {
  const all = meseciSaProcenama(BANKARI.data);

  it('offers only the months with valuations', () => {
    expect(all).toEqual([1, 3, 5]);
  });

  it('sums the chosen months per row and in the footer (type rows only)', () => {
    const rows = bankariRedovi(BANKARI.data, [3]);
    expect(rows.map((row) => [row.tipNaziv, row.ukupno])).toEqual([
      ['Stan', 1],
      ['Lokal', 1],
      ['Ukupno', 2],
      ['Kuća', 0],
    ]);
    expect(zbirovi(rows, [3])).toMatchObject({ ukupno: 2, poMesecu: { 3: 2 } });
    expect(zbirovi(bankariRedovi(BANKARI.data, all), all).ukupno).toBe(4);
  });

  it('narrows the agreed price and the estimated value to the chosen months, as the counts', () => {
    const rows = bankariRedovi(BANKARI.data, [3]);
    // by hand from the fixture: in March Ana Marković's flat 25,000 (140,000), her shop 60,000 (410,000); Kuća none
    expect(rows.map((row) => [row.tipNaziv, row.dogovorenaCena, row.procenjenaVrednost])).toEqual([
      ['Stan', 25_000, 140_000],
      ['Lokal', 60_000, 410_000],
      ['Ukupno', 85_000, 550_000],
      ['Kuća', 0, 0],
    ]);
    expect(zbirovi(rows, [3])).toMatchObject({ dogovorenaCena: 85_000, procenjenaVrednost: 550_000 });
    // January and May
    expect(zbirovi(bankariRedovi(BANKARI.data, [1, 5]), [1, 5])).toMatchObject({
      dogovorenaCena: 58_000,
      procenjenaVrednost: 280_000,
    });
    // every month: the year's amounts
    expect(zbirovi(bankariRedovi(BANKARI.data, all), all)).toMatchObject({
      dogovorenaCena: 143_000,
      procenjenaVrednost: 830_000,
    });
  });

  it('keeps the year’s amounts from a server that does not send them by month', () => {
    const data = BANKARI.data.map((bankar) => ({
      ...bankar,
      procenePoTipu: bankar.procenePoTipu.map(
        ({ dogovorenaCenaPoMesecu: _c, procenjenaVrednostPoMesecu: _v, ...tip }) => tip,
      ),
    }));
    const rows = bankariRedovi(data, [3]);
    expect(rows.map((row) => [row.tipNaziv, row.ukupno, row.dogovorenaCena])).toEqual([
      ['Stan', 1, 55_000],
      ['Lokal', 1, 60_000],
      ['Ukupno', 2, 115_000],
      ['Kuća', 0, 28_000],
    ]);
  });

  it('colours rows red to green over the type rows, stronger for totals and single rows', () => {
    const rows = bankariRedovi(BANKARI.data, all);
    const { min, max } = opsegRedova(rows);
    expect([min, max]).toEqual([1, 2]);
    const [stan, lokal, ukupno, kuca] = rows;
    expect(bojaReda(stan!, min, max)).toBe('rgba(0, 255, 0, 0.1)');
    expect(bojaReda(lokal!, min, max)).toBe('rgba(255, 0, 0, 0.1)');
    expect(bojaReda(ukupno!, min, max)).toBe('rgba(0, 255, 0, 0.3)');
    expect(bojaReda(kuca!, min, max)).toBe('rgba(255, 0, 0, 0.3)');
  });
});

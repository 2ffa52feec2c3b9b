import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAZE_PROCENE, PROCENE_IZVOZ_MAX, PROCENE_PATHS, TIPOVI_PROCENE, VRSTE_NEPOKRETNOSTI } from '@rp/contract';
import { seedLargeProcene } from '../src/db/seed/procene.ts';
import { KOLONE, RSD_FORMAT } from '../src/modules/procene/izvoz.ts';
import { localDate } from '../src/lib/time.ts';
import { buildTestApp, call, loginAs, type TestApp } from './helper.ts';

const OD = '2000-01-01T00:00:00Z';

async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function readXlsx(data: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

const column = (sr: string) => KOLONE.findIndex((kolona) => kolona.sr === sr) + 1;

describe('the valuations export', () => {
  let t: TestApp;
  let tokens: Record<'admin' | 'user', string>;
  let ukupno: number;

  beforeAll(async () => {
    t = await buildTestApp();
    tokens = { admin: await loginAs(t.app, 'admin'), user: await loginAs(t.app, 'user') };
    [{ ukupno } = { ukupno: 0 }] = await rows<{ ukupno: number }>(t, sql`select count(*)::int as ukupno from procene`);
    // Building the app seeds the demo firm: minutes on a busy shared machine.
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  it('writes the filtered list as an xlsx with typed cells, a frozen header and its name', async () => {
    const response = await call(t.app, 'GET', `${PROCENE_PATHS.izvoz}?datumOd=${OD}`, tokens.user);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const naziv = `procene-${localDate(new Date())}.xlsx`;
    expect(response.headers['content-disposition']).toContain(naziv);
    expect(decodeURIComponent(String(response.headers['x-filename']))).toBe(naziv);
    expect(response.headers['x-ukupno']).toBe(String(ukupno));
    const sheet = await readXlsx(response.rawPayload);
    expect(sheet.rowCount).toBe(ukupno + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe('ID');
    expect(sheet.getRow(1).getCell(column('Dogovorena cena')).value).toBe('Dogovorena cena');
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(column('Naziv')).width).toBeGreaterThan(20);

    // Newest first, each row the valuation it names.
    const stored = await rows<{
      id: number;
      naziv: string;
      dan: string;
      cena: number;
      faza: number;
      tip: number;
      zavrsetak: string | null;
      banka: string | null;
    }>(
      t,
      sql`select p.id, p.naziv, p.dogovorena_cena::float8 as cena, p.faza, p.tip, b.naziv as banka,
                 to_char(p.kreirano at time zone 'Europe/Belgrade', 'YYYY-MM-DD') as dan,
                 to_char(p.datum_zavrsetka at time zone 'Europe/Belgrade', 'YYYY-MM-DD') as zavrsetak
          from procene p left join klijenti b on b.id = p.id_klijenta order by p.kreirano desc, p.id desc`,
    );
    for (const [index, procena] of stored.entries()) {
      const row = sheet.getRow(index + 2);
      expect(row.getCell(1).value).toBe(procena.id);
      expect(row.getCell(column('Naziv')).value).toBe(procena.naziv);
      const datum = row.getCell(column('Datum unosa'));
      expect(datum.type).toBe(ExcelJS.ValueType.Date);
      expect((datum.value as Date).toISOString().slice(0, 10)).toBe(procena.dan);
      expect(datum.numFmt).toBe('dd/mm/yyyy');
      const cena = row.getCell(column('Dogovorena cena'));
      expect(cena.type).toBe(ExcelJS.ValueType.Number);
      expect(cena.value).toBe(procena.cena);
      expect(cena.numFmt).toBe(RSD_FORMAT);
      expect(row.getCell(column('Faza')).value).toBe(FAZE_PROCENE.find((f) => f.id === procena.faza)!.naziv);
      expect(row.getCell(column('Tip procene')).value).toBe(TIPOVI_PROCENE.find((f) => f.id === procena.tip)!.naziv);
      const zavrsetak = row.getCell(column('Datum završetka'));
      if (procena.zavrsetak === null) expect(zavrsetak.value).toBeNull();
      else expect((zavrsetak.value as Date).toISOString().slice(0, 10)).toBe(procena.zavrsetak);
      if (procena.banka !== null) expect(row.getCell(column('Banka')).value).toBe(procena.banka);
    }
  });

  it('applies the list filters', async () => {
    const response = await call(
      t.app,
      'GET',
      `${PROCENE_PATHS.izvoz}?datumOd=${OD}&faze[]=3&faze[]=4&prioritet=1`,
      tokens.user,
    );
    const [{ n } = { n: -1 }] = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from procene where faza in (3, 4) and prioritet = 1`,
    );
    expect(response.headers['x-ukupno']).toBe(String(n));
    const sheet = await readXlsx(response.rawPayload);
    expect(sheet.rowCount).toBe(n + 1);
    for (let index = 2; index <= sheet.rowCount; index++)
      expect(['Završena', 'Poslata']).toContain(sheet.getRow(index).getCell(column('Faza')).value);
    // The default window: the last 30 days.
    const recent = await call(t.app, 'GET', `${PROCENE_PATHS.izvoz}`, tokens.user);
    expect(Number(recent.headers['x-ukupno'])).toBeLessThan(ukupno);
    expect(Number(recent.headers['x-ukupno'])).toBeGreaterThan(0);
  });

  it('names phases and types in English for an English caller', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${PROCENE_PATHS.izvoz}?datumOd=${OD}`,
      headers: { authorization: `Bearer ${tokens.user}`, 'x-rp-jezik': 'en_US' },
    });
    const sheet = await readXlsx(response.rawPayload);
    expect(sheet.getRow(1).getCell(column('Faza')).value).toBe('Phase');
    const names = FAZE_PROCENE.map((faza) => faza.nazivEn) as readonly string[];
    expect(names).toContain(sheet.getRow(2).getCell(column('Faza')).value);
    // A subject named by its type is named in English too, as the English list shows it.
    const subjects = new Set<unknown>();
    for (let index = 2; index <= sheet.rowCount; index++)
      subjects.add(sheet.getRow(index).getCell(column('Predmet procene')).value);
    const serbianTypes = VRSTE_NEPOKRETNOSTI.filter((vrsta) => (vrsta.naziv as string) !== vrsta.nazivEn);
    expect(serbianTypes.filter((vrsta) => subjects.has(vrsta.naziv))).toEqual([]);
    expect(serbianTypes.some((vrsta) => subjects.has(vrsta.nazivEn))).toBe(true);
  });

  it('writes csv: a BOM, ; between cells, decimal comma, dd/MM/yyyy dates and formulas made text', async () => {
    const [first] = await rows<{ id: number }>(t, sql`select id from procene order by kreirano desc, id desc limit 1`);
    await t.app.db.execute(
      sql`update procene set opis = ${'=HYPERLINK("http://x";"klik"); +1'} where id = ${first!.id}`,
    );
    const response = await call(t.app, 'GET', `${PROCENE_PATHS.izvoz}?format=csv&datumOd=${OD}`, tokens.user);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('.csv');
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = raw.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(ukupno + 1);
    expect(lines[0]!.split(';')).toEqual(KOLONE.map((kolona) => kolona.sr));
    const [row] = await rows<{ cena: number; dan: string }>(
      t,
      sql`select dogovorena_cena::float8 as cena, to_char(kreirano at time zone 'Europe/Belgrade', 'DD/MM/YYYY') as dan
          from procene where id = ${first!.id}`,
    );
    const line = lines[1]!;
    expect(line.startsWith(`${first!.id};${row!.dan};`)).toBe(true);
    expect(line).toContain(`;${row!.cena.toFixed(2).replace('.', ',')};`);
    expect(line.endsWith(`"'=HYPERLINK(""http://x"";""klik""); +1"`)).toBe(true);
  });

  it('refuses bad filters and the anonymous, and answers every role', async () => {
    expect((await call(t.app, 'GET', `${PROCENE_PATHS.izvoz}?format=pdf`, tokens.user)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', `${PROCENE_PATHS.izvoz}?faze=9`, tokens.user)).statusCode).toBe(400);
    expect(
      (
        await call(
          t.app,
          'GET',
          `${PROCENE_PATHS.izvoz}?datumOd=2026-02-01T00:00:00Z&datumDo=2026-01-01T00:00:00Z`,
          tokens.user,
        )
      ).statusCode,
    ).toBe(400);
    expect((await call(t.app, 'GET', PROCENE_PATHS.izvoz)).statusCode).toBe(401);
    for (const who of ['admin', 'demo', 'ops']) {
      const token = who === 'admin' ? tokens.admin : await loginAs(t.app, who);
      expect((await call(t.app, 'GET', PROCENE_PATHS.izvoz, token)).statusCode).toBe(200);
    }
  });

  it(`stops at ${PROCENE_IZVOZ_MAX} rows and says how many matched`, async () => {
    await seedLargeProcene(t.app.db, PROCENE_IZVOZ_MAX + 300);
    const [{ n } = { n: 0 }] = await rows<{ n: number }>(t, sql`select count(*)::int as n from procene`);
    const response = await call(t.app, 'GET', `${PROCENE_PATHS.izvoz}?datumOd=${OD}`, tokens.user);
    expect(response.headers['x-ukupno']).toBe(String(n));
    const sheet = await readXlsx(response.rawPayload);
    expect(sheet.rowCount).toBe(PROCENE_IZVOZ_MAX + 1);
    const csv = await call(t.app, 'GET', `${PROCENE_PATHS.izvoz}?format=csv&datumOd=${OD}`, tokens.user);
    expect(csv.rawPayload.toString('utf8').split('\r\n').filter(Boolean)).toHaveLength(PROCENE_IZVOZ_MAX + 1);
    // Seeding 5,300 valuations takes a while on a busy machine.
  }, 300_000);
});

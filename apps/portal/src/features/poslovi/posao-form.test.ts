import { describe, expect, it } from 'vitest';
import type { Posao } from '@rp/contract';
import {
  NEW_POSAO_VALUES,
  isWeekendDay,
  parseCreatePosao,
  parseUpdatePosao,
  toPosaoValues,
  withSablon,
  type PosaoFormValues,
} from './posao-form.ts';
import { changeRange, defaultPosloviFilter, filterFromParams, napredak, paramsFromFilter } from './poslovi-filter.ts';

const form = (values: Partial<PosaoFormValues>): PosaoFormValues => ({
  ...NEW_POSAO_VALUES,
  naziv: 'Procena stana – Bulevar oslobođenja 12',
  ...values,
});

const posao = (values: Partial<Posao> = {}): Posao => ({
  Id: 7,
  Naziv: 'Procena lokala',
  Opis: 'Prizemlje',
  IdKlijenta: 3,
  KlijentNaziv: 'Agrovojvodina d.o.o.',
  IdSablona: null,
  SablonNaziv: '',
  Prioritet: 1,
  FiksniPocetak: '',
  DogovorenaCena: 1250.5,
  Pocetak: '2026-11-02T08:00:00.000Z',
  Kraj: '2026-11-04T16:00:00.000Z',
  BrojZadataka: 3,
  BrojZavrsenih: 1,
  Aktivan: 1,
  Latitude: 45.25,
  Longitude: 19.84,
  Adresa: 'Bulevar oslobođenja 12',
  Verzija: 4,
  ...values,
});

describe('the job form', () => {
  it('sends a plain job with its priority, description and agreed price (text in the screen language)', () => {
    const parsed = parseCreatePosao(
      form({ opis: 'Stan na 3. spratu', prioritet: '1', dogovorenaCena: '1.250,50', idKlijenta: '3' }),
      'sr',
    );
    expect(parsed).toEqual({
      ok: true,
      body: {
        Naziv: 'Procena stana – Bulevar oslobođenja 12',
        Opis: 'Stan na 3. spratu',
        IdKlijenta: 3,
        IdSablona: null,
        Prioritet: 1,
        DogovorenaCena: 1250.5,
      },
    });
    expect(parseCreatePosao(form({ dogovorenaCena: '1,250.50' }), 'en')).toMatchObject({
      body: { DogovorenaCena: 1250.5 },
    });
  });

  it('counts an invalid agreed price as 0 (part 1 §5)', () => {
    expect(parseCreatePosao(form({ dogovorenaCena: 'dogovor' }), 'sr')).toMatchObject({
      ok: true,
      body: { DogovorenaCena: 0 },
    });
  });

  it('blanks priority, description and agreed price when a template is chosen, and leaves them out', () => {
    const chosen = withSablon(form({ opis: 'Opis', prioritet: '3', dogovorenaCena: '500' }), '12');
    expect(chosen).toMatchObject({ idSablona: '12', opis: '', prioritet: '', dogovorenaCena: '' });
    const parsed = parseCreatePosao(chosen, 'sr');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    // The server's defaults apply: no description, priority 2, price 0.
    expect(parsed.body).toMatchObject({ IdSablona: 12, Opis: '', Prioritet: 2, DogovorenaCena: 0 });
    expect(withSablon(chosen, '')).toMatchObject({ idSablona: '', prioritet: '2' });
  });

  it('sends the fixed start only when its option is on, and only a working day', () => {
    const off = parseCreatePosao(form({ imaFiksniPocetak: false, fiksniPocetak: '2030-03-04' }), 'sr');
    expect(off.ok && off.body.FiksniPocetak).toBeUndefined();
    const on = parseCreatePosao(form({ imaFiksniPocetak: true, fiksniPocetak: '2030-03-04' }), 'sr');
    expect(on.ok && on.body.FiksniPocetak).toBe('2030-03-04');
    expect(parseCreatePosao(form({ imaFiksniPocetak: true, fiksniPocetak: '' }), 'sr')).toEqual({
      ok: false,
      issues: { fiksniPocetak: { code: 'fiksniPocetakRequired' } },
    });
    // 2030-03-02 is a Saturday.
    expect(parseCreatePosao(form({ imaFiksniPocetak: true, fiksniPocetak: '2030-03-02' }), 'sr')).toEqual({
      ok: false,
      issues: { fiksniPocetak: { code: 'weekend' } },
    });
  });

  it.each([
    ['', { naziv: { code: 'required' } }],
    ['   ', { naziv: { code: 'required' } }],
    ['x'.repeat(201), { naziv: { code: 'tooLong', max: 200 } }],
  ])('refuses the name %j', (naziv, issues) => {
    expect(parseCreatePosao(form({ naziv }), 'sr')).toEqual({ ok: false, issues });
  });

  it('refuses an agreed price past the largest one', () => {
    expect(parseCreatePosao(form({ dogovorenaCena: '9999999999999' }), 'en')).toEqual({
      ok: false,
      issues: { dogovorenaCena: { code: 'tooBig' } },
    });
  });

  it('edits with the version read and keeps the template out of the edit', () => {
    const read = posao({ IdSablona: 12, SablonNaziv: 'Procena stana', FiksniPocetak: '2030-03-04' });
    const values = toPosaoValues(read, 'sr');
    expect(values).toMatchObject({
      idKlijenta: '3',
      idSablona: '12',
      prioritet: '1',
      imaFiksniPocetak: true,
      fiksniPocetak: '2030-03-04',
      dogovorenaCena: '1.250,50',
    });
    const parsed = parseUpdatePosao(values, read, 'sr');
    expect(parsed).toEqual({
      ok: true,
      body: {
        Id: 7,
        Verzija: 4,
        Naziv: 'Procena lokala',
        Opis: 'Prizemlje',
        IdKlijenta: 3,
        Prioritet: 1,
        FiksniPocetak: '2030-03-04',
        DogovorenaCena: 1250.5,
      },
    });
  });

  it('knows the weekend days', () => {
    expect(['2026-11-28', '2026-11-29'].map(isWeekendDay)).toEqual([true, true]);
    expect(['2026-11-27', '2026-11-30'].map(isWeekendDay)).toEqual([false, false]);
  });
});

describe('the job list filters', () => {
  const today = '2026-11-26';

  it('default to 30 days back to today, every priority, active or not (part 1 §9)', () => {
    expect(defaultPosloviFilter(today)).toEqual({ aktivan: false, prvi: '2026-10-27', drugi: today, prioritet: 0 });
    expect(filterFromParams(new URLSearchParams(), today)).toEqual(defaultPosloviFilter(today));
  });

  it('read the URL and ignore what is not a filter value', () => {
    expect(
      filterFromParams(new URLSearchParams('aktivan=1&prvi=2026-01-05&drugi=2026-02-05&prioritet=3'), today),
    ).toEqual({ aktivan: true, prvi: '2026-01-05', drugi: '2026-02-05', prioritet: 3 });
    expect(filterFromParams(new URLSearchParams('aktivan=da&prvi=2026-02-30&prioritet=7'), today)).toEqual(
      defaultPosloviFilter(today),
    );
  });

  it('write only what differs from the defaults, keeping the view', () => {
    const base = new URLSearchParams('prikaz=mapa');
    expect(paramsFromFilter(defaultPosloviFilter(today), base, today).toString()).toBe('prikaz=mapa');
    const params = paramsFromFilter({ aktivan: true, prvi: '2026-01-05', drugi: today, prioritet: 2 }, base, today);
    expect(Object.fromEntries(params)).toEqual({ prikaz: 'mapa', aktivan: '1', prvi: '2026-01-05', prioritet: '2' });
  });

  it('auto-correct a range the user turned around (part 1 §5)', () => {
    const filter = defaultPosloviFilter(today);
    expect(changeRange(filter, 'prvi', '2026-12-01')).toMatchObject({ prvi: '2026-12-01', drugi: '2026-12-02' });
    expect(changeRange(filter, 'drugi', '2026-10-01')).toMatchObject({ prvi: '2026-09-30', drugi: '2026-10-01' });
    expect(changeRange(filter, 'drugi', '2026-11-20')).toMatchObject({ prvi: '2026-10-27', drugi: '2026-11-20' });
  });

  it('shows the tasks done of all', () => {
    expect(napredak(posao())).toBe('1/3');
    expect(napredak(posao({ BrojZadataka: 0, BrojZavrsenih: 0 }))).toBe('0/0');
  });
});

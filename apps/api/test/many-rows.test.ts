import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPglite, manyRows } from '../src/db/client.ts';
import { buildTestApp, type TestApp } from './helper.ts';

// Large reads on PGlite cross as one JSON array, on PostgreSQL as rows (this file runs on both in `npm test`): either
// way the same values in the same order.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface Red {
  id: number;
  naziv: string;
  iznos: number;
  napomena: string | null;
  aktivan: boolean;
}

const values = sql`
  select * from (values
    (3, 'Šabac "Centar" \\ d.o.o.', 1234.56::float8, null::text, true),
    (1, 'Đorđe 🏠 tab	kraj', 0.1::float8 + 0.2::float8, 'red
drugi', false),
    (2, 'Ана', 1764547200000::float8, '', true),
    (4, 'Ана', -0.5::float8, 'x', false)
  ) v(id, naziv, iznos, napomena, aktivan)`;

describe('manyRows', () => {
  it('knows which database it reads, in a transaction too', async () => {
    const onPglite = process.env.DATABASE_URL === undefined;
    expect(isPglite(t.app.db)).toBe(onPglite);
    expect(await t.app.db.transaction(async (tx) => isPglite(tx))).toBe(onPglite);
  });

  it('answers the rows with their values intact, in the order asked', async () => {
    const rows = await manyRows<Red>(t.app.db, values, sql`x.aktivan, x.id desc`);
    expect(rows).toEqual([
      { id: 4, naziv: 'Ана', iznos: -0.5, napomena: 'x', aktivan: false },
      { id: 1, naziv: 'Đorđe 🏠 tab\tkraj', iznos: 0.1 + 0.2, napomena: 'red\ndrugi', aktivan: false },
      { id: 3, naziv: 'Šabac "Centar" \\ d.o.o.', iznos: 1234.56, napomena: null, aktivan: true },
      { id: 2, naziv: 'Ана', iznos: 1764547200000, napomena: '', aktivan: true },
    ]);
  });

  it('answers the same inside a transaction', async () => {
    const rows = await t.app.db.transaction((tx) => manyRows<Red>(tx, values, sql`x.id`));
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3, 4]);
    expect(rows[0]).toEqual({
      id: 1,
      naziv: 'Đorđe 🏠 tab\tkraj',
      iznos: 0.1 + 0.2,
      napomena: 'red\ndrugi',
      aktivan: false,
    });
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await manyRows<Red>(t.app.db, sql`${values} where false`, sql`x.id`)).toEqual([]);
  });

  it('keeps 20,000 rows in order', async () => {
    const rows = await manyRows<{ n: number }>(
      t.app.db,
      sql`select (g * 7919) % 20000 as n from generate_series(1, 20000) g`,
      sql`x.n desc`,
    );
    expect(rows).toHaveLength(20000);
    expect(rows[0]).toEqual({ n: 19999 });
    expect(rows.every((row, index) => row.n === 19999 - index)).toBe(true);
  });
});

import { eq } from 'drizzle-orm';
import type { Radnik } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { radnici } from '../../db/schema/index.ts';

export async function findRadnik(db: Db, id: number): Promise<Radnik | undefined> {
  const [row] = await db.select().from(radnici).where(eq(radnici.id, id));
  if (!row) return undefined;
  return {
    id: row.id,
    ime: row.ime,
    prezime: row.prezime,
    username: row.username,
    aktivan: row.aktivan,
    permission: row.permission,
    slobodniDani: row.slobodniDani,
    IskoristeniDani: row.iskoristeniDani,
    cenaRada: row.cenaRada,
    idGrada: row.idGrada,
    idOpstine: row.idOpstine,
    verzija: row.verzija,
  };
}

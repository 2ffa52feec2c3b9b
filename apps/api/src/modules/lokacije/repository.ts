import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { drzave, gradovi, opstine } from '../../db/schema/index.ts';

export function listDrzave(db: Db) {
  return db.select({ id: drzave.id, naziv: drzave.naziv }).from(drzave).orderBy(asc(drzave.naziv));
}

export function listOpstine(db: Db, drzavaId: number) {
  return db
    .select({ id: opstine.id, naziv: opstine.naziv, drzavaId: opstine.drzavaId })
    .from(opstine)
    .where(eq(opstine.drzavaId, drzavaId))
    .orderBy(asc(opstine.naziv));
}

export function listGradovi(db: Db, opstinaId: number) {
  return db
    .select({ id: gradovi.id, naziv: gradovi.naziv, opstinaId: gradovi.opstinaId })
    .from(gradovi)
    .where(eq(gradovi.opstinaId, opstinaId))
    .orderBy(asc(gradovi.id));
}

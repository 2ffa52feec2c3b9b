import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { drzave, gradovi, katastri, opstine } from '../../db/schema/index.ts';

export function listDrzave(db: Db) {
  return db.select({ id: drzave.id, naziv: drzave.naziv, kod: drzave.kod }).from(drzave).orderBy(asc(drzave.naziv));
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

/** The cadastral municipalities of a municipality, by name. */
export function listKatastri(db: Db, opstinaId: number) {
  return db
    .select({ id: katastri.id, naziv: katastri.naziv, opstinaId: katastri.opstinaId })
    .from(katastri)
    .where(eq(katastri.opstinaId, opstinaId))
    .orderBy(asc(katastri.naziv), asc(katastri.id));
}

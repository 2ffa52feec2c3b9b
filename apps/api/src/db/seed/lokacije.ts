import type { Db } from '../client.ts';
import { drzave, gradovi, katastri, opstine } from '../schema/index.ts';
import { katastarRows } from './data/katastri.ts';
import { DRZAVE, OPSTINE_SRBIJE } from './data/lokacije.ts';

/** The reference rows with their fixed ids (position in the append-only lists). */
export function lokacijeRows() {
  const opstinaRows = OPSTINE_SRBIJE.map((opstina, index) => ({ id: index + 1, drzavaId: 1, naziv: opstina.naziv }));
  const gradRows: { id: number; opstinaId: number; naziv: string }[] = [];
  OPSTINE_SRBIJE.forEach((opstina, index) => {
    for (const naziv of [opstina.sediste ?? opstina.naziv, ...(opstina.naselja ?? [])])
      gradRows.push({ id: gradRows.length + 1, opstinaId: index + 1, naziv });
  });
  return { drzavaRows: DRZAVE.map((drzava) => ({ ...drzava })), opstinaRows, gradRows };
}

/** Seeds countries, municipalities, cities and cadastral municipalities at every start (demo or not); rows already there are kept. */
export async function seedLokacije(db: Db): Promise<void> {
  const { drzavaRows, opstinaRows, gradRows } = lokacijeRows();
  await db.transaction(async (tx) => {
    await tx.insert(drzave).values(drzavaRows).onConflictDoNothing();
    await tx.insert(opstine).values(opstinaRows).onConflictDoNothing();
    await tx.insert(gradovi).values(gradRows).onConflictDoNothing();
    await tx.insert(katastri).values(katastarRows()).onConflictDoNothing();
  });
}

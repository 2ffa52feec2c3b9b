import { ErrorCode, ErrorType, masinaObrisanaPoruka, masinaUpotrebljenaPoruka } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { FileStore } from '../../plugins/files.ts';
import { diffFields } from '../audit/diff.ts';
import { recordChange } from '../audit/repository.ts';
import { recordDeletion } from '../fajlovi/audit.ts';
import { deleteFajloviGrupe } from '../fajlovi/repository.ts';
import { countZadaciMasine, deleteMasina, lockMasina } from './repository.ts';

/**
 * Deletes a machine with its documents, unless a task names it: the tasks' plans and hours would silently lose it
 * (the assignment rows would cascade away), so the refusal names how many tasks to change first.
 */
export async function removeMasina(db: Db, store: FileStore, id: number, user: AuthUser): Promise<string> {
  let poruka = '';
  let kljucevi: string[] = [];
  await db.transaction(async (tx) => {
    const current = await lockMasina(tx, id);
    if (!current) throw notFound(`Oprema sa id-em ${id}`);
    const zadataka = await countZadaciMasine(tx, id);
    if (zadataka > 0)
      throw new HttpError(409, masinaUpotrebljenaPoruka(current.ime, zadataka), {
        errorCode: ErrorCode.MasinaInUse,
        type: ErrorType.Warning,
      });
    const fajlovi = await deleteFajloviGrupe(tx, 'masine', id);
    for (const fajl of fajlovi) await recordDeletion(tx, fajl, user.id);
    kljucevi = fajlovi.map((fajl) => fajl.kljuc);
    await recordChange(tx, {
      entitet: 'masine',
      zapisId: id,
      akcija: 'delete',
      autorId: user.id,
      izmene: diffFields({ ime: current.ime }, null),
    });
    await deleteMasina(tx, id);
    poruka = masinaObrisanaPoruka(current.ime);
  });
  // Rows first, bytes after the commit: a crash between leaves an orphan file, never a row without bytes.
  for (const kljuc of kljucevi) await store.delete(kljuc);
  return poruka;
}

import { z } from 'zod';
import { idSchema, tekstSchema, verzijaSchema } from './common.ts';

export const MASINE_PATHS = {
  list: '/api/masine/get',
  byId: '/api/masine/get/:id',
  save: '/api/masine/save',
  update: '/api/masine/update',
  /** The generic list delete (part 1 §7: DELETE /api/{entity}/{id}); Admin and Demo, like creating equipment. */
  delete: '/api/masine/:id',
} as const;

export const MASINA_CENA_MAX = 10_000_000;
const PORUKA_CENA_PO_SATU = 'Cena rada opreme mora biti broj od 0 do 10.000.000.';
const cenaPoSatuSchema = z
  .number({ error: PORUKA_CENA_PO_SATU })
  .min(0, PORUKA_CENA_PO_SATU)
  .max(MASINA_CENA_MAX, PORUKA_CENA_PO_SATU)
  .transform((value) => Math.round(value * 100) / 100);

/** A machine, shown as equipment (Oprema). */
export const masinaSchema = z
  .object({
    Id: z.number().int(),
    Ime: z.string(),
    /** The equipment's cost per hour of use (RSD), the expense of the tasks it is used in (statistics). */
    CenaPoSatu: z.number(),
    verzija: z.number().int(),
  })
  .meta({ id: 'Masina' });
export type Masina = z.infer<typeof masinaSchema>;
export const masinaListSchema = z.object({ itemList: z.array(masinaSchema) }).meta({ id: 'MasinaLista' });

export const masinaSaveSchema = z
  .object({
    Ime: tekstSchema({ max: 200, obavezno: 'Naziv opreme je obavezan.' }),
    /** Absent: 0 for a new machine, unchanged on an update. */
    CenaPoSatu: cenaPoSatuSchema.optional(),
  })
  .meta({ id: 'MasinaSave' });
export type MasinaSave = z.infer<typeof masinaSaveSchema>;

export const masinaUpdateSchema = masinaSaveSchema
  .extend({ Id: idSchema, verzija: verzijaSchema.optional() })
  .meta({ id: 'MasinaUpdate' });
export type MasinaUpdate = z.infer<typeof masinaUpdateSchema>;

/** The 409 of a name another machine has (ErrorCode.DuplicateEquipmentName), naming that machine as stored. */
export function masinaPostojiPoruka(ime: string): string {
  return `Oprema sa nazivom „${ime}“ već postoji.`;
}

/** The 409 of deleting a machine that tasks still name (ErrorCode.MasinaInUse). */
export function masinaUpotrebljenaPoruka(ime: string, zadataka: number): string {
  return `Oprema „${ime}“ je dodeljena zadacima (${zadataka}) i ne može se obrisati. Uklonite je prvo iz zadataka.`;
}

export function masinaObrisanaPoruka(ime: string): string {
  return `Oprema ${ime} je obrisana.`;
}

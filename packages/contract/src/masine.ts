import { z } from 'zod';
import { verzijaSchema } from './common.ts';

export const MASINE_PATHS = {
  list: '/api/masine/get',
  byId: '/api/masine/get/:id',
  save: '/api/masine/save',
  update: '/api/masine/update',
} as const;

/** A machine, shown as equipment (Oprema). */
export const masinaSchema = z
  .object({ Id: z.number().int(), Ime: z.string(), verzija: z.number().int() })
  .meta({ id: 'Masina' });
export type Masina = z.infer<typeof masinaSchema>;
export const masinaListSchema = z.object({ itemList: z.array(masinaSchema) }).meta({ id: 'MasinaLista' });

export const masinaSaveSchema = z
  .object({ Ime: z.string().trim().min(1, 'Naziv opreme je obavezan.').max(200) })
  .meta({ id: 'MasinaSave' });
export type MasinaSave = z.infer<typeof masinaSaveSchema>;

export const masinaUpdateSchema = masinaSaveSchema
  .extend({ Id: z.number().int().positive(), verzija: verzijaSchema })
  .meta({ id: 'MasinaUpdate' });
export type MasinaUpdate = z.infer<typeof masinaUpdateSchema>;

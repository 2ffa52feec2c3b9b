import { z } from 'zod';
import { datumSchema, idSchema, tekstSchema, verzijaSchema } from './common.ts';

export const PRAZNICI_PATHS = {
  insert: '/api/radnici/praznici/insert',
  delete: '/api/radnici/praznici/delete/:id',
  get: '/api/radnici/praznici/get/:radnikId',
} as const;

export const DRZAVNI_PRAZNICI_PATHS = {
  get: '/api/drzavnipraznici/get',
  save: '/api/drzavnipraznici/save',
  update: '/api/drzavnipraznici/update',
  delete: '/api/drzavnipraznici/delete/:id',
} as const;

/** A worker's day off (part 1 §3). */
export const praznikSchema = z
  .object({ Id: z.number().int(), Datum: z.string(), Radnik: z.number().int() })
  .meta({ id: 'Praznik' });
export type Praznik = z.infer<typeof praznikSchema>;
export const praznikListSchema = z.object({ itemList: z.array(praznikSchema) }).meta({ id: 'PraznikLista' });

export const praznikInsertSchema = z.object({ Datum: datumSchema, Radnik: idSchema }).meta({ id: 'PraznikInsert' });
export type PraznikInsert = z.infer<typeof praznikInsertSchema>;

/** A state holiday (settings). */
export const drzavniPraznikSchema = z
  .object({ Id: z.number().int(), Datum: z.string(), Naziv: z.string(), verzija: z.number().int() })
  .meta({ id: 'DrzavniPraznik' });
export type DrzavniPraznik = z.infer<typeof drzavniPraznikSchema>;
export const drzavniPraznikListSchema = z
  .object({ itemList: z.array(drzavniPraznikSchema) })
  .meta({ id: 'DrzavniPraznikLista' });

export const drzavniPraznikSaveSchema = z
  .object({ Datum: datumSchema, Naziv: tekstSchema({ max: 200, obavezno: 'Naziv je obavezan.' }) })
  .meta({ id: 'DrzavniPraznikSave' });
export type DrzavniPraznikSave = z.infer<typeof drzavniPraznikSaveSchema>;

export const drzavniPraznikUpdateSchema = drzavniPraznikSaveSchema
  .extend({ Id: idSchema, verzija: verzijaSchema.optional() })
  .meta({ id: 'DrzavniPraznikUpdate' });
export type DrzavniPraznikUpdate = z.infer<typeof drzavniPraznikUpdateSchema>;

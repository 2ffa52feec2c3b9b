import { z } from 'zod';
import { idParamSchema, idSchema, prioritetSchema, tekstSchema, verzijaSchema } from './common.ts';

export const NOTES_PATHS = {
  list: '/api/notes/get',
  byId: '/api/notes/get/:id',
  save: '/api/notes/save',
  update: '/api/notes/update',
  delete: '/api/notes/delete/:id',
} as const;

/** A note (part 1 §3). Radnik is the worker it is about or for; null = for everyone. */
export const noteSchema = z
  .object({
    Id: z.number().int(),
    Radnik: z.number().int().nullable(),
    Prioritet: z.number().int(),
    idKreatora: z.number().int().nullable(),
    Tekst: z.string(),
    Kreirano: z.string(),
    verzija: z.number().int(),
  })
  .meta({ id: 'Note' });
export type Note = z.infer<typeof noteSchema>;
export const noteListSchema = z.object({ itemList: z.array(noteSchema) }).meta({ id: 'NoteLista' });

const optionalId = idParamSchema.optional();

/**
 * GET notes/get: `radnikId` = the notes about one worker (the worker's notes screen); `zaRadnika` = what one worker
 * reads on the home page: their own notes and the notes for everyone.
 */
export const noteListQuerySchema = z.object({ radnikId: optionalId, zaRadnika: optionalId });

export const noteSaveSchema = z
  .object({
    Radnik: idSchema.nullable().default(null),
    Prioritet: prioritetSchema.default(2),
    Tekst: tekstSchema({ max: 4000, obavezno: 'Tekst beleške je obavezan.', visered: true }),
  })
  .meta({ id: 'NoteSave' });
export type NoteSave = z.input<typeof noteSaveSchema>;

export const noteUpdateSchema = noteSaveSchema
  .extend({ Id: idSchema, verzija: verzijaSchema.optional() })
  .meta({ id: 'NoteUpdate' });
export type NoteUpdate = z.input<typeof noteUpdateSchema>;

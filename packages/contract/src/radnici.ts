import { z } from 'zod';
import { roleSchema } from './roles.ts';

export const RADNICI_PATHS = {
  byId: '/api/radnici/:id',
} as const;

/** An id path parameter: 1 to 8 digits (part 1 §2). */
export const idParamSchema = z.coerce.number().int().min(1).max(99_999_999);

/** A worker as the API returns it (part 1 §3). `verzija` guards against silent overwrites. */
export const radnikSchema = z
  .object({
    id: z.number().int(),
    ime: z.string(),
    prezime: z.string(),
    username: z.string(),
    aktivan: z.boolean(),
    permission: roleSchema,
    slobodniDani: z.number().int(),
    IskoristeniDani: z.number().int(),
    cenaRada: z.number(),
    idGrada: z.number().int().nullable(),
    idOpstine: z.number().int().nullable(),
    verzija: z.number().int(),
  })
  .meta({ id: 'Radnik' });
export type Radnik = z.infer<typeof radnikSchema>;

export function fullName(radnik: Pick<Radnik, 'ime' | 'prezime'>): string {
  return [radnik.ime, radnik.prezime].filter(Boolean).join(' ');
}

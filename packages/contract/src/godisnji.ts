import { z } from 'zod';
import { MAX_DANA_U_OPSEGU, brojDana, datumSchema, idSchema } from './common.ts';

export const GODISNJI_PATHS = {
  get: '/api/godisnji/get/:radnikId',
  save: '/api/godisnji/save',
  delete: '/api/godisnji/delete/:id',
  approve: '/api/godisnji/approve/:id',
} as const;

/** Annual leave (part 1 §3): created, then approved (§4). RadniDani = weekdays in it that are not holidays. */
export const godisnjiSchema = z
  .object({
    Id: z.number().int(),
    Radnik: z.number().int(),
    Pocetak: z.string(),
    Kraj: z.string(),
    RadniDani: z.number().int(),
    Odobren: z.boolean(),
  })
  .meta({ id: 'Godisnji' });
export type Godisnji = z.infer<typeof godisnjiSchema>;

/** The worker's leave requests with the balance: remaining = slobodniDani − IskoristeniDani. */
export const godisnjiListSchema = z
  .object({
    itemList: z.array(godisnjiSchema),
    slobodniDani: z.number().int(),
    IskoristeniDani: z.number().int(),
    preostaloDana: z.number().int(),
  })
  .meta({ id: 'GodisnjiLista' });
export type GodisnjiLista = z.infer<typeof godisnjiListSchema>;

export const godisnjiSaveSchema = z
  .object({ Radnik: idSchema, Pocetak: datumSchema, Kraj: datumSchema })
  .refine((value) => value.Pocetak <= value.Kraj, { message: 'Kraj mora biti posle početka.', path: ['Kraj'] })
  .refine((value) => brojDana(value.Pocetak, value.Kraj) <= MAX_DANA_U_OPSEGU, {
    message: 'Godišnji može trajati najviše godinu dana.',
    path: ['Kraj'],
  })
  .meta({ id: 'GodisnjiSave' });
export type GodisnjiSave = z.infer<typeof godisnjiSaveSchema>;

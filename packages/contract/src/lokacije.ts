import { z } from 'zod';
import { idParamSchema } from './common.ts';

export const LOKACIJE_PATHS = {
  drzave: '/api/drzava/get',
  opstine: '/api/lokacija/opstine',
  gradovi: '/api/lokacija/gradovi',
} as const;

export const drzavaSchema = z
  .object({
    id: z.number().int(),
    naziv: z.string(),
    /** ISO 3166-1 alpha-2 ('RS'), null when unknown: a screen in another language names the country from it. */
    kod: z.string().nullable(),
  })
  .meta({ id: 'Drzava' });
export type Drzava = z.infer<typeof drzavaSchema>;
export const drzavaListSchema = z.object({ drzavaLista: z.array(drzavaSchema) }).meta({ id: 'DrzavaLista' });

export const opstinaSchema = z
  .object({ id: z.number().int(), naziv: z.string(), drzavaId: z.number().int() })
  .meta({ id: 'Opstina' });
export type Opstina = z.infer<typeof opstinaSchema>;
export const opstinaListSchema = z.object({ opstinaLista: z.array(opstinaSchema) }).meta({ id: 'OpstinaLista' });

export const gradSchema = z
  .object({ id: z.number().int(), naziv: z.string(), opstinaId: z.number().int() })
  .meta({ id: 'Grad' });
export type Grad = z.infer<typeof gradSchema>;
export const gradListSchema = z.object({ gradoviLista: z.array(gradSchema) }).meta({ id: 'GradLista' });

const idQuery = idParamSchema;
export const opstineQuerySchema = z.object({ drzavaId: idQuery });
export const gradoviQuerySchema = z.object({ opstinaId: idQuery });

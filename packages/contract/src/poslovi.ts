import { z } from 'zod';
import {
  MAX_ID,
  brojDana,
  datumSchema,
  flagSchema,
  idSchema,
  prioritetSchema,
  tekstSchema,
  verzijaSchema,
} from './common.ts';

/** Jobs (part 1 §7, shown as 'Projekti'); paths match case-insensitively and with or without the trailing slash. */
export const POSLOVI_PATHS = {
  byId: '/api/poslovi/get/:id',
  save: '/api/poslovi/save',
  update: '/api/poslovi/update',
  delete: '/api/poslovi/delete/:id',
  filter: '/api/poslovi/filter/',
  sabloni: '/api/poslovi/sablon/get',
  sablonSave: '/api/poslovi/sablon/save',
} as const;

/** Priority of a job: 1 high, 2 normal (default), 3 low; the filters add 0 = all (part 1 §9). */
export const PRIORITETI = [1, 2, 3] as const;
export const PRIORITET_SVI = 0;

/** The longest agreed price, EUR. */
export const MAX_DOGOVORENA_CENA = 999_999_999_999;

/** The longest range a job or Gantt filter may span: ten years. */
export const MAX_DANA_FILTERA_POSLOVA = 3660;

/** A job as it is read (part 1 §3), with what the list and its map show. Dates are ISO 8601 or the sentinel. */
export const posaoSchema = z
  .object({
    Id: z.number().int(),
    Naziv: z.string(),
    Opis: z.string(),
    IdKlijenta: z.number().int().nullable(),
    KlijentNaziv: z.string(),
    IdSablona: z.number().int().nullable(),
    SablonNaziv: z.string(),
    Prioritet: z.number().int(),
    /** The fixed start day (YYYY-MM-DD), or '' when the job has none. */
    FiksniPocetak: z.string(),
    DogovorenaCena: z.number(),
    /** The first task's start and the last task's end (ISO), or the sentinel without tasks. */
    Pocetak: z.string(),
    Kraj: z.string(),
    BrojZadataka: z.number().int(),
    BrojZavrsenih: z.number().int(),
    /** 1 while a task is unfinished (or the job has none yet), 0 when every task is finished. */
    Aktivan: z.union([z.literal(0), z.literal(1)]),
    /** The client's place, for the map; null when the client has none. */
    Latitude: z.number().nullable(),
    Longitude: z.number().nullable(),
    Adresa: z.string(),
    Verzija: z.number().int(),
  })
  .meta({ id: 'Posao' });
export type Posao = z.infer<typeof posaoSchema>;
export const posaoListSchema = z.object({ itemList: z.array(posaoSchema) }).meta({ id: 'PosaoLista' });
export type PosaoLista = z.infer<typeof posaoListSchema>;

const nazivPosla = tekstSchema({ max: 200, obavezno: 'Naziv projekta je obavezan.' });
const opisPosla = tekstSchema({ max: 4000, visered: true });
const cenaSchema = z
  .number({ error: 'Dogovorena cena mora biti broj.' })
  .finite('Dogovorena cena mora biti broj.')
  .min(0, 'Dogovorena cena ne može biti negativna.')
  .max(MAX_DOGOVORENA_CENA, 'Dogovorena cena je prevelika.');

/** A working day (YYYY-MM-DD, Monday to Friday): job and task dates exclude weekends (part 1 §5). */
export const radniDanSchema = datumSchema.refine(
  (value) => {
    const day = new Date(`${value}T00:00:00Z`).getUTCDay();
    return day !== 0 && day !== 6;
  },
  { message: 'Datum ne može biti subota ni nedelja.' },
);

const posaoFields = {
  Naziv: nazivPosla,
  Opis: opisPosla.default(''),
  IdKlijenta: idSchema.nullable().default(null),
  /** A template: its tasks are copied into a new job (save only); priority, description and price are blanked. */
  IdSablona: idSchema.nullable().default(null),
  Prioritet: prioritetSchema.default(2),
  /** Sent only when the fixed-start option is on (part 1 §5); absent or null = none. */
  FiksniPocetak: radniDanSchema.nullable().optional(),
  DogovorenaCena: cenaSchema.default(0),
};

export const posaoCreateSchema = z.object(posaoFields).meta({ id: 'PosaoUnos' });
export type PosaoUnos = z.input<typeof posaoCreateSchema>;

/** An edit names the version it was read at; a stale one is refused with 409. The template is not changed. */
export const posaoUpdateSchema = z
  .object({ Id: idSchema, Verzija: verzijaSchema, ...posaoFields, IdSablona: idSchema.nullable().optional() })
  .meta({ id: 'PosaoIzmena' });
export type PosaoIzmena = z.input<typeof posaoUpdateSchema>;

/** The filters of the job list and the Gantt (part 1 §7): days, both included; prioritet 0 = all. */
export const posloviFilterQuerySchema = z
  .object({
    aktivan: flagSchema.optional(),
    prvi: datumSchema.optional(),
    drugi: datumSchema.optional(),
    prioritet: z.coerce
      .number({ error: 'Prioritet mora biti 0, 1, 2 ili 3.' })
      .int('Prioritet mora biti 0, 1, 2 ili 3.')
      .min(0, 'Prioritet mora biti 0, 1, 2 ili 3.')
      .max(3, 'Prioritet mora biti 0, 1, 2 ili 3.')
      .optional(),
  })
  .refine((q) => q.prvi === undefined || q.drugi === undefined || q.prvi <= q.drugi, {
    message: 'Početak opsega mora biti pre kraja.',
    path: ['drugi'],
  })
  .refine(
    (q) => q.prvi === undefined || q.drugi === undefined || brojDana(q.prvi, q.drugi) <= MAX_DANA_FILTERA_POSLOVA,
    { message: 'Opseg može obuhvatiti najviše deset godina.', path: ['drugi'] },
  );
export type PosloviFilter = z.output<typeof posloviFilterQuerySchema>;

/** A template (šablon) with its tasks, for the job form's picker. */
export const sablonPoslaSchema = z
  .object({
    Id: z.number().int(),
    Naziv: z.string(),
    BrojZadataka: z.number().int(),
    /** Working days from the first task's start to the last task's end when laid out. */
    TrajanjeDani: z.number().int(),
  })
  .meta({ id: 'SablonPosla' });
export type SablonPosla = z.infer<typeof sablonPoslaSchema>;
export const sablonPoslaListSchema = z
  .object({ itemList: z.array(sablonPoslaSchema) })
  .meta({ id: 'SablonPoslaLista' });

/** sablon/save: the job whose tasks become a new template ('add as template'). */
export const sablonPoslaSaveSchema = z.object({ Id: idSchema }).meta({ id: 'SablonPoslaUnos' });

export const posaoIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(MAX_ID) });

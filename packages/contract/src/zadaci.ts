import { z } from 'zod';
import { brojDana, datumSchema, flagSchema, idParamSchema } from './common.ts';

export const ZADACI_PATHS = {
  byId: '/api/zadaci/get/:id',
  zaRadnika: '/api/zadaci/get/radnik/:radnikId/:a/:b',
  pocni: '/api/zadaci/pocni/:id/:radnikId',
  pauziraj: '/api/zadaci/pauziraj/:id',
  zavrsi: '/api/zadaci/zavrsi/:id',
  zauzetost: '/api/zadaci/zauzetost/:id',
  trenutniSledeci: '/api/zadaci/get/trenutnisledeci/:radnikId',
} as const;

/** Hours of work in a task day (part 1 §9). */
export const SATI_PO_DANU = 8;

/** A task's state (part 1 §4): not started, running, paused, finished. */
export const STATUSI_ZADATKA = ['nijePoceo', 'uToku', 'pauziran', 'zavrsen'] as const;
export const statusZadatkaSchema = z.enum(STATUSI_ZADATKA);
export type StatusZadatka = z.infer<typeof statusZadatkaSchema>;

/** A task (part 1 §3). Dates are ISO 8601; a missing date is the sentinel. */
export const zadatakSchema = z
  .object({
    Id: z.number().int(),
    Naziv: z.string(),
    Posao: z.number().int(),
    PosaoNaziv: z.string(),
    Pocetak: z.string(),
    PlaniranoTrajanje: z.number(),
    PlaniranoTrajanjeDani: z.number(),
    Oprema: z.array(z.object({ Id: z.number().int(), Ime: z.string() })),
    Radnici: z.array(z.object({ Id: z.number().int(), Ime: z.string(), Prezime: z.string() })),
    Zavisnost: z.number().int().nullable(),
    StvarniPocetak: z.string(),
    Zavrseno: z.string(),
    Pauza: z.union([z.literal(0), z.literal(1)]),
    Godisnji: z.union([z.literal(0), z.literal(1)]),
    Status: statusZadatkaSchema,
  })
  .meta({ id: 'Zadatak' });
export type Zadatak = z.infer<typeof zadatakSchema>;
export const zadatakListSchema = z.object({ itemList: z.array(zadatakSchema) }).meta({ id: 'ZadatakLista' });

/** The longest range of the worker's task list: two years. */
const MAX_DANA_ZADATAKA = 731;

/** zadaci/get/radnik/{radnikId}/{a}/{b}: a and b are the first and last day (YYYY-MM-DD) of the range. */
export const zadaciRadnikaParamsSchema = z
  .object({ radnikId: idParamSchema, a: datumSchema, b: datumSchema })
  .refine((value) => value.a <= value.b, { message: 'Početak opsega mora biti pre kraja.', path: ['b'] })
  .refine((value) => brojDana(value.a, value.b) <= MAX_DANA_ZADATAKA, {
    message: 'Opseg može obuhvatiti najviše dve godine.',
    path: ['b'],
  });

/** zadaci/pocni/{id}/{radnikId}?force (a flag: bare or =true) confirms a start that answered a warning of Type -1. */
export const pocniQuerySchema = z.object({ force: flagSchema.optional() });

export const trenutniSledeciSchema = z
  .object({
    itemList: z.array(
      z.object({
        Id: z.number().int(),
        Naziv: z.string(),
        Posao: z.number().int(),
        Vrsta: z.enum(['trenutni', 'sledeci']),
        Status: statusZadatkaSchema,
      }),
    ),
  })
  .meta({ id: 'TrenutniSledeci' });
export type TrenutniSledeci = z.infer<typeof trenutniSledeciSchema>;

/** A worker's timeline: planned spans of open tasks and the intervals actually worked. */
export const zauzetostSchema = z
  .object({
    itemList: z.array(
      z.object({
        Id: z.number().int(),
        Naziv: z.string(),
        Posao: z.number().int(),
        Vrsta: z.enum(['plan', 'rad']),
        Status: statusZadatkaSchema,
        Interval: z.object({ Pocetak: z.string(), Kraj: z.string() }),
      }),
    ),
    currentTime: z.string(),
  })
  .meta({ id: 'Zauzetost' });
export type Zauzetost = z.infer<typeof zauzetostSchema>;

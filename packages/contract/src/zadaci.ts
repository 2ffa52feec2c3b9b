import { z } from 'zod';
import {
  MAX_ID,
  brojDana,
  datumSchema,
  flagSchema,
  idParamSchema,
  idSchema,
  tekstSchema,
  verzijaSchema,
} from './common.ts';
import { radniDanSchema } from './poslovi.ts';

export const ZADACI_PATHS = {
  byId: '/api/zadaci/get/:id',
  zaRadnika: '/api/zadaci/get/radnik/:radnikId/:a/:b',
  pocni: '/api/zadaci/pocni/:id/:radnikId',
  pauziraj: '/api/zadaci/pauziraj/:id',
  zavrsi: '/api/zadaci/zavrsi/:id',
  zauzetost: '/api/zadaci/zauzetost/:id',
  trenutniSledeci: '/api/zadaci/get/trenutnisledeci/:radnikId',
  zaPosao: '/api/zadaci/get/posao/:posaoId',
  save: '/api/zadaci/save',
  update: '/api/zadaci/update',
  delete: '/api/zadaci/delete/:id',
  moguceZavisnosti: '/api/zadaci/mogucezavisnosti/:posaoId/:zadatakId',
  zauzetostZaSve: '/api/zadaci/zauzetostzasve/',
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
    /** The end of the last planned working day (ISO). */
    Kraj: z.string(),
    Verzija: z.number().int(),
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

/** The longest planned duration of a task: five working years of 8-hour days. */
export const MAX_SATI_ZADATKA = 5 * 260 * SATI_PO_DANU;

const trajanjeSchema = z
  .number({ error: 'Planirano trajanje mora biti broj sati.' })
  .finite('Planirano trajanje mora biti broj sati.')
  .gt(0, 'Planirano trajanje mora biti veće od 0.')
  .max(MAX_SATI_ZADATKA, `Planirano trajanje može biti najviše ${MAX_SATI_ZADATKA} sati.`)
  .refine((value) => Math.round(value * 100) === value * 100, 'Planirano trajanje može imati najviše dve decimale.');

const listaIdeva = (sta: string) =>
  z
    .array(idSchema, { error: `${sta} se šalje kao lista id-eva.` })
    .max(100, `Može se izabrati najviše 100 stavki (${sta}).`)
    .transform((ids) => [...new Set(ids)])
    .default([]);

const zadatakFields = {
  Naziv: tekstSchema({ max: 200, obavezno: 'Naziv zadatka je obavezan.' }),
  Posao: idSchema,
  /** The first day (YYYY-MM-DD), a working day; the task starts at 09:00 (part 1 §9). */
  Pocetak: radniDanSchema,
  /** Planned hours; the days beside it are hours / 8. */
  PlaniranoTrajanje: trajanjeSchema,
  /** Machine ids, and worker ids when saving (part 1 §3). */
  Oprema: listaIdeva('Oprema'),
  Radnici: listaIdeva('Radnici'),
  /** The task this one waits for: from mogucezavisnosti (same job, never itself, never closing a circle). */
  Zavisnost: idSchema.nullable().default(null),
};

export const zadatakCreateSchema = z.object(zadatakFields).meta({ id: 'ZadatakUnos' });
export type ZadatakUnos = z.input<typeof zadatakCreateSchema>;
export const zadatakUpdateSchema = z
  .object({ Id: idSchema, Verzija: verzijaSchema, ...zadatakFields })
  .meta({ id: 'ZadatakIzmena' });
export type ZadatakIzmena = z.input<typeof zadatakUpdateSchema>;

/** mogucezavisnosti/{posaoId}/{zadatakId}: zadatakId 0 asks for a task not saved yet. */
export const moguceZavisnostiParamsSchema = z.object({
  posaoId: idParamSchema,
  zadatakId: z.coerce.number().int().min(0).max(MAX_ID),
});

export const moguceZavisnostiSchema = z
  .object({
    itemList: z.array(z.object({ Id: z.number().int(), Naziv: z.string(), Pocetak: z.string(), Kraj: z.string() })),
  })
  .meta({ id: 'MoguceZavisnosti' });
export type MoguceZavisnosti = z.infer<typeof moguceZavisnostiSchema>;

/** How many workers one zauzetostzasve call may name. */
export const MAX_RADNIKA_ZAUZETOSTI = 200;

/**
 * zauzetostzasve/?listRadnik=..&listRadnik=.. (part 1 §7); `prvi`..`drugi` (days) narrow it, by default from 30 days
 * back to 90 days ahead.
 */
export const zauzetostZaSveQuerySchema = z
  .object({
    listRadnik: z.preprocess(
      (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
      z
        .array(idParamSchema, { error: 'listRadnik mora biti id radnika.' })
        .min(1, 'Izaberite bar jednog radnika.')
        .max(MAX_RADNIKA_ZAUZETOSTI, `Može se izabrati najviše ${MAX_RADNIKA_ZAUZETOSTI} radnika.`),
    ),
    prvi: datumSchema.optional(),
    drugi: datumSchema.optional(),
  })
  .refine((q) => q.prvi === undefined || q.drugi === undefined || q.prvi <= q.drugi, {
    message: 'Početak opsega mora biti pre kraja.',
    path: ['drugi'],
  })
  .refine((q) => q.prvi === undefined || q.drugi === undefined || brojDana(q.prvi, q.drugi) <= 731, {
    message: 'Opseg može obuhvatiti najviše dve godine.',
    path: ['drugi'],
  });

const intervalSchema = z.object({ Pocetak: z.string(), Kraj: z.string() });

export const zauzetostZaSveSchema = z
  .object({
    itemList: z.array(
      z.object({
        Id: z.number().int(),
        naziv: z.string(),
        zadatakList: z.array(
          z.object({
            Id: z.number().int(),
            Naziv: z.string(),
            Posao: z.number().int(),
            PosaoNaziv: z.string(),
            Status: statusZadatkaSchema,
            Interval: intervalSchema,
            Pauze: z.array(intervalSchema),
          }),
        ),
        /** Annual leave (approved or requested) and the worker's own holidays in the range, each a span of days. */
        odsustva: z.array(
          z.object({
            Vrsta: z.enum(['godisnji', 'praznik']),
            Naziv: z.string(),
            Pocetak: z.string(),
            Kraj: z.string(),
          }),
        ),
      }),
    ),
    /** State holidays in the range (YYYY-MM-DD). */
    praznici: z.array(z.string()),
    currentTime: z.string(),
  })
  .meta({ id: 'ZauzetostZaSve' });
export type ZauzetostZaSve = z.infer<typeof zauzetostZaSveSchema>;

import { z } from 'zod';
import {
  GODINA_MAX,
  GODINA_MIN,
  MAX_DANA_U_OPSEGU,
  brojDana,
  datumSchema,
  idParamSchema,
  idSchema,
  trajanjeSchema,
  uspehSchema,
  vremeSchema,
} from './common.ts';

export const EVIDENCIJA_PATHS = {
  prijava: '/api/Evidencija/Prijava/:radnikId',
  pauza: '/api/Evidencija/Pauza/:radnikId',
  odjava: '/api/Evidencija/Odjava/:radnikId',
  provera: '/api/Evidencija/provera/:radnikId',
  save: '/api/evidencija/save',
  info: '/api/evidencija/info/:radnikId/:godina/:mesec',
  update: '/api/evidencija/update',
} as const;

/** Default working hours (part 1 §9). */
export const DEFAULT_TRAJANJE_POCETAK = '09:00:00';
export const DEFAULT_TRAJANJE_KRAJ = '17:00:00';

/** The work-day state (part 1 §4): signed out, signed in, paused. */
export const STANJA_EVIDENCIJE = ['odjavljen', 'prijavljen', 'pauza'] as const;
export const stanjeEvidencijeSchema = z.enum(STANJA_EVIDENCIJE);
export type StanjeEvidencije = z.infer<typeof stanjeEvidencijeSchema>;

/**
 * One worker's day (part 1 §3). Pocetak/Kraj are the first sign-in and last sign-out of the day (the missing-date
 * sentinel when there is none); MerenoVreme is the running interval's length, 00:00:00 unless signed in.
 */
export const evidencijaSchema = z
  .object({
    RadnikId: z.number().int(),
    Datum: z.string(),
    Pocetak: z.string(),
    Kraj: z.string(),
    TrajanjePocetak: z.string(),
    TrajanjeKraj: z.string(),
    Planirano: trajanjeSchema,
    /** The day's worked time: the approved correction when there is one, otherwise OdradjenoMereno. */
    Odradjeno: trajanjeSchema,
    MerenoVreme: trajanjeSchema,
    /** Worked time as measured by the day's sign-ins and sign-outs; never changed by a correction. */
    OdradjenoMereno: trajanjeSchema,
    /** Odradjeno is a correction (by Admin, or a worker's request Admin approved), not the measured time. */
    Ispravljeno: z.boolean(),
    /** A worker's correction of this day waits for Admin's approval. */
    NaCekanju: z.boolean(),
    /** The day lies within the worker's employment [datumPocetka, datumOdlaska]; outside it nothing is planned. */
    Zaposlen: z.boolean(),
    Vikend: z.boolean(),
    Praznik: z.boolean(),
    Godisnji: z.boolean(),
    Stanje: stanjeEvidencijeSchema,
  })
  .meta({ id: 'Evidencija' });
export type Evidencija = z.infer<typeof evidencijaSchema>;

/** The answer of Prijava, Pauza, Odjava and provera. */
export const evidencijaResponseSchema = z.object({ evidencija: evidencijaSchema }).meta({ id: 'EvidencijaOdgovor' });
export type EvidencijaResponse = z.infer<typeof evidencijaResponseSchema>;

/** GET evidencija/info/{radnikId}/{godina}/{mesec}: every day of the month and the month's totals. */
export const evidencijaMesecSchema = z
  .object({
    RadnikId: z.number().int(),
    Godina: z.number().int(),
    Mesec: z.number().int(),
    itemList: z.array(evidencijaSchema),
    Planirano: trajanjeSchema,
    Odradjeno: trajanjeSchema,
  })
  .meta({ id: 'EvidencijaMesec' });
export type EvidencijaMesec = z.infer<typeof evidencijaMesecSchema>;

export const evidencijaInfoParamsSchema = z.object({
  radnikId: idParamSchema,
  godina: z.coerce.number().int().min(GODINA_MIN).max(GODINA_MAX),
  mesec: z.coerce.number().int().min(1).max(12),
});

const hoursOrdered = (value: { TrajanjePocetak: string; TrajanjeKraj: string }) =>
  value.TrajanjePocetak < value.TrajanjeKraj;
const hoursIssue = { message: 'Kraj radnog vremena mora biti posle početka.', path: ['TrajanjeKraj'] };

/**
 * POST evidencija/save: planned working hours TrajanjePocetak–TrajanjeKraj for every weekday from Pocetak to Kraj
 * (dates). Pocetak and Kraj may not fall on a weekend.
 */
export const evidencijaSaveSchema = z
  .object({
    RadnikId: idSchema,
    Pocetak: datumSchema,
    Kraj: datumSchema,
    TrajanjePocetak: vremeSchema.default(DEFAULT_TRAJANJE_POCETAK),
    TrajanjeKraj: vremeSchema.default(DEFAULT_TRAJANJE_KRAJ),
  })
  .refine(hoursOrdered, hoursIssue)
  .refine((value) => value.Pocetak <= value.Kraj, { message: 'Kraj mora biti posle početka.', path: ['Kraj'] })
  .refine((value) => brojDana(value.Pocetak, value.Kraj) <= MAX_DANA_U_OPSEGU, {
    message: 'Opseg može obuhvatiti najviše godinu dana.',
    path: ['Kraj'],
  })
  .meta({ id: 'EvidencijaSave' });
export type EvidencijaSave = z.input<typeof evidencijaSaveSchema>;

/** POST evidencija/update: corrects the worked time of one day (and optionally its planned hours). */
export const evidencijaUpdateSchema = z
  .object({
    RadnikId: idSchema,
    Datum: datumSchema,
    Odradjeno: z
      .string()
      .regex(/^(\d{2}):([0-5]\d):([0-5]\d)$/, 'Odrađeno mora biti u obliku HH:mm:ss.')
      .refine((value) => value <= '24:00:00', 'Odrađeno ne može biti više od 24 sata.'),
    TrajanjePocetak: vremeSchema.optional(),
    TrajanjeKraj: vremeSchema.optional(),
  })
  .refine(
    (value) => !value.TrajanjePocetak || !value.TrajanjeKraj || value.TrajanjePocetak < value.TrajanjeKraj,
    hoursIssue,
  )
  .meta({ id: 'EvidencijaUpdate' });
export type EvidencijaUpdate = z.input<typeof evidencijaUpdateSchema>;

export const radnikIdParamsSchema = z.object({ radnikId: idParamSchema });

/** A worker's employment: planned time starts at datumPocetka and ends at datumOdlaska when set (both inclusive). */
export interface Zaposlenje {
  datumPocetka: string;
  datumOdlaska: string | null;
}

/** Whether the worker was employed on a day (`YYYY-MM-DD`): only such days have planned time. */
export function jeZaposlen(datum: string, zaposlenje: Zaposlenje): boolean {
  return datum >= zaposlenje.datumPocetka && (zaposlenje.datumOdlaska === null || datum <= zaposlenje.datumOdlaska);
}

/**
 * The answer of a change of a time record (evidencija/save, evidencija/update, a worker holiday): `NaCekanju` true
 * when the change was stored as a request that waits for Admin's approval (`Id` is then the request's id).
 */
export const uspehIzmeneSchema = uspehSchema.extend({ NaCekanju: z.boolean() }).meta({ id: 'UspehIzmene' });
export type UspehIzmene = z.infer<typeof uspehIzmeneSchema>;

export const ZAHTEVI_PATHS = {
  list: '/api/evidencija/zahtevi',
  forRadnik: '/api/evidencija/zahtevi/:radnikId',
  approve: '/api/evidencija/zahtevi/odobri/:id',
  reject: '/api/evidencija/zahtevi/odbij/:id',
} as const;

/** What a correction request changes: a day's worked time, the planned hours of days, or a holiday. */
export const VRSTE_ZAHTEVA = ['odradjeno', 'planirano', 'praznik'] as const;
export const vrstaZahtevaSchema = z.enum(VRSTE_ZAHTEVA);
export type VrstaZahteva = z.infer<typeof vrstaZahtevaSchema>;

export const STATUSI_ZAHTEVA = ['ceka', 'odobren', 'odbijen'] as const;
export const statusZahtevaSchema = z.enum(STATUSI_ZAHTEVA);
export type StatusZahteva = z.infer<typeof statusZahtevaSchema>;

/**
 * A worker's correction of their own time record, waiting for Admin (issue 12): Datum is the day (the first day of a
 * range for `planirano`, whose last day is Kraj); Odradjeno for `odradjeno`; TrajanjePocetak/Kraj for `planirano`
 * (and for `odradjeno` when it changes the day's hours).
 */
export const zahtevSchema = z
  .object({
    Id: z.number().int(),
    RadnikId: z.number().int(),
    Radnik: z.string(),
    Vrsta: vrstaZahtevaSchema,
    Datum: z.string(),
    Kraj: z.string().nullable(),
    Odradjeno: trajanjeSchema.nullable(),
    TrajanjePocetak: z.string().nullable(),
    TrajanjeKraj: z.string().nullable(),
    Status: statusZahtevaSchema,
    Podneto: z.string(),
  })
  .meta({ id: 'EvidencijaZahtev' });
export type Zahtev = z.infer<typeof zahtevSchema>;

export const zahtevListSchema = z.object({ itemList: z.array(zahtevSchema) }).meta({ id: 'EvidencijaZahtevLista' });
export type ZahtevLista = z.infer<typeof zahtevListSchema>;

export const zahtevIdParamsSchema = z.object({ id: idParamSchema });

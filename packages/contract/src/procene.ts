import { z } from 'zod';
import {
  MISSING_DATE,
  datumSchema,
  flagSchema,
  idParamSchema,
  idSchema,
  tekstSchema,
  verzijaSchema,
} from './common.ts';
import { MAX_CENA, nepokretnostSaveObject, nepokretnostSchema } from './nepokretnosti.ts';

export { PROCENE_LIMIT, PROCENE_LOAD_MORE, PROCENE_PATHS, PROCENE_PERIOD_DANA } from './procene-paths.ts';

export { PROCENA_BRISANJE_ROLES, PROCENA_SABLON_ROLES } from './uloge-radnji.ts';

/**
 * Valuation phases 1–6 (part 2 §4). 'Active' (the list's aktivnaFaza filter) is 1 and 6, completed is 3, 'current' is
 * 1, 2 and 6. The names are the firm's: the specification gives only the numbers.
 */
export const FAZE_PROCENE = [
  { id: 1, naziv: 'U izradi', nazivEn: 'In progress' },
  { id: 2, naziv: 'Na čekanju', nazivEn: 'On hold' },
  { id: 3, naziv: 'Završena', nazivEn: 'Completed' },
  { id: 4, naziv: 'Poslata', nazivEn: 'Sent' },
  { id: 5, naziv: 'Otkazana', nazivEn: 'Cancelled' },
  { id: 6, naziv: 'Dorada', nazivEn: 'Revision' },
] as const;
export const AKTIVNE_FAZE = [1, 6] as const;
export const ZAVRSENA_FAZA = 3;
/** The phase whose change day is the valuation's sending day (datumSlanja). */
export const POSLATA_FAZA = 4;
export const TEKUCE_FAZE = [1, 2, 6] as const;
export const POCETNA_FAZA = 1;

/** Payment phases 1–6, default 2 (part 2 §4, §9). */
export const FAZE_PLACANJA = [
  { id: 1, naziv: 'Plaćeno unapred', nazivEn: 'Paid in advance' },
  { id: 2, naziv: 'Nije fakturisano', nazivEn: 'Not invoiced' },
  { id: 3, naziv: 'Fakturisano', nazivEn: 'Invoiced' },
  { id: 4, naziv: 'Delimično plaćeno', nazivEn: 'Partly paid' },
  { id: 5, naziv: 'Plaćeno', nazivEn: 'Paid' },
  { id: 6, naziv: 'Otpisano', nazivEn: 'Written off' },
] as const;
export const FAZA_PLACANJA_DEFAULT = 2;

/** Valuation types 1–8 (part 2 §3: 4 = desktop). */
export const TIPOVI_PROCENE = [
  { id: 1, naziv: 'Stambeni prostor', nazivEn: 'Residential' },
  { id: 2, naziv: 'Poslovni prostor', nazivEn: 'Commercial' },
  { id: 3, naziv: 'Zemljište', nazivEn: 'Land' },
  { id: 4, naziv: 'Desktop procena', nazivEn: 'Desktop valuation' },
  { id: 5, naziv: 'Revalorizacija', nazivEn: 'Revaluation' },
  { id: 6, naziv: 'Procena za sud', nazivEn: 'Court valuation' },
  { id: 7, naziv: 'Procena za osiguranje', nazivEn: 'Insurance valuation' },
  { id: 8, naziv: 'Ostalo', nazivEn: 'Other' },
] as const;
export const TIP_PROCENE_DESKTOP = 4;

export const fazaSchema = z.number().int().min(1, 'Faza mora biti od 1 do 6.').max(6, 'Faza mora biti od 1 do 6.');
export const fazaPlacanjaSchema = z
  .number()
  .int()
  .min(1, 'Faza plaćanja mora biti od 1 do 6.')
  .max(6, 'Faza plaćanja mora biti od 1 do 6.');
export const tipProceneSchema = z
  .number()
  .int()
  .min(1, 'Tip procene mora biti od 1 do 8.')
  .max(8, 'Tip procene mora biti od 1 do 8.');
const prioritet = z.number().int().min(1, 'Prioritet mora biti od 1 do 3.').max(3, 'Prioritet mora biti od 1 do 3.');

export const PROCENE_MAX_LIMIT = 500;
export const PROCENE_IZVOZ_MAX = 5000;
/** Row colours go by the days since the valuation's date, capped at 8 (part 2 §4). */
export const PROCENA_DANI_BOJA_MAX = 8;

/** Days since `datum` (an instant or a day) to `danas` (a day), 0 to PROCENA_DANI_BOJA_MAX: the row's colour class. */
export function daniOdDatuma(datum: string, danas: string): number {
  const od = Date.parse(`${datum.slice(0, 10)}T00:00:00Z`);
  const do_ = Date.parse(`${danas.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(od) || Number.isNaN(do_)) return 0;
  return Math.min(PROCENA_DANI_BOJA_MAX, Math.max(0, Math.round((do_ - od) / 86_400_000)));
}

const idNaziv = z.object({ id: z.number().int(), naziv: z.string() });

/** A phase of the valuation's history (part 2 §3): which phase, set by whom, on which day; one is active. */
export const procenaFazaSchema = z
  .object({
    fazaId: z.number().int(),
    radnikId: z.number().int().nullable(),
    /** The worker's full name; null when the worker no longer exists. */
    radnikIme: z.string().nullable(),
    aktivna: z.boolean(),
    /** The day of the change, YYYY-MM-DD. */
    datumPromene: z.string(),
  })
  .meta({ id: 'ProcenaFaza' });
export type ProcenaFaza = z.infer<typeof procenaFazaSchema>;

/** A valuation as GET procene/{id} answers it (under `procena`). Days are YYYY-MM-DD or MISSING_DATE. */
export const procenaSchema = z
  .object({
    id: z.number().int(),
    oldId: z.number().int().nullable(),
    naziv: z.string(),
    opis: z.string(),
    /** The bank (a client of type 2). */
    idKlijenta: z.number().int().nullable(),
    /** The client (type 1). */
    idKlijenta2: z.number().int().nullable(),
    /** The banker (type 3), of the chosen bank. */
    idKlijenta3: z.number().int().nullable(),
    banka: idNaziv.nullable(),
    klijent: idNaziv.nullable(),
    bankar: idNaziv.nullable(),
    vodjaId: z.number().int(),
    inspekcijaId: z.number().int().nullable(),
    inspekcijaSnimanje: z.boolean(),
    prioritet: z.number().int(),
    faza: z.number().int(),
    fazaPlacanja: z.number().int(),
    tip: z.number().int(),
    /** The fixed start (an instant), null when the option is off. */
    fiksniPocetak: z.string().nullable(),
    /** When the valuation was entered (an instant). */
    timestamp: z.string(),
    dogovorenaCena: z.number(),
    /** The previous valuation's day, or MISSING_DATE. */
    datumPrethodneProc: z.string(),
    /** The euro rate of the previous valuation (RSD per EUR); 0 when unknown. */
    kursPrethodneProc: z.number(),
    faze: z.array(procenaFazaSchema),
    /** The first subject (the form's property sub-form); null only for a valuation whose subject was deleted. */
    nepokretnost: nepokretnostSchema.nullable(),
    brojPredmeta: z.number().int(),
    verzija: z.number().int(),
  })
  .meta({ id: 'Procena' });
export type Procena = z.infer<typeof procenaSchema>;

export const procenaOdgovorSchema = z.object({ procena: procenaSchema }).meta({ id: 'ProcenaOdgovor' });

/** One row of the list (part 2 §3): the valuation plus names, dates and the first subject's place. */
export const procenaListItemSchema = z
  .object({
    id: z.number().int(),
    naziv: z.string(),
    opis: z.string(),
    idKlijenta: z.number().int().nullable(),
    bankaNaziv: z.string().nullable(),
    idKlijenta2: z.number().int().nullable(),
    klijentNaziv: z.string().nullable(),
    idKlijenta3: z.number().int().nullable(),
    bankarNaziv: z.string().nullable(),
    vodjaId: z.number().int(),
    vodjaIme: z.string().nullable(),
    inspekcijaId: z.number().int().nullable(),
    inspektorIme: z.string().nullable(),
    inspekcijaSnimanje: z.boolean(),
    prioritet: z.number().int(),
    faza: z.number().int(),
    fazaPlacanjaId: z.number().int(),
    tip: z.number().int(),
    dogovorenaCena: z.number(),
    /** Instants: entered, completed (phase 3 set), sent (phase 4 set); null when not (yet) there. */
    datumUnosa: z.string(),
    datumZavrsetka: z.string().nullable(),
    datumSlanja: z.string().nullable(),
    nepokretnostId: z.number().int().nullable(),
    nazivPrvogPredmetaProcene: z.string().nullable(),
    vrstaId: z.number().int().nullable(),
    adresa: z.string().nullable(),
    opstina: z.string().nullable(),
    grad: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    verzija: z.number().int(),
  })
  .meta({ id: 'ProcenaListItem' });
export type ProcenaListItem = z.infer<typeof procenaListItemSchema>;

/** A page of the list, the count of all matches ('Pronađeno N procena') and the sum of their agreed prices. */
export const procenaListSchema = z
  .object({
    itemList: z.array(procenaListItemSchema),
    ukupno: z.number().int(),
    sumaDogovorenaCena: z.number(),
  })
  .meta({ id: 'ProcenaLista' });
export type ProcenaLista = z.infer<typeof procenaListSchema>;

const idsParam = (item: z.ZodType<number, unknown>, max: number) =>
  z.union([item, z.array(item).max(max)]).transform((value) => (Array.isArray(value) ? value : [value]));
const fazaParam = z.coerce.number().int().min(1).max(6);
const prioritetParam = z.coerce.number().int().min(1).max(3);
/** A property group (TIPOVI_NEPOKRETNOSTI: 81–83). */
const NEPOZNATA_GRUPA = 'Nepoznata grupa nepokretnosti; dozvoljene su 81, 82 i 83.';
const grupaParam = z.coerce.number().int().min(81, NEPOZNATA_GRUPA).max(83, NEPOZNATA_GRUPA);

/**
 * GET procene (part 2 §7). `datumOd`/`datumDo` are instants bounding the day the valuation was entered (default: 30
 * days back 00:00 to today 23:59:59.999, Belgrade); `aktivnaFaza` keeps phases 1 and 6; `klijentId` keeps valuations
 * naming that record as bank, client or banker. Arrays come as `x[]=1&x[]=2` or `x=1&x=2`.
 */
export const procenaListQueryObject = z.object({
  aktivnaFaza: flagSchema.optional(),
  datumOd: z.iso.datetime({ offset: true }).optional(),
  datumDo: z.iso.datetime({ offset: true }).optional(),
  prioritet: idsParam(prioritetParam, 3).optional(),
  'prioritet[]': idsParam(prioritetParam, 3).optional(),
  tipNepokretnosti: idsParam(grupaParam, 3).optional(),
  'tipNepokretnosti[]': idsParam(grupaParam, 3).optional(),
  faze: idsParam(fazaParam, 6).optional(),
  'faze[]': idsParam(fazaParam, 6).optional(),
  radnik: idsParam(idParamSchema, 200).optional(),
  'radnik[]': idsParam(idParamSchema, 200).optional(),
  inspekcija: idsParam(idParamSchema, 200).optional(),
  'inspekcija[]': idsParam(idParamSchema, 200).optional(),
  klijentId: idParamSchema.optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(PROCENE_MAX_LIMIT).optional(),
});

export const procenaListQuerySchema = procenaListQueryObject.refine(
  (q) => q.datumOd === undefined || q.datumDo === undefined || Date.parse(q.datumOd) <= Date.parse(q.datumDo),
  { message: 'Početni datum ne sme biti posle krajnjeg.', path: ['datumDo'] },
);
export type ProcenaListQuery = z.input<typeof procenaListQuerySchema>;

/** The generic list-service lists take only the date range. */
export const procenaInfoQuerySchema = z
  .object({
    datumOd: z.iso.datetime({ offset: true }).optional(),
    datumDo: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((q) => q.datumOd === undefined || q.datumDo === undefined || Date.parse(q.datumOd) <= Date.parse(q.datumDo), {
    message: 'Početni datum ne sme biti posle krajnjeg.',
    path: ['datumDo'],
  });

export const IZVOZ_FORMATI = ['xlsx', 'csv'] as const;
/** GET procene/izvoz: the list's filters plus the file format; at most PROCENE_IZVOZ_MAX rows. */
export const procenaIzvozQuerySchema = procenaListQueryObject
  .omit({ offset: true, limit: true })
  .extend({ format: z.enum(IZVOZ_FORMATI).default('xlsx') })
  .refine((q) => q.datumOd === undefined || q.datumDo === undefined || Date.parse(q.datumOd) <= Date.parse(q.datumDo), {
    message: 'Početni datum ne sme biti posle krajnjeg.',
    path: ['datumDo'],
  });

export const procenaIdParamsSchema = z.object({ id: idParamSchema });
export const predmetiParamsSchema = z.object({ procenaId: idParamSchema });

/** A day of the form: YYYY-MM-DD; null or the MISSING_DATE sentinel mean none. */
const danIliNista = z
  .union([datumSchema, z.literal(MISSING_DATE), z.null()])
  .transform((value) => (value === MISSING_DATE ? null : value));

/** The subject property inside a valuation's save: the register's save fields, plus its id when it exists. */
export const procenaNepokretnostSaveSchema = nepokretnostSaveObject
  .extend({ id: idSchema.optional() })
  .refine((value) => (value.latitude === null) === (value.longitude === null), {
    message: 'Koordinate se zadaju obe ili nijedna.',
    path: ['longitude'],
  });

const procenaFields = {
  /** Empty: the server names the valuation by its subject's address and municipality. */
  naziv: tekstSchema({ max: 200 }).default(''),
  opis: tekstSchema({ max: 4000, visered: true }).default(''),
  idKlijenta: idSchema.nullable().default(null),
  idKlijenta2: idSchema.nullable().default(null),
  idKlijenta3: idSchema.nullable().default(null),
  vodjaId: idSchema,
  inspekcijaId: idSchema.nullable().default(null),
  inspekcijaSnimanje: z.boolean().default(false),
  prioritet: prioritet.default(2),
  faza: fazaSchema.default(POCETNA_FAZA),
  fazaPlacanja: fazaPlacanjaSchema.default(FAZA_PLACANJA_DEFAULT),
  tip: tipProceneSchema,
  /** Sent only when the fixed-start option is on (part 2 §5); null otherwise. */
  fiksniPocetak: z.iso.datetime({ offset: true }).nullable().default(null),
  dogovorenaCena: z
    .number({ error: 'Dogovorena cena mora biti broj.' })
    .finite()
    .min(0, 'Dogovorena cena ne sme biti negativna.')
    .max(MAX_CENA, 'Dogovorena cena je prevelika.')
    .default(0),
  datumPrethodneProc: danIliNista.default(null),
  kursPrethodneProc: z
    .number({ error: 'Kurs mora biti broj.' })
    .finite()
    .min(0, 'Kurs ne sme biti negativan.')
    .max(100_000, 'Kurs je prevelik.')
    .default(0),
  nepokretnost: procenaNepokretnostSaveSchema,
};

type PickerRules = { idKlijenta: number | null; idKlijenta2: number | null; idKlijenta3: number | null };

/** Rules across fields the portal can check before sending (the server checks the register too). */
function withProcenaRules<T extends z.ZodType<PickerRules>>(schema: T) {
  return schema
    .refine((value) => value.idKlijenta3 === null || value.idKlijenta !== null, {
      message: 'Bankar se bira uz banku.',
      path: ['idKlijenta3'],
    })
    .refine((value) => value.idKlijenta !== null || value.idKlijenta2 !== null, {
      message: 'Izaberite banku ili klijenta.',
      path: ['idKlijenta2'],
    });
}

/** POST procene */
export const procenaCreateSchema = withProcenaRules(z.object(procenaFields)).meta({ id: 'ProcenaCreate' });
export type ProcenaCreate = z.input<typeof procenaCreateSchema>;
export type ProcenaCreateParsed = z.output<typeof procenaCreateSchema>;

/** PUT procene: `verzija`, when sent, is the version read; a stale one is refused with 409. */
export const procenaUpdateSchema = withProcenaRules(
  z.object({ id: idSchema, verzija: verzijaSchema.optional(), ...procenaFields }),
).meta({ id: 'ProcenaUpdate' });
export type ProcenaUpdate = z.input<typeof procenaUpdateSchema>;

/** PATCH procene/ (the list's inline description). */
export const procenaOpisSchema = z
  .object({ Id: idSchema, Opis: tekstSchema({ max: 4000, visered: true }) })
  .meta({ id: 'ProcenaOpis' });
/** PATCH procene/{id} (the recording flag); the body's Id must be the path's. */
export const procenaSnimanjeSchema = z
  .object({ Id: idSchema, InspekcijaSnimanje: z.boolean() })
  .meta({ id: 'ProcenaSnimanje' });

/**
 * POST procene/postojece/: is this property already being valued? Matched on the same municipality and the same
 * address (accents, case and spacing aside), or a subject within DUPLIKAT_RADIUS_M of the coordinates.
 */
export const DUPLIKAT_RADIUS_M = 25;
export const procenaPostojeceSchema = z
  .object({
    opstinaId: idSchema.nullable().default(null),
    adresa: tekstSchema({ max: 300 }).default(''),
    latitude: z.number().min(-90).max(90).nullable().default(null),
    longitude: z.number().min(-180).max(180).nullable().default(null),
    /** The valuation being edited, left out of its own matches. */
    procenaId: idSchema.optional(),
  })
  .meta({ id: 'ProcenaPostojece' });
export type ProcenaPostojece = z.input<typeof procenaPostojeceSchema>;

export const procenaDuplikatSchema = z
  .object({
    id: z.number().int(),
    naziv: z.string(),
    faza: z.number().int(),
    datumUnosa: z.string(),
    adresa: z.string(),
    bankaNaziv: z.string().nullable(),
    klijentNaziv: z.string().nullable(),
    /** Metres between the subjects when both have coordinates. */
    udaljenost: z.number().nullable(),
  })
  .meta({ id: 'ProcenaDuplikat' });
export type ProcenaDuplikat = z.infer<typeof procenaDuplikatSchema>;
export const procenaDuplikatiSchema = z.object({ itemList: z.array(procenaDuplikatSchema) });

export const procenaNazivSchema = z.object({ naziv: z.string() }).meta({ id: 'ProcenaNaziv' });

/** A Word report template. */
export const sablonSchema = z
  .object({
    id: z.number().int(),
    naziv: z.string(),
    velicina: z.number().int(),
    kreirano: z.string(),
    /** Shipped with the product (cannot be deleted) or uploaded by an Admin. */
    ugradjen: z.boolean(),
  })
  .meta({ id: 'Sablon' });
export type Sablon = z.infer<typeof sablonSchema>;
export const sablonListSchema = z.object({ itemList: z.array(sablonSchema) });
export const sablonParamsSchema = z.object({ id: idParamSchema });
/** PUT procene/{id}/document?template={template id}. */
export const dokumentQuerySchema = z.object({
  template: idParamSchema.optional(),
});

/** A worker for a picker. */
export const radnikIzborSchema = z
  .object({ id: z.number().int(), ime: z.string(), prezime: z.string(), aktivan: z.boolean() })
  .meta({ id: 'RadnikIzbor' });
export type RadnikIzbor = z.infer<typeof radnikIzborSchema>;
export const radnikIzborListSchema = z.object({ itemList: z.array(radnikIzborSchema) });

/** Messages (part 2 §8, part 1 §8). */
export const PROCENA_SACUVANA = 'Uspešno sačuvana procena';
export const PROCENA_AZURIRANA = 'Uspešno ažurirana procena';
export const PROCENA_SNIMANJE_SACUVANO = 'Sačuvano';
export const PROCENA_OBRISANA = 'Procena je obrisana.';
export const DOKUMENT_KREIRAN = 'Uspešno kreiran dokument.';
export const SABLON_OBAVEZAN = 'Template is required';

/** 'Pronađeno N procena' (part 2 §8). */
export function pronadjenoProcenaPoruka(n: number): string {
  return `Pronađeno ${n} procena`;
}

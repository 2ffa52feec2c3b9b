import { z } from 'zod';
import { datumSchema, idParamSchema, idSchema, tekstSchema, verzijaSchema } from './common.ts';
import {
  NEPOKRETNOSTI_MAX_LIMIT,
  NEPOKRETNOST_SORT,
  OPSEZI_PRETRAGE,
  RADIUS_MAX_M,
  RADIUS_MIN_M,
  VRSTA_KODOVI,
  isVrstaKod,
  type VrstaKod,
} from './nepokretnosti-paths.ts';

export {
  NEPOKRETNOSTI_LIMIT,
  NEPOKRETNOSTI_LOAD_MORE,
  NEPOKRETNOSTI_MAPA_MAX,
  NEPOKRETNOSTI_MAX_LIMIT,
  NEPOKRETNOSTI_PATHS,
  NEPOKRETNOSTI_PERIOD_MS,
  NEPOKRETNOST_SORT,
  OPSEZI_PRETRAGE,
  RADIUS_DEFAULT_M,
  RADIUS_MAX_M,
  RADIUS_MIN_M,
  TIPOVI_NEPOKRETNOSTI,
  VRSTA_KODOVI,
  VRSTE_NEPOKRETNOSTI,
  isVrstaKod,
  tipOdVrste,
} from './nepokretnosti-paths.ts';
export type { NepokretnostSort, VrstaKod, VrstaNepokretnosti } from './nepokretnosti-paths.ts';

export { NEPOKRETNOST_BRISANJE_ROLES, NEPOKRETNOST_IMPORT_ROLES } from './uloge-radnji.ts';

export const vrstaKodSchema = z
  .number()
  .int()
  .refine(isVrstaKod, 'Nepoznata vrsta nepokretnosti.') as unknown as z.ZodType<VrstaKod, number>;

/** Where the information came from, when nobody says (part 2 §3). */
export const IZVOR_INFORMACIJA_DEFAULT = 'DATA';

/** Bounds of the numbers a property holds (refused above them: a typo, not a property). */
export const MAX_KVADRATURA = 10_000_000;
export const MAX_CENA = 10_000_000_000;

const idNaziv = z.object({ id: z.number().int(), naziv: z.string() });

/** A property as the API answers it. Derived values are always the server's (derivePropertyValues). */
export const nepokretnostSchema = z
  .object({
    id: z.number().int(),
    vrsta: idNaziv,
    tipNepokretnosti: idNaziv,
    drzava: idNaziv,
    opstina: idNaziv,
    grad: idNaziv.nullable(),
    /** The cadastral municipality (katastarska opština). */
    katastar: idNaziv.nullable(),
    adresa: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    kvadratura: z.number(),
    trazenaCena: z.number(),
    umanjenje: z.number(),
    jedinicnaCena: z.number(),
    korigovanaCena: z.number(),
    jedCenaNakonKor: z.number(),
    trzisnaZakupnina: z.number(),
    jedinicnaCenaZakupnine: z.number(),
    gradjevinskaVrednost: z.number(),
    prethodnoProceTrzisnaVrednost: z.number(),
    prethodnoProcGradjevinskaVrednost: z.number(),
    spratSpratnost: z.string(),
    spratnostObjekta: z.string(),
    izvorInformacija: z.string(),
    dodatneKarakteristike: z.string(),
    predmetProcene: z.boolean(),
    /** The day of the information (sale, offer or valuation): what the prvi/drugi date range filters. */
    datum: z.string(),
    /** The main image's id (for a thumbnail), null without images. */
    glavnaSlikaId: z.number().int().nullable(),
    brojSlika: z.number().int(),
    /** Metres from the radius search's centre; null without one. */
    udaljenost: z.number().nullable(),
    verzija: z.number().int(),
  })
  .meta({ id: 'Nepokretnost' });
export type Nepokretnost = z.infer<typeof nepokretnostSchema>;

/** One page of the register (part 2 §7) plus the count of all matches (for 'Pronađeno N nepokretnosti'). */
export const nepokretnostListSchema = z
  .object({
    itemList: z.array(nepokretnostSchema),
    pages: z.number().int(),
    currentPage: z.number().int(),
    itemsPerPage: z.number().int(),
    ukupno: z.number().int(),
  })
  .meta({ id: 'NepokretnostLista' });
export type NepokretnostLista = z.infer<typeof nepokretnostListSchema>;

/** A map item (part 2 §3): where it is and its price per m². */
export const nepokretnostMapItemSchema = z
  .object({
    id: z.number().int(),
    naziv: z.string(),
    vrstaId: z.number().int(),
    latitude: z.number(),
    longitude: z.number(),
    adresa: z.string(),
    opstina: z.string(),
    grad: z.string().nullable(),
    jedinicnaCena: z.number(),
  })
  .meta({ id: 'NepokretnostMapItem' });
export type NepokretnostMapItem = z.infer<typeof nepokretnostMapItemSchema>;

/** The map answer: every match that has coordinates, up to NEPOKRETNOSTI_MAPA_MAX; `ukupno` counts them all. */
export const nepokretnostMapaSchema = z
  .object({ itemList: z.array(nepokretnostMapItemSchema), ukupno: z.number().int(), skraceno: z.boolean() })
  .meta({ id: 'NepokretnostMapa' });
export type NepokretnostMapa = z.infer<typeof nepokretnostMapaSchema>;

const broj = (max: number) => z.coerce.number().min(0, 'Vrednost ne sme biti negativna.').max(max);
const vrstaParam = z.coerce.number().int().pipe(vrstaKodSchema);
const vrsteParam = z
  .union([vrstaParam, z.array(vrstaParam).max(VRSTA_KODOVI.length)])
  .transform((value) => (Array.isArray(value) ? value : [value]));

/**
 * GET nepokretnosti (part 2 §7). Dates are days (`prvi`..`drugi`, both included); numbers are from–to ranges;
 * `lat`, `lon` and `radiusInMeters` come together. Paged by `currentPage` (1-based) and `itemsPerPage`; `offset`,
 * when given, replaces the page's start (the list's "20 more" after the first 50).
 */
export const nepokretnostListQueryObject = z.object({
  opstinaId: idParamSchema.optional(),
  katastarId: idParamSchema.optional(),
  gradId: idParamSchema.optional(),
  prvi: datumSchema.optional(),
  drugi: datumSchema.optional(),
  prviCena: broj(MAX_CENA).optional(),
  drugiCena: broj(MAX_CENA).optional(),
  prviKvadratura: broj(MAX_KVADRATURA).optional(),
  drugiKvadratura: broj(MAX_KVADRATURA).optional(),
  prviCenaPoM2: broj(MAX_CENA).optional(),
  drugiCenaPoM2: broj(MAX_CENA).optional(),
  prviCenaZakupaPoM2: broj(MAX_CENA).optional(),
  drugiCenaZakupaPoM2: broj(MAX_CENA).optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lon: z.coerce.number().min(-180).max(180).optional(),
  radiusInMeters: z.coerce
    .number()
    .int()
    .min(RADIUS_MIN_M, `Poluprečnik mora biti između ${RADIUS_MIN_M} m i ${RADIUS_MAX_M / 1000} km.`)
    .max(RADIUS_MAX_M, `Poluprečnik mora biti između ${RADIUS_MIN_M} m i ${RADIUS_MAX_M / 1000} km.`)
    .optional(),
  idVrste: vrsteParam.optional(),
  'idVrste[]': vrsteParam.optional(),
  predmetProcene: z.enum(['true', 'false']).optional(),
  sort: z.enum(NEPOKRETNOST_SORT).optional(),
  smer: z.enum(['asc', 'desc']).optional(),
  currentPage: z.coerce.number().int().min(1).max(1_000_000).optional(),
  itemsPerPage: z.coerce.number().int().min(1).max(NEPOKRETNOSTI_MAX_LIMIT).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
});

type ListQueryShape = z.infer<typeof nepokretnostListQueryObject>;

/** Rules across the query's fields, shared by the list's warnings and the server. */
export function nepokretnostQueryRules<T extends z.ZodType<ListQueryShape>>(schema: T) {
  return schema
    .refine((q) => q.prvi === undefined || q.drugi === undefined || q.prvi <= q.drugi, {
      message: 'Početni datum ne sme biti posle krajnjeg.',
      path: ['drugi'],
    })
    .refine(
      (q) => OPSEZI_PRETRAGE.every(([from, to]) => q[from] === undefined || q[to] === undefined || q[from] <= q[to]),
      { message: 'Početna vrednost opsega ne sme biti veća od krajnje.', path: ['drugiCena'] },
    )
    .refine(
      (q) => {
        const given = [q.lat, q.lon, q.radiusInMeters].filter((value) => value !== undefined).length;
        return given === 0 || given === 3 || (given === 2 && q.radiusInMeters === undefined);
      },
      { message: 'Pretraga po poluprečniku traži širinu, dužinu i poluprečnik.', path: ['radiusInMeters'] },
    );
}

export const nepokretnostListQuerySchema = nepokretnostQueryRules(nepokretnostListQueryObject);
export type NepokretnostListQuery = z.input<typeof nepokretnostListQuerySchema>;

/** The same search for the map (paging fields are ignored there). */
export const nepokretnostMapaQuerySchema = nepokretnostListQuerySchema;

export const nepokretnostIdParamsSchema = z.object({ id: idParamSchema });

const iznos = (max: number) =>
  z
    .number({ error: 'Vrednost mora biti broj.' })
    .finite()
    .min(0, 'Vrednost ne sme biti negativna.')
    .max(max, 'Vrednost je prevelika.');

/** The fields a property is saved with. Derived values are not among them: the server computes them. */
const nepokretnostFields = {
  vrstaId: vrstaKodSchema,
  drzavaId: idSchema.default(1),
  opstinaId: idSchema,
  gradId: idSchema.nullable().default(null),
  katastarId: idSchema.nullable().default(null),
  adresa: tekstSchema({ max: 300 }).default(''),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  kvadratura: iznos(MAX_KVADRATURA).default(0),
  trazenaCena: iznos(MAX_CENA).default(0),
  umanjenje: z
    .number()
    .finite()
    .min(0, 'Umanjenje mora biti između 0 i 100 %.')
    .max(100, 'Umanjenje mora biti između 0 i 100 %.')
    .default(0),
  trzisnaZakupnina: iznos(MAX_CENA).default(0),
  gradjevinskaVrednost: iznos(MAX_CENA).default(0),
  prethodnoProceTrzisnaVrednost: iznos(MAX_CENA).default(0),
  prethodnoProcGradjevinskaVrednost: iznos(MAX_CENA).default(0),
  spratSpratnost: tekstSchema({ max: 50 }).default(''),
  spratnostObjekta: tekstSchema({ max: 50 }).default(''),
  izvorInformacija: tekstSchema({ max: 200 })
    .default(IZVOR_INFORMACIJA_DEFAULT)
    .transform((value) => (value === '' ? IZVOR_INFORMACIJA_DEFAULT : value)),
  dodatneKarakteristike: tekstSchema({ max: 4000, visered: true }).default(''),
  predmetProcene: z.boolean().default(false),
  /** The day of the information; today (Belgrade) when absent. */
  datum: datumSchema.optional(),
};

type NepokretnostFieldsInput = { latitude: number | null; longitude: number | null };

function withNepokretnostRules<T extends z.ZodType<NepokretnostFieldsInput>>(schema: T) {
  return schema.refine((value) => (value.latitude === null) === (value.longitude === null), {
    message: 'Koordinate se zadaju obe ili nijedna.',
    path: ['longitude'],
  });
}

/** The save fields as one object (the import validates each row with it). */
export const nepokretnostSaveObject = z.object(nepokretnostFields);

/** POST nepokretnosti */
export const nepokretnostCreateSchema = withNepokretnostRules(nepokretnostSaveObject).meta({
  id: 'NepokretnostCreate',
});
export type NepokretnostCreate = z.input<typeof nepokretnostCreateSchema>;
export type NepokretnostCreateParsed = z.output<typeof nepokretnostCreateSchema>;

/** PUT nepokretnosti: `verzija`, when sent, is the version read; a stale one is refused with 409. */
export const nepokretnostUpdateSchema = withNepokretnostRules(
  z.object({ id: idSchema, verzija: verzijaSchema.optional(), ...nepokretnostFields }),
).meta({ id: 'NepokretnostUpdate' });
export type NepokretnostUpdate = z.input<typeof nepokretnostUpdateSchema>;

/** Success messages (part 2 §8). */
export const NEPOKRETNOST_SACUVANA = 'Uspešno sačuvana nepokretnost';
export const NEPOKRETNOST_AZURIRANA = 'Uspešno ažurirana nepokretnost';
export const NEPOKRETNOST_OBRISANA = 'Nepokretnost je obrisana.';

/** 'Pronađeno N nepokretnosti' (part 2 §8). */
export function pronadjenoNepokretnostiPoruka(n: number): string {
  return `Pronađeno ${n} nepokretnosti`;
}

// --- Images ------------------------------------------------------------------------------------------------------

/** A property image (part 2 §3, the shared image model of part 1 §3). `putanja` is the URL of its bytes. */
export const slikaSchema = z
  .object({
    id: z.number().int(),
    naziv: z.string(),
    putanja: z.string(),
    redniBroj: z.number().int(),
    /** 1 = the main image of the group, 0 otherwise. */
    glavna: z.union([z.literal(0), z.literal(1)]),
    mime: z.string(),
    velicina: z.number().int(),
  })
  .meta({ id: 'Slika' });
export type Slika = z.infer<typeof slikaSchema>;
export const slikaListSchema = z.object({ itemList: z.array(slikaSchema) }).meta({ id: 'SlikaLista' });

/** The image types an upload accepts (part 2 §5): checked by content on the server, not by the name. */
export const SLIKA_EKSTENZIJE = ['jpeg', 'jpg', 'png', 'tiff', 'tif', 'gif', 'bmp'] as const;
export const SLIKA_MIME = ['image/jpeg', 'image/png', 'image/tiff', 'image/gif', 'image/bmp'] as const;

export const slikaRenameSchema = z
  .object({ Naziv: tekstSchema({ max: 200, obavezno: 'Naziv slike je obavezan.' }) })
  .meta({ id: 'SlikaRename' });

/** PUT nepokretnosti/slike/: the group's whole list in its new order, with names and the main image. */
export const slikeListaSaveSchema = z
  .object({
    groupId: idSchema,
    itemList: z
      .array(
        z.object({
          id: idSchema,
          naziv: tekstSchema({ max: 200, obavezno: 'Naziv slike je obavezan.' }),
          redniBroj: z.number().int().min(0).max(10_000),
          glavna: z.union([z.literal(0), z.literal(1)]),
        }),
      )
      .max(10_000),
  })
  .meta({ id: 'SlikeListaSave' });
export type SlikeListaSave = z.input<typeof slikeListaSaveSchema>;

/** POST nepokretnosti/slike/: delete these images. */
export const slikeBrisanjeSchema = z.object({ ids: z.array(idSchema).min(1).max(1000) }).meta({ id: 'SlikeBrisanje' });

export const glavnaSlikaParamsSchema = z.object({ groupId: idParamSchema, imageId: idParamSchema });

// --- Import ------------------------------------------------------------------------------------------------------

/** The import's answer (part 2 §7): rows that failed (0-based data rows), how many rows the file had, and the outcome. */
export const importOdgovorSchema = z
  .object({
    errorRows: z.array(z.number().int()),
    totalNumberOfRows: z.number().int(),
    /** Rows saved now; rows already in the register (a second import of the same file) are skipped, not saved. */
    saved: z.number().int(),
    skipped: z.number().int(),
    error: z.object({ ErrorCode: z.number().int(), Message: z.string() }),
  })
  .meta({ id: 'ImportOdgovor' });
export type ImportOdgovor = z.infer<typeof importOdgovorSchema>;

/** 'Neuspešno dodate nepokretnosti se nalaze u red(ovima): … Proverite format prikazanih redova u fajlu!' (part 2 §8). */
export function neuspesniRedoviPoruka(errorRows: readonly number[]): string {
  const rows = errorRows.map((row) => row + 2).join(', ');
  return `Neuspešno dodate nepokretnosti se nalaze u red(ovima): ${rows}. Proverite format prikazanih redova u fajlu!`;
}

/** The import's HTTP failure (part 2 §6). */
export const IMPORT_BEZ_PRAVA = 'Nemate prava pristupa na ovu akciju';

// --- Cadastral municipalities ------------------------------------------------------------------------------------

export const katastarSchema = z
  .object({ id: z.number().int(), naziv: z.string(), opstinaId: z.number().int() })
  .meta({ id: 'Katastar' });
export type Katastar = z.infer<typeof katastarSchema>;
export const katastarListSchema = z.object({ katastarLista: z.array(katastarSchema) }).meta({ id: 'KatastarLista' });
export const katastriQuerySchema = z.object({ opstinaId: idParamSchema });

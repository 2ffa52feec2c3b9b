import { z } from 'zod';
import { datumSchema, idParamSchema, idSchema, tekstSchema, verzijaSchema } from './common.ts';

/**
 * The property register (part 2 §2, §3, §7): every sold or offered flat, house, office and plot with its price per m².
 * A property's documents (`fileGroupId`) and images (`slikaGroupId`) are grouped by the property's own id.
 */
export const NEPOKRETNOSTI_PATHS = {
  list: '/api/nepokretnosti',
  /** The map of the same search: light items for every match (up to NEPOKRETNOSTI_MAPA_MAX). */
  mapa: '/api/nepokretnosti/mapa',
  byId: '/api/nepokretnosti/:id',
  create: '/api/nepokretnosti',
  update: '/api/nepokretnosti',
  delete: '/api/nepokretnosti/:id',
  /** The images of a property (its slikaGroupId), ordered by redniBroj. */
  slike: '/api/nepokretnosti/:id/slike',
  /** One image's bytes (GET), its rename (PUT, body { Naziv }) and its delete (DELETE). */
  slika: '/api/nepokretnosti/slike/:id',
  /** Marks one image of the group as the main one. */
  glavna: '/api/nepokretnosti/:groupId/glavna/:imageId',
  /** PUT: the whole image list of a group (order, names, main); POST: bulk delete of a list of ids. */
  slikeLista: '/api/nepokretnosti/slike/',
  /** Multipart upload of images (field UPLOAD_FIELD), up to MAX_FILES_PER_UPLOAD per request. */
  upload: '/api/nepokretnosti/:id/slike',
  /** Every image of a property as one zip. */
  sveSlike: '/api/nepokretnosti/:id/sveslike',
  /** Admin: multipart import of one xlsx or csv file. */
  import: '/api/nepokretnosti/file/loadNepokretnosti/',
  /** Admin: the import template (xlsx) with the column layout. */
  importTemplate: '/api/nepokretnosti/file/template',
  /** Cadastral municipalities of a municipality (GET ?opstinaId). */
  katastri: '/api/lokacija/katastri',
} as const;

export { NEPOKRETNOST_BRISANJE_ROLES, NEPOKRETNOST_IMPORT_ROLES } from './uloge-radnji.ts';

/** Property groups (tipNepokretnosti): the first two digits of the type code. */
export const TIPOVI_NEPOKRETNOSTI = [
  { id: 81, naziv: 'Stambeni prostor', nazivEn: 'Residential' },
  { id: 82, naziv: 'Poslovni prostor', nazivEn: 'Commercial' },
  { id: 83, naziv: 'Zemljište i ostali objekti', nazivEn: 'Land and other buildings' },
] as const;

/** The property type codes of part 2 §9 (vrsta.id) with their Serbian and English names. */
export const VRSTE_NEPOKRETNOSTI = [
  { id: 811, naziv: 'Stan', nazivEn: 'Apartment' },
  { id: 812, naziv: 'Kuća', nazivEn: 'House' },
  { id: 813, naziv: 'Garaža', nazivEn: 'Garage' },
  { id: 814, naziv: 'Garažno ili parking mesto', nazivEn: 'Parking space' },
  { id: 821, naziv: 'Poslovni prostor (kancelarija)', nazivEn: 'Office' },
  { id: 822, naziv: 'Lokal', nazivEn: 'Retail unit' },
  { id: 823, naziv: 'Magacin', nazivEn: 'Warehouse' },
  { id: 824, naziv: 'Proizvodni objekat', nazivEn: 'Industrial building' },
  { id: 825, naziv: 'Ugostiteljski objekat', nazivEn: 'Hospitality building' },
  { id: 826, naziv: 'Poslovna zgrada', nazivEn: 'Office building' },
  { id: 831, naziv: 'Građevinsko zemljište', nazivEn: 'Building land' },
  { id: 832, naziv: 'Poljoprivredno zemljište', nazivEn: 'Agricultural land' },
  { id: 833, naziv: 'Šumsko zemljište', nazivEn: 'Forest land' },
  { id: 834, naziv: 'Vikendica', nazivEn: 'Holiday cottage' },
  { id: 835, naziv: 'Pomoćni objekat', nazivEn: 'Outbuilding' },
] as const;
export type VrstaNepokretnosti = (typeof VRSTE_NEPOKRETNOSTI)[number];
export const VRSTA_KODOVI = VRSTE_NEPOKRETNOSTI.map((vrsta) => vrsta.id);
export type VrstaKod = VrstaNepokretnosti['id'];

export function isVrstaKod(value: number): value is VrstaKod {
  return (VRSTA_KODOVI as readonly number[]).includes(value);
}

/** The group of a type code: 811 → 81. */
export function tipOdVrste(vrsta: number): number {
  return Math.floor(vrsta / 10);
}

export const vrstaKodSchema = z
  .number()
  .int()
  .refine(isVrstaKod, 'Nepoznata vrsta nepokretnosti.') as unknown as z.ZodType<VrstaKod, number>;

/** Where the information came from, when nobody says (part 2 §3). */
export const IZVOR_INFORMACIJA_DEFAULT = 'DATA';

/** List and search constants (part 2 §9). */
export const NEPOKRETNOSTI_LIMIT = 50;
export const NEPOKRETNOSTI_LOAD_MORE = 20;
/** The largest page one call answers. */
export const NEPOKRETNOSTI_MAX_LIMIT = 500;
/** The most map items one call answers; the answer says when more matched. */
export const NEPOKRETNOSTI_MAPA_MAX = 10_000;
export const RADIUS_DEFAULT_M = 750;
export const RADIUS_MIN_M = 10;
export const RADIUS_MAX_M = 50_000;
/**
 * The default search window: 31,622,400,000 ms (366 days) back to today. Part 2 §9 calls it "about 1000 days", but
 * the figure it gives is 366 days; the figure is taken.
 */
export const NEPOKRETNOSTI_PERIOD_MS = 31_622_400_000;

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

export const NEPOKRETNOST_SORT = ['datum', 'trazenaCena', 'kvadratura', 'jedinicnaCena', 'udaljenost'] as const;
export type NepokretnostSort = (typeof NEPOKRETNOST_SORT)[number];

const broj = (max: number) => z.coerce.number().min(0, 'Vrednost ne sme biti negativna.').max(max);
const vrstaParam = z.coerce.number().int().pipe(vrstaKodSchema);
const vrsteParam = z
  .union([vrstaParam, z.array(vrstaParam).max(VRSTA_KODOVI.length)])
  .transform((value) => (Array.isArray(value) ? value : [value]));

/** A from–to pair of the search: the from-value may not exceed the to-value. */
export const OPSEZI_PRETRAGE = [
  ['prviKvadratura', 'drugiKvadratura'],
  ['prviCena', 'drugiCena'],
  ['prviCenaPoM2', 'drugiCenaPoM2'],
  ['prviCenaZakupaPoM2', 'drugiCenaZakupaPoM2'],
] as const;

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

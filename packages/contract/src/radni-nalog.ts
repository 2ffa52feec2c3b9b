import { z } from 'zod';
import { datumSchema, idParamSchema, idSchema, tekstSchema, verzijaSchema } from './common.ts';

export { RADNI_NALOG_PATHS } from './radni-nalog-paths.ts';

/** The id of the 'nema' (none) option in every list that has one. */
export const RADNI_NALOG_NEMA_ID = 1;

/** The option lists of the master data, in the form's order; `isMulti` lists take several options. */
export const RADNI_NALOG_LISTE = [
  { lista: 'temelj', polje: 'temeljId', isMulti: false },
  { lista: 'nosecaKonstr', polje: 'nosecaKonstrId', isMulti: false },
  { lista: 'medjuspratnaKonstr', polje: 'medjuspratnaKonstrId', isMulti: false },
  { lista: 'zidoviSpoljasnji', polje: 'zidoviSpoljasnjiId', isMulti: false },
  { lista: 'krovnaKonstr', polje: 'krovnaKonstrId', isMulti: false },
  { lista: 'krovniPrekrivac', polje: 'krovniPrekrivacId', isMulti: false },
  { lista: 'podneObloge', polje: 'podneObloge', isMulti: true },
  { lista: 'obradaPlafona', polje: 'obradaPlafonaId', isMulti: false },
  { lista: 'obradaZidova', polje: 'obradaZidovaId', isMulti: false },
  { lista: 'spoljasnjeStolarije', polje: 'spoljasnjeStolarije', isMulti: true },
  { lista: 'unutrasnjaStolarija', polje: 'unutrasnjaStolarijaId', isMulti: false },
  { lista: 'fasada', polje: 'fasadaId', isMulti: false },
  { lista: 'javnoParkiranje', polje: 'javnoParkiranjeId', isMulti: false },
  { lista: 'telefonskeLinije', polje: 'telefonskeLinijeId', isMulti: false },
  { lista: 'instalacije', polje: 'instalacije', isMulti: true },
  { lista: 'klimatizacija', polje: 'klimatizacijaId', isMulti: false },
  { lista: 'vodovod', polje: 'vodovodId', isMulti: false },
  { lista: 'kanalizacija', polje: 'kanalizacijaId', isMulti: false },
  { lista: 'grejanje', polje: 'grejanje', isMulti: true },
  { lista: 'pomocneProstorije', polje: 'pomocneProstorije', isMulti: true },
] as const;

export type RadniNalogLista = (typeof RADNI_NALOG_LISTE)[number]['lista'];
export type RadniNalogPoljeOpcije = (typeof RADNI_NALOG_LISTE)[number]['polje'];
export const RADNI_NALOG_LISTA_IMENA = RADNI_NALOG_LISTE.map((item) => item.lista) as [
  RadniNalogLista,
  ...RadniNalogLista[],
];

/** The multi-selects with the exclusive 'nema' rule (part 2 §4). */
export const RADNI_NALOG_NEMA_LISTE = ['instalacije', 'grejanje', 'pomocneProstorije'] as const;

/** The structure's main parts: the form marks them required (a valuation report cannot be written without them). */
export const RADNI_NALOG_OBAVEZNA_POLJA = [
  'temeljId',
  'nosecaKonstrId',
  'medjuspratnaKonstrId',
  'krovnaKonstrId',
] as const;

/** The lift: yes, no or not known (part 2 §3). */
export const LIFT_VREDNOSTI = ['da', 'ne', 'nepoznato'] as const;
export type Lift = (typeof LIFT_VREDNOSTI)[number];

export const radniNalogOpcijaSchema = z
  .object({ id: z.number().int(), naziv: z.string(), nazivEn: z.string() })
  .meta({ id: 'RadniNalogOpcija' });
export type RadniNalogOpcija = z.infer<typeof radniNalogOpcijaSchema>;

/** GET radninalog/masterdata: `{ radniNalogMasterData: { <lista>: [{ id, naziv, nazivEn }] } }`. */
export const radniNalogMasterDataSchema = z
  .object(
    Object.fromEntries(RADNI_NALOG_LISTA_IMENA.map((lista) => [lista, z.array(radniNalogOpcijaSchema)])) as Record<
      RadniNalogLista,
      z.ZodArray<typeof radniNalogOpcijaSchema>
    >,
  )
  .meta({ id: 'RadniNalogMasterData' });
export type RadniNalogMasterData = z.infer<typeof radniNalogMasterDataSchema>;
export const radniNalogMasterDataOdgovorSchema = z.object({ radniNalogMasterData: radniNalogMasterDataSchema });

/** The year of construction: 1000 up to the current year (Europe/Belgrade); never in the future. */
export const GODINA_GRADNJE_MIN = 1000;
export function tekucaGodina(now = new Date()): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Belgrade', year: 'numeric' }).format(now));
}
export const GODINA_GRADNJE_PORUKA = 'Godina gradnje mora biti ceo broj od 1000 do tekuće godine.';
export const NEMA_UZ_DRUGE_PORUKA = 'Opcija „nema“ ne može biti izabrana uz druge opcije.';
export const OPCIJA_PONOVLJENA_PORUKA = 'Ista opcija je izabrana više puta.';
export const RADNI_NALOG_SACUVAN = 'Uspešno sačuvan radni nalog.';

const opcijaId = idSchema.nullable().default(null);
const opcije = z.array(idSchema).max(50, 'Izabrano je previše opcija.').default([]);
const iznos = (max: number) =>
  z
    .number({ error: 'Vrednost mora biti broj.' })
    .finite()
    .min(0, 'Vrednost ne sme biti negativna.')
    .max(max, 'Vrednost je prevelika.')
    .nullable()
    .default(null);

const radniNalogFields = {
  adresa: tekstSchema({ max: 300 }).default(''),
  dodatneKarakteristike: tekstSchema({ max: 4000, visered: true }).default(''),
  /** The floor as surveyors write it: 'PR', '3', '3/5', 'PK'. */
  sprat: tekstSchema({ max: 30 }).default(''),
  /** Clear height in metres. */
  svetlaVisina: iznos(100),
  /** Net floor area in m². */
  netoPovrsina: iznos(10_000_000),
  /** The inspection day, YYYY-MM-DD: the portal sends the picked day as it is in the inspector's time zone. */
  datumInspekcije: datumSchema.nullable().default(null),
  temeljId: opcijaId,
  nosecaKonstrId: opcijaId,
  medjuspratnaKonstrId: opcijaId,
  zidoviSpoljasnjiId: opcijaId,
  krovnaKonstrId: opcijaId,
  krovniPrekrivacId: opcijaId,
  podneObloge: opcije,
  obradaPlafonaId: opcijaId,
  obradaZidovaId: opcijaId,
  spoljasnjeStolarije: opcije,
  unutrasnjaStolarijaId: opcijaId,
  fasadaId: opcijaId,
  fasadeDodatne: tekstSchema({ max: 1000, visered: true }).default(''),
  javnoParkiranjeId: opcijaId,
  telefonskeLinijeId: opcijaId,
  instalacije: opcije,
  klimatizacijaId: opcijaId,
  lift: z.enum(LIFT_VREDNOSTI, { error: 'Lift je „da“, „ne“ ili „nepoznato“.' }).default('nepoznato'),
  vodovodId: opcijaId,
  kanalizacijaId: opcijaId,
  grejanje: opcije,
  godinaGradnje: z
    .number({ error: GODINA_GRADNJE_PORUKA })
    .int(GODINA_GRADNJE_PORUKA)
    .min(GODINA_GRADNJE_MIN, GODINA_GRADNJE_PORUKA)
    .refine((godina) => godina <= tekucaGodina(), GODINA_GRADNJE_PORUKA)
    .nullable()
    .default(null),
  /** When and how the property was renovated (free text: '2018, kompletna'). */
  adaptacija: tekstSchema({ max: 300 }).default(''),
  radoviPriAdaptaciji: tekstSchema({ max: 4000, visered: true }).default(''),
  pomocneProstorije: opcije,
  tekuceOdrzavanje: tekstSchema({ max: 1000, visered: true }).default(''),
};

type NemaFields = Record<(typeof RADNI_NALOG_NEMA_LISTE)[number], number[]>;

/** 'nema' never stands beside other options (part 2 §4); the same option twice is refused too. */
function withNalogRules<T extends z.ZodType<NemaFields & { podneObloge: number[]; spoljasnjeStolarije: number[] }>>(
  schema: T,
) {
  let result = schema;
  for (const polje of RADNI_NALOG_NEMA_LISTE)
    result = result.refine((value) => !(value[polje].includes(RADNI_NALOG_NEMA_ID) && value[polje].length > 1), {
      message: NEMA_UZ_DRUGE_PORUKA,
      path: [polje],
    }) as unknown as T;
  for (const polje of [...RADNI_NALOG_NEMA_LISTE, 'podneObloge', 'spoljasnjeStolarije'] as const)
    result = result.refine((value) => new Set(value[polje]).size === value[polje].length, {
      message: OPCIJA_PONOVLJENA_PORUKA,
      path: [polje],
    }) as unknown as T;
  return result;
}

/**
 * POST radninalog/{procenaId}: the whole order. `procenaId`, when sent, must be the path's. `verzija` is the version
 * read (0 for an order not saved yet); a stale one is refused with 409 and nothing is written. Without it the last
 * write wins.
 */
export const radniNalogSaveSchema = withNalogRules(
  z.object({
    procenaId: idSchema.optional(),
    verzija: z.union([z.literal(0), verzijaSchema]).optional(),
    ...radniNalogFields,
  }),
).meta({ id: 'RadniNalogSave' });
export type RadniNalogSave = z.input<typeof radniNalogSaveSchema>;
export type RadniNalogSaveParsed = z.output<typeof radniNalogSaveSchema>;

/** The order as GET and POST answer it. */
export const radniNalogSchema = z
  .object({
    procenaId: z.number().int(),
    adresa: z.string(),
    dodatneKarakteristike: z.string(),
    sprat: z.string(),
    svetlaVisina: z.number().nullable(),
    netoPovrsina: z.number().nullable(),
    datumInspekcije: z.string().nullable(),
    temeljId: z.number().int().nullable(),
    nosecaKonstrId: z.number().int().nullable(),
    medjuspratnaKonstrId: z.number().int().nullable(),
    zidoviSpoljasnjiId: z.number().int().nullable(),
    krovnaKonstrId: z.number().int().nullable(),
    krovniPrekrivacId: z.number().int().nullable(),
    podneObloge: z.array(z.number().int()),
    obradaPlafonaId: z.number().int().nullable(),
    obradaZidovaId: z.number().int().nullable(),
    spoljasnjeStolarije: z.array(z.number().int()),
    unutrasnjaStolarijaId: z.number().int().nullable(),
    fasadaId: z.number().int().nullable(),
    fasadeDodatne: z.string(),
    javnoParkiranjeId: z.number().int().nullable(),
    telefonskeLinijeId: z.number().int().nullable(),
    instalacije: z.array(z.number().int()),
    klimatizacijaId: z.number().int().nullable(),
    lift: z.enum(LIFT_VREDNOSTI),
    vodovodId: z.number().int().nullable(),
    kanalizacijaId: z.number().int().nullable(),
    grejanje: z.array(z.number().int()),
    godinaGradnje: z.number().int().nullable(),
    adaptacija: z.string(),
    radoviPriAdaptaciji: z.string(),
    pomocneProstorije: z.array(z.number().int()),
    tekuceOdrzavanje: z.string(),
    /** The valuation's first subject: its images are the valuation's (the form's camera adds to them). */
    predmetId: z.number().int().nullable(),
    /** 0 while nothing was saved; each save adds one. */
    verzija: z.number().int(),
    /** The last save (an instant) and who made it; null before the first. */
    izmenjeno: z.string().nullable(),
    izmenioIme: z.string().nullable(),
  })
  .meta({ id: 'RadniNalog' });
export type RadniNalog = z.infer<typeof radniNalogSchema>;

export const radniNalogOdgovorSchema = z.object({ radniNalog: radniNalogSchema }).meta({ id: 'RadniNalogOdgovor' });
/** POST answers the success notice and the order as saved. */
export const radniNalogSacuvanSchema = z
  .object({
    ErrorCode: z.literal(0),
    Type: z.literal(1),
    Message: z.string(),
    radniNalog: radniNalogSchema,
  })
  .meta({ id: 'RadniNalogSacuvan' });

export const radniNalogParamsSchema = z.object({ procenaId: idParamSchema });

/** The fields a save sends, from an order as read (the portal's form and its offline queue start from it). */
export function radniNalogZaSlanje(nalog: RadniNalog): RadniNalogSave {
  const { izmenjeno: _izmenjeno, izmenioIme: _izmenioIme, predmetId: _predmetId, ...fields } = nalog;
  return fields;
}

/** The portal's form fields: the order without its version and save stamp. */
export type RadniNalogPolja = Omit<RadniNalog, 'procenaId' | 'verzija' | 'izmenjeno' | 'izmenioIme' | 'predmetId'>;

/** The fields of the order a user edits, in the form's order (comparisons of two versions go through them). */
export const RADNI_NALOG_POLJA = [
  'adresa',
  'sprat',
  'netoPovrsina',
  'svetlaVisina',
  'datumInspekcije',
  'godinaGradnje',
  'temeljId',
  'nosecaKonstrId',
  'medjuspratnaKonstrId',
  'zidoviSpoljasnjiId',
  'krovnaKonstrId',
  'krovniPrekrivacId',
  'fasadaId',
  'fasadeDodatne',
  'podneObloge',
  'obradaPlafonaId',
  'obradaZidovaId',
  'spoljasnjeStolarije',
  'unutrasnjaStolarijaId',
  'instalacije',
  'grejanje',
  'klimatizacijaId',
  'vodovodId',
  'kanalizacijaId',
  'telefonskeLinijeId',
  'javnoParkiranjeId',
  'lift',
  'pomocneProstorije',
  'adaptacija',
  'radoviPriAdaptaciji',
  'tekuceOdrzavanje',
  'dodatneKarakteristike',
] as const satisfies readonly (keyof RadniNalogPolja)[];

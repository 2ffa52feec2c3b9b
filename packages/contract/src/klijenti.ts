import { z } from 'zod';
import { idParamSchema, idSchema, tekstSchema, verzijaSchema } from './common.ts';
import { KLIJENT_SORT, TIP_KLIJENTA, type TipKlijenta } from './klijenti-paths.ts';

export { KLIJENTI_PATHS, KLIJENT_SORT, TIPOVI_KLIJENTA, TIP_KLIJENTA } from './klijenti-paths.ts';
export type { KlijentSort, TipKlijenta } from './klijenti-paths.ts';

/** Who may delete a client, bank or banker (the server enforces it; the portal shows the delete action by it). */
export { KLIJENT_BRISANJE_ROLES } from './uloge-radnji.ts';

export const tipKlijentaSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** The kind of person (lice): 1 legal, 2 natural. */
export const LICE = { pravno: 1, fizicko: 2 } as const;
export const liceSchema = z.union([z.literal(1), z.literal(2)]);
export type Lice = z.infer<typeof liceSchema>;

/** Registry number (maticniBroj): digits only, at most 8 for a legal person and 13 for a natural one (part 1 §5). */
export const MATICNI_BROJ_MAX = { 1: 8, 2: 13 } as const satisfies Record<Lice, number>;

export function isMaticniBrojValid(maticniBroj: string, lice: Lice): boolean {
  return maticniBroj === '' || (/^\d+$/.test(maticniBroj) && maticniBroj.length <= MATICNI_BROJ_MAX[lice]);
}

/** A client, bank or banker as the API answers it. Names of places and of a banker's bank come along for lists. */
export const klijentSchema = z
  .object({
    id: z.number().int(),
    naziv: z.string(),
    tip: tipKlijentaSchema,
    lice: liceSchema,
    maticniBroj: z.string(),
    idGrada: z.number().int().nullable(),
    idOpstine: z.number().int().nullable(),
    /** A banker's bank (a row of type 2); null for clients and banks. */
    idBanke: z.number().int().nullable(),
    adresa: z.string(),
    telefon: z.string(),
    email: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    gradNaziv: z.string().nullable(),
    opstinaNaziv: z.string().nullable(),
    drzavaNaziv: z.string().nullable(),
    bankaNaziv: z.string().nullable(),
    verzija: z.number().int(),
  })
  .meta({ id: 'Klijent' });
export type Klijent = z.infer<typeof klijentSchema>;

/** One page of the register and how many rows match in all (for 'Pronađeno N klijenata'). */
export const klijentListSchema = z
  .object({ itemList: z.array(klijentSchema), ukupno: z.number().int() })
  .meta({ id: 'KlijentLista' });
export type KlijentLista = z.infer<typeof klijentListSchema>;

/** The largest page one call answers. */
export const KLIJENTI_MAX_LIMIT = 500;

const tipParam = z.coerce.number().pipe(tipKlijentaSchema);
const tipoviParam = z
  .union([tipParam, z.array(tipParam).max(3)])
  .transform((value) => (Array.isArray(value) ? value : [value]));

/**
 * GET klijenti?tipoviKlijenta[]&searchData (part 1 §7), paged by offset and limit (the list loads 30 rows, then 20
 * more near the bottom). `searchData` ignores case and accents ('sabac' finds 'Šabac', 'dj' finds 'đ').
 */
export const klijentListQuerySchema = z.object({
  'tipoviKlijenta[]': tipoviParam.optional(),
  tipoviKlijenta: tipoviParam.optional(),
  searchData: tekstSchema({ max: 200 }).optional(),
  /** Only the bankers of this bank (the valuation's banker picker). */
  idBanke: idParamSchema.optional(),
  sort: z.enum(KLIJENT_SORT).optional(),
  smer: z.enum(['asc', 'desc']).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(KLIJENTI_MAX_LIMIT).optional(),
});
export type KlijentListQuery = z.input<typeof klijentListQuerySchema>;

/** The most clients the picker call answers at once; it narrows by `searchData` beyond that. */
export const KLIJENTI_KRATKO_MAX = 1000;

/**
 * GET klijenti/get/klijent: the clients (type 1) for a picker, by name. `searchData` narrows them as the list's search
 * does; at most `limit` (default and largest KLIJENTI_KRATKO_MAX) are answered, so a register of 100,000 clients
 * never sends them all.
 */
export const klijentKratkoQuerySchema = z.object({
  searchData: tekstSchema({ max: 200 }).optional(),
  limit: z.coerce.number().int().min(1).max(KLIJENTI_KRATKO_MAX).optional(),
});

/** GET klijenti/get/klijent: the clients for a picker. */
export const klijentKratkoSchema = z.object({ id: z.number().int(), naziv: z.string() }).meta({ id: 'KlijentKratko' });
export const klijentKratkoListSchema = z
  .object({ itemList: z.array(klijentKratkoSchema) })
  .meta({ id: 'KlijentKratkoLista' });

export const klijentIdParamsSchema = z.object({ id: idParamSchema });

const klijentFields = {
  naziv: tekstSchema({ max: 200, obavezno: 'Naziv je obavezan.' }),
  tip: tipKlijentaSchema,
  lice: liceSchema,
  maticniBroj: z.string().trim().max(13, 'Matični broj može imati najviše 13 cifara.').default(''),
  idGrada: idSchema.nullable().default(null),
  idOpstine: idSchema.nullable().default(null),
  idBanke: idSchema.nullable().default(null),
  adresa: tekstSchema({ max: 300 }).default(''),
  telefon: tekstSchema({ max: 50 }).default(''),
  email: z
    .string()
    .trim()
    .max(200)
    .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'Neispravna adresa e-pošte.')
    .default(''),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
};

type KlijentFieldsInput = {
  tip: TipKlijenta;
  lice: Lice;
  maticniBroj: string;
  idBanke: number | null;
  latitude: number | null;
  longitude: number | null;
};

/** Rules across fields, shared by the form and the server. */
function withKlijentRules<T extends z.ZodType<KlijentFieldsInput>>(schema: T) {
  return schema
    .refine((value) => isMaticniBrojValid(value.maticniBroj, value.lice), {
      message: 'Matični broj sme imati samo cifre: najviše 8 za pravno lice i 13 za fizičko lice.',
      path: ['maticniBroj'],
    })
    .refine((value) => value.tip !== TIP_KLIJENTA.bankar || value.idBanke !== null, {
      message: 'Bankar mora pripadati banci.',
      path: ['idBanke'],
    })
    .refine((value) => value.tip === TIP_KLIJENTA.bankar || value.idBanke === null, {
      message: 'Samo bankar pripada banci.',
      path: ['idBanke'],
    })
    .refine((value) => (value.latitude === null) === (value.longitude === null), {
      message: 'Koordinate se zadaju obe ili nijedna.',
      path: ['longitude'],
    });
}

/** POST klijenti */
export const klijentCreateSchema = withKlijentRules(z.object(klijentFields)).meta({ id: 'KlijentCreate' });
export type KlijentCreate = z.input<typeof klijentCreateSchema>;

/** PUT klijenti: `verzija`, when sent, is the version read; a stale one is refused with 409. */
export const klijentUpdateSchema = withKlijentRules(
  z.object({ id: idSchema, verzija: verzijaSchema.optional(), ...klijentFields }),
).meta({ id: 'KlijentUpdate' });
export type KlijentUpdate = z.input<typeof klijentUpdateSchema>;

/** Success messages (part 1 §8): 'Klijent sa imenom … uspešno sačuvan' / 'izmenjen', 'Bankar sa imenom … uspešno sačuvan'. */
export function klijentSacuvanPoruka(tip: TipKlijenta, naziv: string, isNew: boolean): string {
  const kind = tip === TIP_KLIJENTA.bankar ? 'Bankar' : tip === TIP_KLIJENTA.banka ? 'Banka' : 'Klijent';
  const verb =
    tip === TIP_KLIJENTA.banka
      ? isNew
        ? 'uspešno sačuvana'
        : 'uspešno izmenjena'
      : isNew
        ? 'uspešno sačuvan'
        : 'uspešno izmenjen';
  return `${kind} sa imenom ${naziv} ${verb}`;
}

/** A legal person whose registry number is already in the register (part 1 §8). */
export const PRAVNO_LICE_POSTOJI = 'Pravno lice već postoji u bazi';

/** Delete refused because a valuation or a job uses the record (part 1 §8, part 2 §8). */
export function klijentUpotrebljenPoruka(koristi: 'procena' | 'posao' | 'bankar', id: number): string {
  if (koristi === 'bankar') return `Postoji bankar koji pripada banci sa id-em ${id}`;
  return `Postoji ${koristi} kome je dodeljen Klijent/Bankar sa id-em ${id}`;
}

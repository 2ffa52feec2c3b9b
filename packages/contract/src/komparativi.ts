import { z } from 'zod';
import { MAX_ID, idParamSchema, idSchema, verzijaSchema } from './common.ts';
import { OPSEZI_PRETRAGE, nepokretnostListQueryObject, nepokretnostSchema } from './nepokretnosti.ts';

/**
 * Comparables (komparativi, part 2 §2, §3, §5, §7): properties of the register a valuation's subject is compared with.
 * A comparable is named by its property's id (`komparativIds`) and by the subject it is compared with
 * (`predmetKomparativ`, the subject property's id); the valuer adjusts each one by a percent, and the mean of the
 * adjusted unit values is the subject's indicated value per m².
 */
export const KOMPARATIVI_PATHS = {
  /** GET ?predmetKomparativ: the subject's comparables with the indicated value. */
  list: '/api/procene/:id/komparativi',
  /** POST ?komparativIds&predmetKomparativ: choose properties as comparables of the subject. */
  dodaj: '/api/procene/:id/komparativi',
  /** DELETE ?komparativIds&predmetKomparativ: remove comparables of the subject. */
  ukloni: '/api/procene/:id/komparativi',
  /** PUT body: the comparables with their adjustment percents ('Uspešno sačuvane izmene.'). */
  update: '/api/procene/komparativi/update',
  /** GET ?predmetKomparativ&<the register's filters>: the register around the subject, chosen ones marked. */
  pretraga: '/api/procene/:id/komparativi/pretraga',
} as const;

/** The most comparables one subject may have: more is refused with ERRORS.MAXSELECTED (ErrorCode 404). */
export const KOMPARATIVI_MAX = 10;
/** The comparable search's area window around the subject's area (part 2 §9): ±25 %. */
export const KOMPARATIVI_PROZOR_KVADRATURE = 0.25;
/** Bounds of the adjustment percent: −90 % leaves a tenth of the price, +100 % doubles it. */
export const USKLADJIVANJE_MIN = -90;
export const USKLADJIVANJE_MAX = 100;
/** The most ids one call names. */
export const KOMPARATIV_IDS_MAX = 100;

/** ERRORS.MAXSELECTED (part 2 §8): its ErrorCode is 404, its HTTP status 409 (the subject's state refuses the add). */
export const KOMPARATIVI_MAXSELECTED_CODE = 404;
export function maxSelectedPoruka(max: number = KOMPARATIVI_MAX): string {
  return `Predmet procene može imati najviše ${max} komparativa.`;
}

/** Success notices (part 2 §8: the comparables' save). */
export const KOMPARATIVI_SACUVANI = 'Uspešno sačuvane izmene.';
export const KOMPARATIVI_DODATI = 'Komparativi su dodati.';
export const KOMPARATIVI_UKLONJENI = 'Komparativi su uklonjeni.';

const USKLADJIVANJE_PORUKA = `Usklađivanje mora biti između ${USKLADJIVANJE_MIN} i ${USKLADJIVANJE_MAX} %.`;

/** The adjustment percent: a number from USKLADJIVANJE_MIN to USKLADJIVANJE_MAX, at most two decimals. */
export const uskladjivanjeSchema = z
  .number({ error: 'Usklađivanje mora biti broj.' })
  .finite('Usklađivanje mora biti broj.')
  .min(USKLADJIVANJE_MIN, USKLADJIVANJE_PORUKA)
  .max(USKLADJIVANJE_MAX, USKLADJIVANJE_PORUKA)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'Usklađivanje ima najviše dve decimale.');

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON * Math.sign(value)) * factor) / factor;
};
/** Hundredths as a whole number: the money and the areas here have at most two decimals. */
const cents = (value: number) => Math.round(value * 100);
/** Half away from zero, on whole numbers (no binary fraction decides a cent). */
const roundDiv = (numerator: number, denominator: number) =>
  Math.sign(numerator) * Math.round(Math.abs(numerator) / denominator);

/**
 * The adjusted unit value (part 2 §5) = (adjustment percent + 100) × corrected unit price / 100, in € per m² to the
 * cent, reckoned in whole hundredths. The server answers it; the portal shows it while the percent is typed.
 */
export function uskladjenaJedinicnaVrednost(
  procentualnoUskladjivanje: number,
  korigovanaJedinicnaCena: number,
): number {
  return roundDiv((cents(procentualnoUskladjivanje) + 10_000) * cents(korigovanaJedinicnaCena), 10_000) / 100;
}

/** The indicated value of a subject from its comparables' adjusted unit values. */
export interface Indikacija {
  brojKomparativa: number;
  /** The mean of the adjusted unit values (€/m², to the cent); null without comparables. */
  indikovanaJedinicnaVrednost: number | null;
  minJedinicnaVrednost: number | null;
  maxJedinicnaVrednost: number | null;
  /** The sample standard deviation (n − 1) of the adjusted unit values; null with fewer than two. */
  standardnaDevijacija: number | null;
  /** The indicated market value = indicated unit value × the subject's area, to the euro; null without comparables. */
  indikovanaTrzisnaVrednost: number | null;
}

export function indikacijaVrednosti(uskladjeneVrednosti: readonly number[], kvadraturaPredmeta: number): Indikacija {
  const n = uskladjeneVrednosti.length;
  if (n === 0)
    return {
      brojKomparativa: 0,
      indikovanaJedinicnaVrednost: null,
      minJedinicnaVrednost: null,
      maxJedinicnaVrednost: null,
      standardnaDevijacija: null,
      indikovanaTrzisnaVrednost: null,
    };
  const mean = uskladjeneVrednosti.reduce((total, value) => total + value, 0) / n;
  const variance =
    n < 2 ? null : uskladjeneVrednosti.reduce((total, value) => total + (value - mean) ** 2, 0) / (n - 1);
  // The mean to the cent and the market value to the euro, on whole hundredths.
  const prosekCenti = roundDiv(
    uskladjeneVrednosti.reduce((total, value) => total + cents(value), 0),
    n,
  );
  return {
    brojKomparativa: n,
    indikovanaJedinicnaVrednost: prosekCenti / 100,
    minJedinicnaVrednost: Math.min(...uskladjeneVrednosti),
    maxJedinicnaVrednost: Math.max(...uskladjeneVrednosti),
    standardnaDevijacija: variance === null ? null : round(Math.sqrt(variance), 2),
    indikovanaTrzisnaVrednost: roundDiv(prosekCenti * cents(Math.max(0, kvadraturaPredmeta)), 10_000),
  };
}

/** The comparable search's default area window: the subject's area ±25 %, whole m² (none without an area). */
export function prozorKvadrature(kvadratura: number): { od: number; do: number } | undefined {
  if (!(kvadratura > 0)) return undefined;
  return {
    od: Math.floor(kvadratura * (1 - KOMPARATIVI_PROZOR_KVADRATURE)),
    do: Math.ceil(kvadratura * (1 + KOMPARATIVI_PROZOR_KVADRATURE)),
  };
}

/** A comparable (part 2 §3): its property, its adjustment and the values the server derives. */
export const komparativSchema = z
  .object({
    /** The comparable's property id (what komparativIds name). */
    id: z.number().int(),
    nepokretnost: nepokretnostSchema,
    procentualnoUskladjivanje: z.number(),
    /** The property's unit price after correction (jedCenaNakonKor of the register), € per m². */
    korigovanaJedinicnaCena: z.number(),
    uskladjenaJedinicnaVrednost: z.number(),
    /** Metres from the subject; null when either has no coordinates. */
    udaljenost: z.number().nullable(),
    verzija: z.number().int(),
  })
  .meta({ id: 'Komparativ' });
export type Komparativ = z.infer<typeof komparativSchema>;

export const indikacijaSchema = z
  .object({
    brojKomparativa: z.number().int(),
    indikovanaJedinicnaVrednost: z.number().nullable(),
    minJedinicnaVrednost: z.number().nullable(),
    maxJedinicnaVrednost: z.number().nullable(),
    standardnaDevijacija: z.number().nullable(),
    indikovanaTrzisnaVrednost: z.number().nullable(),
  })
  .meta({ id: 'Indikacija' });

/** GET procene/{id}/komparativi: the subject, its comparables (nearest first) and the indicated value. */
export const komparativListSchema = z
  .object({
    procenaId: z.number().int(),
    predmet: nepokretnostSchema,
    itemList: z.array(komparativSchema),
    indikacija: indikacijaSchema,
    maxKomparativa: z.number().int(),
  })
  .meta({ id: 'KomparativLista' });
export type KomparativLista = z.infer<typeof komparativListSchema>;

/** A list of ids in a query: `1,2,3`, repeated (`x=1&x=2`) or `x[]=1`; each an id, at most KOMPARATIV_IDS_MAX. */
const idListaParam = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')))
  .pipe(
    z
      .array(
        z
          .string()
          .trim()
          .regex(/^\d{1,8}$/, 'Id komparativa mora biti ceo broj od 1 do 99999999.')
          .transform(Number)
          .pipe(z.number().int().min(1, 'Id komparativa mora biti ceo broj od 1 do 99999999.').max(MAX_ID)),
      )
      .min(1, 'Izaberite bar jedan komparativ.')
      .max(KOMPARATIV_IDS_MAX, `Jedan zahtev može imati najviše ${KOMPARATIV_IDS_MAX} komparativa.`),
  )
  .transform((ids) => [...new Set(ids)]);

export const komparativiParamsSchema = z.object({ id: idParamSchema });
export const komparativiQuerySchema = z.object({ predmetKomparativ: idParamSchema });
/** POST and DELETE procene/{id}/komparativi. `komparativIds[]` is taken too. */
export const komparativiIdsQuerySchema = z
  .object({
    predmetKomparativ: idParamSchema,
    komparativIds: idListaParam.optional(),
    'komparativIds[]': idListaParam.optional(),
  })
  .refine((q) => q.komparativIds !== undefined || q['komparativIds[]'] !== undefined, {
    message: 'Izaberite bar jedan komparativ.',
    path: ['komparativIds'],
  })
  .transform(({ predmetKomparativ, komparativIds, 'komparativIds[]': lista }) => ({
    predmetKomparativ,
    komparativIds: [...new Set([...(komparativIds ?? []), ...(lista ?? [])])],
  }));

/** One comparable of PUT procene/komparativi/update. The derived values a client sends are not read. */
export const komparativUpdateItemSchema = z.object({
  procenaId: idSchema,
  predmetKomparativ: idSchema,
  /** The comparable's property id. */
  id: idSchema,
  procentualnoUskladjivanje: uskladjivanjeSchema,
  korigovanaJedinicnaCena: z.number().optional(),
  uskladjenaJedinicnaVrednost: z.number().optional(),
  /** The comparable's version as read; a stale one is refused with 409 (absent: the last write wins). */
  verzija: verzijaSchema.optional(),
});
export const komparativiUpdateSchema = z
  .array(komparativUpdateItemSchema)
  .min(1, 'Pošaljite bar jedan komparativ.')
  .max(KOMPARATIV_IDS_MAX, `Jedan zahtev može imati najviše ${KOMPARATIV_IDS_MAX} komparativa.`)
  .refine(
    (items) =>
      new Set(items.map((item) => `${item.procenaId}:${item.predmetKomparativ}:${item.id}`)).size === items.length,
    'Komparativ je naveden više puta.',
  )
  .meta({ id: 'KomparativiUpdate' });
export type KomparativUpdateItem = z.input<typeof komparativUpdateItemSchema>;

/**
 * GET procene/{id}/komparativi/pretraga: the register's filters (part 2 §7 GET nepokretnosti) around the subject. The
 * centre is always the subject's coordinates (lat/lon are not taken); the radius defaults to 750 m (part 2 §9).
 * Valuation subjects are never offered: comparables are market evidence.
 */
export const komparativPretragaQuerySchema = nepokretnostListQueryObject
  .omit({ lat: true, lon: true, predmetProcene: true })
  .extend({ predmetKomparativ: idParamSchema })
  .refine((q) => q.prvi === undefined || q.drugi === undefined || q.prvi <= q.drugi, {
    message: 'Početni datum ne sme biti posle krajnjeg.',
    path: ['drugi'],
  })
  .refine(
    (q) => OPSEZI_PRETRAGE.every(([from, to]) => q[from] === undefined || q[to] === undefined || q[from] <= q[to]),
    { message: 'Početna vrednost opsega ne sme biti veća od krajnje.', path: ['drugiCena'] },
  );
export type KomparativPretragaQuery = z.input<typeof komparativPretragaQuerySchema>;

/** A register property of the search, marked when it is already a comparable of the subject. */
export const komparativKandidatSchema = nepokretnostSchema
  .extend({ vecIzabranaZaProcenu: z.boolean() })
  .meta({ id: 'KomparativKandidat' });
export type KomparativKandidat = z.infer<typeof komparativKandidatSchema>;

export const komparativPretragaSchema = z
  .object({
    itemList: z.array(komparativKandidatSchema),
    pages: z.number().int(),
    currentPage: z.number().int(),
    itemsPerPage: z.number().int(),
    ukupno: z.number().int(),
    /** The search's centre: the subject's coordinates. */
    centar: z.object({ latitude: z.number(), longitude: z.number() }),
    /** How many comparables the subject has now, and the most it may have. */
    izabrano: z.number().int(),
    maxKomparativa: z.number().int(),
  })
  .meta({ id: 'KomparativPretraga' });
export type KomparativPretraga = z.infer<typeof komparativPretragaSchema>;

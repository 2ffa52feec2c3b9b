import { z } from 'zod';
import { GODINA_MAX, GODINA_MIN } from './common.ts';

/** The statistics calls (part 2 §7). Admin and Demo only (dozvole: `statistika`). */
export const STATISTIKA_PATHS = {
  novac: '/api/statistika/get/novac/:startMonth/:startYear/:endMonth/:endYear',
  resurs: '/api/statistika/get/resurs',
  klijent: '/api/statistika/get/klijent/:startMonth/:startYear/:endMonth/:endYear',
  bankari: '/api/statistika/bankari',
} as const;

/** Years a statistics period may name; the longest period, in months (a period of 50 years is refused). */
export const STATISTIKA_GODINA_MIN = GODINA_MIN;
export const STATISTIKA_GODINA_MAX = GODINA_MAX;
export const STATISTIKA_MAX_MESECI = 120;
/** Resources one resource call may name. */
export const STATISTIKA_MAX_RESURSA = 50;

export const PORUKA_MESEC = 'Mesec mora biti od 1 do 12.';
export const PORUKA_GODINA = `Godina mora biti od ${STATISTIKA_GODINA_MIN} do ${STATISTIKA_GODINA_MAX}.`;
export const PORUKA_KRAJ_PRE_POCETKA = 'Krajnji mesec ne sme biti pre početnog.';
export const PORUKA_PERIOD = `Period može obuhvatiti najviše ${STATISTIKA_MAX_MESECI} meseci.`;
export const PORUKA_RESURS = 'Resurs mora biti oblika m{id} (oprema) ili r{id} (radnik).';

const mesecParam = z.coerce
  .number({ error: PORUKA_MESEC })
  .int(PORUKA_MESEC)
  .min(1, PORUKA_MESEC)
  .max(12, PORUKA_MESEC);
const godinaParam = z.coerce
  .number({ error: PORUKA_GODINA })
  .int(PORUKA_GODINA)
  .min(STATISTIKA_GODINA_MIN, PORUKA_GODINA)
  .max(STATISTIKA_GODINA_MAX, PORUKA_GODINA);

/** Months from one to the other, both counted; negative when the end is before the start. */
export function brojMeseci(pocetniMesec: number, pocetnaGodina: number, krajnjiMesec: number, krajnjaGodina: number) {
  return (krajnjaGodina - pocetnaGodina) * 12 + (krajnjiMesec - pocetniMesec) + 1;
}

interface MesecniPeriod {
  pocetniMesec: number;
  pocetnaGodina: number;
  krajnjiMesec: number;
  krajnjaGodina: number;
}

function proveriPeriod(period: MesecniPeriod, ctx: z.RefinementCtx, polje: string) {
  const meseci = brojMeseci(period.pocetniMesec, period.pocetnaGodina, period.krajnjiMesec, period.krajnjaGodina);
  if (meseci < 1) ctx.addIssue({ code: 'custom', message: PORUKA_KRAJ_PRE_POCETKA, path: [polje] });
  else if (meseci > STATISTIKA_MAX_MESECI) ctx.addIssue({ code: 'custom', message: PORUKA_PERIOD, path: [polje] });
}

/** The path of the money and clients calls: `{startMonth}/{startYear}/{endMonth}/{endYear}`. */
export const statistikaPeriodParamsSchema = z
  .object({ startMonth: mesecParam, startYear: godinaParam, endMonth: mesecParam, endYear: godinaParam })
  .superRefine((p, ctx) =>
    proveriPeriod(
      { pocetniMesec: p.startMonth, pocetnaGodina: p.startYear, krajnjiMesec: p.endMonth, krajnjaGodina: p.endYear },
      ctx,
      'endYear',
    ),
  );
export type StatistikaPeriodParams = z.infer<typeof statistikaPeriodParamsSchema>;

/** A resource: `m{id}` a machine, `r{id}` a worker. */
export const resursKljucSchema = z
  .string()
  .regex(/^[mr][1-9]\d{0,7}$/, PORUKA_RESURS)
  .transform((value) => ({
    vrsta: value[0] === 'm' ? ('masina' as const) : ('radnik' as const),
    id: Number(value.slice(1)),
  }));
export type ResursKljuc = z.output<typeof resursKljucSchema>;

/** `m{id}` / `r{id}` of a machine or a worker. */
export function resursKljuc(vrsta: 'masina' | 'radnik', id: number): string {
  return `${vrsta === 'masina' ? 'm' : 'r'}${id}`;
}

const resursiParam = z
  .union([z.string(), z.array(z.string()).max(STATISTIKA_MAX_RESURSA)])
  .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')).filter(Boolean))
  .pipe(z.array(resursKljucSchema).max(STATISTIKA_MAX_RESURSA));

/**
 * GET statistika/get/resurs (part 2 §3): the month bounds decide the period; `Pocetak`/`Kraj` (the pickers' instants)
 * may come along and are not needed. `Resursi` lists machines first, then workers, as `m{id}` and `r{id}`
 * (`Resursi=m2,r5` or `Resursi=m2&Resursi=r5`); the answer keeps that order.
 */
export const statistikaResursQuerySchema = z
  .object({
    Pocetak: z.iso.datetime({ offset: true }).optional(),
    Kraj: z.iso.datetime({ offset: true }).optional(),
    Resursi: resursiParam,
    PocetniMesec: mesecParam,
    PocetnaGodina: godinaParam,
    KrajnjiMesec: mesecParam,
    KrajnjaGodina: godinaParam,
  })
  .superRefine((q, ctx) =>
    proveriPeriod(
      {
        pocetniMesec: q.PocetniMesec,
        pocetnaGodina: q.PocetnaGodina,
        krajnjiMesec: q.KrajnjiMesec,
        krajnjaGodina: q.KrajnjaGodina,
      },
      ctx,
      'KrajnjaGodina',
    ),
  );
export type StatistikaResursQuery = z.input<typeof statistikaResursQuerySchema>;

/** Months of a period as `YYYY-MM`, in order. */
const listaMesecaSchema = z.array(z.string());

export const statistikaNovacSchema = z
  .object({
    listaMeseca: listaMesecaSchema,
    listaPrihoda: z.array(z.number()),
    listaRashoda: z.array(z.number()),
    listaProfita: z.array(z.number()),
  })
  .meta({ id: 'StatistikaNovac' });
export type StatistikaNovac = z.infer<typeof statistikaNovacSchema>;

export const statistikaResursSchema = z
  .object({
    Id: z.string(),
    Naziv: z.string(),
    Prihod: z.number(),
    Rashod: z.number(),
    Profit: z.number(),
    Prihodi: z.array(z.number()),
    Rashodi: z.array(z.number()),
    Profiti: z.array(z.number()),
  })
  .meta({ id: 'StatistikaResurs' });
export type StatistikaResurs = z.infer<typeof statistikaResursSchema>;

export const statistikaResursiSchema = z
  .object({ listaMeseca: listaMesecaSchema, listaResursa: z.array(statistikaResursSchema) })
  .meta({ id: 'StatistikaResursi' });
export type StatistikaResursi = z.infer<typeof statistikaResursiSchema>;

export const statistikaKlijentSchema = z
  .object({
    id: z.number().int(),
    naziv: z.string(),
    prihod: z.number(),
    rashod: z.number(),
    profit: z.number(),
    prihodPostotak: z.number(),
    rashodPostotak: z.number(),
    profitPostotak: z.number(),
  })
  .meta({ id: 'StatistikaKlijent' });
export type StatistikaKlijent = z.infer<typeof statistikaKlijentSchema>;

export const statistikaKlijentiSchema = z
  .object({ listaMeseca: listaMesecaSchema, listaKlijenata: z.array(statistikaKlijentSchema) })
  .meta({ id: 'StatistikaKlijenti' });
export type StatistikaKlijenti = z.infer<typeof statistikaKlijentiSchema>;

export const statistikaBankariQuerySchema = z.object({ godina: godinaParam });

export const bankarProcenaSchema = z.object({
  /** `MM/DD/YYYY` (part 2 §3: slash-separated, the month first), in the firm's time zone. */
  datumZavrsetka: z.string(),
  dogovorenaCena: z.number(),
});

export const bankarPoTipuSchema = z
  .object({
    /** The property type code of the valuation's first subject; 0 = no subject; null = the 'Ukupno' row. */
    nekretninaTipId: z.number().int().nullable(),
    nekretninaTipNaziv: z.string(),
    ukupnaDogovorenaCena: z.number(),
    ukupnaProcenjenaVrednost: z.number(),
    /** The number of valuations. */
    ukupno: z.number().int(),
    /** Month number (1–12) → the number of valuations completed in it; months without any are absent. */
    poMesecu: z.record(z.string(), z.number().int()),
    /**
     * Month number → the agreed prices (RSD) of those valuations, and → the subjects' estimated values: the same months
     * as `poMesecu`, summing to `ukupnaDogovorenaCena` and `ukupnaProcenjenaVrednost`. An addition to part 2 §3 so that
     * a choice of months can narrow the amounts as it narrows the counts; optional, as a server honouring only the
     * specification does not send them (the amounts then stay the year's).
     */
    dogovorenaCenaPoMesecu: z.record(z.string(), z.number()).optional(),
    procenjenaVrednostPoMesecu: z.record(z.string(), z.number()).optional(),
  })
  .meta({ id: 'BankarPoTipu' });
export type BankarPoTipu = z.infer<typeof bankarPoTipuSchema>;

export const bankarStatistikaSchema = z
  .object({
    bankarId: z.number().int(),
    bankarNaziv: z.string(),
    bankaId: z.number().int().nullable(),
    bankaNaziv: z.string(),
    procene: z.array(bankarProcenaSchema),
    procenePoTipu: z.array(bankarPoTipuSchema),
  })
  .meta({ id: 'BankarStatistika' });
export type BankarStatistika = z.infer<typeof bankarStatistikaSchema>;

export const statistikaBankariSchema = z
  .object({ data: z.array(bankarStatistikaSchema) })
  .meta({ id: 'StatistikaBankari' });
export type StatistikaBankari = z.infer<typeof statistikaBankariSchema>;

export const UKUPNO_NAZIV = 'Ukupno';
export const BEZ_PREDMETA_NAZIV = 'Bez predmeta';

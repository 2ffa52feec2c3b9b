import { z } from 'zod';

/** The sentinel the wire uses for a missing date (part 1 §9). */
export const MISSING_DATE = '0001-01-01T00:00:00Z';

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar day, `YYYY-MM-DD`. */
export const datumSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Datum mora biti u obliku GGGG-MM-DD.')
  .refine(isRealDate, 'Nepostojeći datum.');

/** A time of day, `HH:mm` or `HH:mm:ss`, answered as `HH:mm:ss`. */
export const vremeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Vreme mora biti u obliku HH:mm ili HH:mm:ss.')
  .transform((value) => (value.length === 5 ? `${value}:00` : value));

/** A duration `HH:mm:ss`; hours may pass 24 in totals. */
export const trajanjeSchema = z.string().regex(/^\d{2,}:[0-5]\d:[0-5]\d$/, 'Trajanje mora biti u obliku HH:mm:ss.');

/** An instant as an ISO 8601 string. */
export const trenutakSchema = z.iso.datetime({ offset: true });

/** The body every successful write answers with: the product's notice of Type 1 plus the record's id. */
export const uspehSchema = z
  .object({
    ErrorCode: z.literal(0),
    Type: z.literal(1),
    Message: z.string(),
    Id: z.number().int().optional(),
  })
  .meta({ id: 'Uspeh' });
export type Uspeh = z.infer<typeof uspehSchema>;

export function uspeh(Message: string, Id?: number): Uspeh {
  return Id === undefined ? { ErrorCode: 0, Type: 1, Message } : { ErrorCode: 0, Type: 1, Message, Id };
}

/** Lists answer `{ itemList: [...] }`. */
export function itemListSchema<T extends z.ZodType>(item: T) {
  return z.object({ itemList: z.array(item) });
}

/** Priority of notes, jobs and tasks: 1 to 3, default 2 (part 1 §9). */
export const prioritetSchema = z.number().int().min(1).max(3);

/** `verzija` of an edited record: a write naming an older one is refused with 409. */
export const verzijaSchema = z.number().int().min(1);

/** A query flag: `true`/`false`/`1`/`0`. */
export const flagSchema = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((value) => value === 'true' || value === '1');

import { z } from 'zod';
import {
  datumSchema,
  flagSchema,
  idParamSchema,
  idSchema,
  korisnickoImeSchema,
  korisnickoImeUnosSchema,
  tekstSchema,
  uspehSchema,
  verzijaSchema,
} from './common.ts';
import { roleSchema } from './roles.ts';
import { PASSWORD_INPUT_LIMIT, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-policy.ts';

export { RADNICI_PATHS } from './radnici-paths.ts';

/** An id path parameter: 1 to 8 digits (part 1 §2). */
export { idParamSchema };

export const JEZICI = ['sr', 'en_US'] as const;
export const jezikSchema = z.enum(JEZICI);
export type Jezik = z.infer<typeof jezikSchema>;

/** A worker as the API returns it (part 1 §3). `verzija` guards against silent overwrites. */
export const radnikSchema = z
  .object({
    id: z.number().int(),
    ime: z.string(),
    prezime: z.string(),
    username: z.string(),
    aktivan: z.boolean(),
    permission: roleSchema,
    slobodniDani: z.number().int(),
    IskoristeniDani: z.number().int(),
    cenaRada: z.number(),
    idGrada: z.number().int().nullable(),
    idOpstine: z.number().int().nullable(),
    jezik: jezikSchema.optional(),
    verzija: z.number().int(),
    /** The first day of employment (`YYYY-MM-DD`): planned time starts here. */
    datumPocetka: z.string(),
    /** The last day of employment, null while employed: planned time ends here. */
    datumOdlaska: z.string().nullable(),
  })
  .meta({ id: 'Radnik' });
export type Radnik = z.infer<typeof radnikSchema>;

export const radnikListSchema = z.object({ itemList: z.array(radnikSchema) }).meta({ id: 'RadnikLista' });

/** GET /api/radnici?activeOnly */
export const radnikListQuerySchema = z.object({ activeOnly: flagSchema.optional() });

/**
 * A new password. Only the size of the input is bounded here: the rules (password-policy.ts) are checked by the
 * server, which answers each broken rule with its own ErrorCode, and by the portal's forms before sending.
 */
export const novaLozinkaSchema = z
  .string()
  .max(PASSWORD_INPUT_LIMIT, 'Lozinka je predugačka.')
  .describe(
    `${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters (after NFC), not only spaces, not containing the ` +
      'username, not a common or breached password; each broken rule answers 400 with its own ErrorCode (41–45).',
  );

const radnikFields = {
  ime: tekstSchema({ max: 100, obavezno: 'Ime je obavezno.' }),
  prezime: tekstSchema({ max: 100, obavezno: 'Prezime je obavezno.' }),
  username: korisnickoImeSchema,
  aktivan: z.boolean().default(true),
  permission: roleSchema,
  slobodniDani: z.number().int().min(0).max(365).default(20),
  IskoristeniDani: z.number().int().min(0).max(365).default(0),
  cenaRada: z.number().min(0).max(1_000_000_000).default(0),
  idGrada: idSchema.nullable().default(null),
  idOpstine: idSchema.nullable().default(null),
  jezik: jezikSchema.default('sr'),
  /** Absent: the day of creation for a new worker, unchanged on an edit. */
  datumPocetka: datumSchema.optional(),
  /** Absent: unchanged on an edit; null: still employed. */
  datumOdlaska: datumSchema.nullable().optional(),
};

const leavesAfterStart = (value: { datumPocetka?: string | undefined; datumOdlaska?: string | null | undefined }) =>
  !value.datumPocetka || !value.datumOdlaska || value.datumPocetka <= value.datumOdlaska;
const leavingIssue = { message: 'Datum odlaska ne može biti pre datuma početka rada.', path: ['datumOdlaska'] };

const confirmMatches = (value: { password?: string | undefined; confirmPassword?: string | undefined }) =>
  value.password === undefined || value.password === value.confirmPassword;
const confirmIssue = { message: 'Potvrda lozinke se ne poklapa sa lozinkom.', path: ['confirmPassword'] };

/** POST /api/radnici: a new worker; the password is required (part 1 §5). */
export const radnikCreateSchema = z
  .object({ ...radnikFields, password: novaLozinkaSchema, confirmPassword: z.string().max(PASSWORD_INPUT_LIMIT) })
  .refine(confirmMatches, confirmIssue)
  .refine(leavesAfterStart, leavingIssue)
  .meta({ id: 'RadnikCreate' });
export type RadnikCreate = z.input<typeof radnikCreateSchema>;

/** PUT /api/radnici: edit; the password is optional (part 1 §5); `verzija`, when sent, is the version read. */
export const radnikUpdateSchema = z
  .object({
    id: idSchema,
    verzija: verzijaSchema.optional(),
    ...radnikFields,
    password: novaLozinkaSchema.optional(),
    confirmPassword: z.string().max(PASSWORD_INPUT_LIMIT).optional(),
  })
  .refine(confirmMatches, confirmIssue)
  .refine(leavesAfterStart, leavingIssue)
  .meta({ id: 'RadnikUpdate' });
export type RadnikUpdate = z.input<typeof radnikUpdateSchema>;

/** PUT /api/radnici/changepassword */
export const changePasswordSchema = z
  .object({
    userName: korisnickoImeUnosSchema,
    oldPassword: z.string().min(1, 'Stara lozinka je obavezna.').max(PASSWORD_INPUT_LIMIT),
    newPassword: novaLozinkaSchema,
    confirmPassword: z.string().max(PASSWORD_INPUT_LIMIT),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'Potvrda lozinke se ne poklapa sa novom lozinkom.',
    path: ['confirmPassword'],
  })
  .meta({ id: 'ChangePassword' });
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/**
 * The answer to a password change: the success notice and a fresh `access_token`, because the change revokes every
 * token signed before it (the portal keeps the session going with the new one).
 */
export const changePasswordResponseSchema = uspehSchema
  .extend({ access_token: z.string() })
  .meta({ id: 'ChangePasswordResponse' });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** PUT /api/radnici/resetpassword (Admin only) */
export const resetPasswordSchema = z
  .object({
    userName: korisnickoImeUnosSchema,
    newPassword: novaLozinkaSchema,
    confirmPassword: z.string().max(PASSWORD_INPUT_LIMIT),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'Potvrda lozinke se ne poklapa sa novom lozinkom.',
    path: ['confirmPassword'],
  })
  .meta({ id: 'ResetPassword' });
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

/** The answer to a reset: `access_token` only when the Admin reset their own password (their token was revoked). */
export const resetPasswordResponseSchema = uspehSchema
  .extend({ access_token: z.string().optional() })
  .meta({ id: 'ResetPasswordResponse' });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

/** PUT /api/radnici/jezik: the signed-in worker's language (not in the specification; settings screen). */
export const jezikUpdateSchema = z.object({ jezik: jezikSchema }).meta({ id: 'JezikUpdate' });

export function fullName(radnik: Pick<Radnik, 'ime' | 'prezime'>): string {
  return [radnik.ime, radnik.prezime].filter(Boolean).join(' ');
}

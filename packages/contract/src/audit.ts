import { z } from 'zod';
import { idParamSchema } from './radnici.ts';

export const AUDIT_PATHS = {
  get: '/api/audit/:entitet/:id',
} as const;

/**
 * The kinds of record whose changes the audit log keeps, by the name of their API module. A time record
 * (`evidencija`) is the worker's: its id is the worker's id, and the day sits in the entry's `Kontekst`.
 */
export const AUDIT_ENTITETI = [
  'radnici',
  'evidencija',
  'godisnji',
  'praznici',
  'drzavnipraznici',
  'fajlovi',
  'klijenti',
  'masine',
  'nepokretnosti',
  'procene',
] as const;
export const auditEntitetSchema = z.enum(AUDIT_ENTITETI, {
  error: `Nepoznata vrsta zapisa; dozvoljene su: ${AUDIT_ENTITETI.join(', ')}.`,
});
export type AuditEntitet = z.infer<typeof auditEntitetSchema>;

/** What a change did: created, edited or deleted the record, or one of the record's own commands. */
export const AUDIT_AKCIJE = [
  'create',
  'update',
  'delete',
  'approve',
  'password',
  'prijava',
  'pauza',
  'odjava',
  'planirano',
  'request',
  'reject',
] as const;
export const auditAkcijaSchema = z.enum(AUDIT_AKCIJE);
export type AuditAkcija = z.infer<typeof auditAkcijaSchema>;

/** GET /api/audit/{entitet}/{id} (Admin) */
export const auditParamsSchema = z.object({ entitet: auditEntitetSchema, id: idParamSchema });

/**
 * One change: who made it and when, and each changed field as `[old, new]` (null where there was none). Secrets are
 * never recorded: a password change shows as `lozinka: [false, true]`.
 */
export const auditStavkaSchema = z
  .object({
    Id: z.number().int(),
    Entitet: auditEntitetSchema,
    ZapisId: z.number().int(),
    Akcija: auditAkcijaSchema,
    Vreme: z.string(),
    AutorId: z.number().int().nullable(),
    /** The author's full name; null when the server made the change or the author no longer exists. */
    Autor: z.string().nullable(),
    Izmene: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
    Kontekst: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'AuditStavka' });
export type AuditStavka = z.infer<typeof auditStavkaSchema>;

/** A record's history, newest first. */
export const auditListSchema = z.object({ itemList: z.array(auditStavkaSchema) }).meta({ id: 'AuditLista' });
export type AuditLista = z.infer<typeof auditListSchema>;

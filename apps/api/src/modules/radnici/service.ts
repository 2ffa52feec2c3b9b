import type { z } from 'zod';
import {
  fullName,
  moze,
  ulogeZa,
  type ChangePassword,
  type ResetPassword,
  type Role,
  type radnikCreateSchema,
  type radnikUpdateSchema,
  type Zaposlenje,
} from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { HttpError, badRequest, conflict, notFound, stale } from '../../lib/http-error.ts';
import { localDate } from '../../lib/time.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { assertPasswordAllowed } from '../../lib/password-policy.ts';
import { forbidden, type AuthUser } from '../../plugins/auth.ts';
import { diffFields } from '../audit/diff.ts';
import { recordChange } from '../audit/repository.ts';
import {
  findByUsername,
  listUsernames,
  findRadnik,
  insertRadnik,
  setJezik,
  setPassword,
  updateRadnik,
  type RadnikValues,
} from './repository.ts';
import { usernameSkeleton } from './skeleton.ts';

type CreateInput = z.output<typeof radnikCreateSchema>;
type UpdateInput = z.output<typeof radnikUpdateSchema>;

const usernameTaken = (username: string) => conflict(`Korisničko ime „${username}“ je zauzeto.`);

/** `employment`: the start and leaving dates the write keeps when the input leaves them out. */
function values(input: CreateInput | UpdateInput, employment: Zaposlenje): RadnikValues {
  return {
    ime: input.ime,
    prezime: input.prezime,
    username: input.username,
    aktivan: input.aktivan,
    permission: input.permission,
    slobodniDani: input.slobodniDani,
    iskoristeniDani: input.IskoristeniDani,
    cenaRada: input.cenaRada,
    idGrada: input.idGrada,
    idOpstine: input.idOpstine,
    jezik: input.jezik,
    datumPocetka: input.datumPocetka ?? employment.datumPocetka,
    datumOdlaska: input.datumOdlaska === undefined ? employment.datumOdlaska : input.datumOdlaska,
  };
}

const leavingBeforeStart = () => badRequest('Datum odlaska ne može biti pre datuma početka rada.');

/** A username that reads like another's (`аdmin` with a Cyrillic `а` beside `admin`) is refused as taken. */
async function assertNotLookAlike(db: Db, username: string, exceptId?: number): Promise<void> {
  const skeleton = usernameSkeleton(username);
  const lookAlike = (await listUsernames(db)).find(
    (row) => row.id !== exceptId && usernameSkeleton(row.username) === skeleton,
  );
  if (lookAlike)
    throw conflict(`Korisničko ime „${username}“ se ne razlikuje dovoljno od postojećeg „${lookAlike.username}“.`);
}

/** Only an Admin grants the Admin role or changes an Admin's record: a Demo login must not mint an Admin. */
function assertMayGrant(user: AuthUser, role: Role): void {
  if (role === 'Admin' && !moze(user, 'radnici.dodelaAdmina')) throw forbidden();
}

export async function createRadnik(
  db: Db,
  input: CreateInput,
  user: AuthUser,
): Promise<{ id: number; message: string }> {
  assertMayGrant(user, input.permission);
  await assertPasswordAllowed(input.password, input.username);
  const passwordHash = await hashPassword(input.password);
  try {
    const id = await db.transaction(async (tx) => {
      if (await findByUsername(tx, input.username)) throw usernameTaken(input.username);
      await assertNotLookAlike(tx, input.username);
      const row = values(input, { datumPocetka: localDate(new Date()), datumOdlaska: null });
      if (row.datumOdlaska && row.datumOdlaska < row.datumPocetka!) throw leavingBeforeStart();
      const id = await insertRadnik(tx, { ...row, passwordHash });
      const izmene = diffFields(null, await findRadnik(tx, id));
      await recordChange(tx, { entitet: 'radnici', zapisId: id, akcija: 'create', autorId: user.id, izmene });
      return id;
    });
    return { id, message: `Radnik ${fullName(input)} uspešno sačuvan` };
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken(input.username);
    throw error;
  }
}

/** Fields a worker may not change on their own record (only Admin and Demo may). */
const PRIVILEGED = ['username', 'aktivan', 'permission', 'slobodniDani', 'IskoristeniDani', 'cenaRada'] as const;
/** Employment dates a worker may not change on their own record either; absent in the input means unchanged. */
const PRIVILEGED_DATES = ['datumPocetka', 'datumOdlaska'] as const;

export async function editRadnik(db: Db, input: UpdateInput, user: AuthUser): Promise<string> {
  // The roles that change the privileged fields; an Admin's record only Admin (assertMayGrant below).
  const isManager = ulogeZa('radnici.izmenaPovlascenih').includes(user.role);
  if (!moze(user, 'radnici.izmena', { radnikId: input.id, permission: input.permission })) throw forbidden();
  // Setting a password here skips the old-password check, so it is the Admin's reset, not a worker's change.
  if (input.password !== undefined && !moze(user, 'radnici.resetLozinke')) throw forbidden();
  if (input.password !== undefined) await assertPasswordAllowed(input.password, input.username);
  const passwordHash = input.password !== undefined ? await hashPassword(input.password) : undefined;
  try {
    await db.transaction(async (tx) => {
      const current = await findRadnik(tx, input.id);
      if (!current) throw notFound(`Radnik sa id-em ${input.id}`);
      // Without verzija (the specification's shape) the write is not checked: the last one wins.
      if (input.verzija !== undefined && current.verzija !== input.verzija) throw stale();
      if (!isManager && PRIVILEGED.some((field) => current[field] !== input[field])) throw forbidden();
      if (!isManager && PRIVILEGED_DATES.some((field) => input[field] !== undefined && current[field] !== input[field]))
        throw forbidden();
      const row = values(input, current);
      if (row.datumOdlaska && row.datumOdlaska < row.datumPocetka!) throw leavingBeforeStart();
      if (current.permission === 'Admin' || input.permission === 'Admin') assertMayGrant(user, 'Admin');
      if (user.id === input.id && current.permission === 'Admin' && (input.permission !== 'Admin' || !input.aktivan))
        throw conflict('Administrator ne može sebi oduzeti ulogu ni deaktivirati sopstveni nalog.');
      const other = await findByUsername(tx, input.username);
      if (other && other.id !== input.id) throw usernameTaken(input.username);
      if (current.username !== input.username) await assertNotLookAlike(tx, input.username, input.id);
      const written = await updateRadnik(tx, input.id, input.verzija ?? current.verzija, {
        ...row,
        ...(passwordHash ? { passwordHash } : {}),
      });
      if (!written) throw stale();
      const izmene = diffFields(current, await findRadnik(tx, input.id));
      if (passwordHash) izmene.lozinka = PASSWORD_CHANGED;
      await recordChange(tx, { entitet: 'radnici', zapisId: input.id, akcija: 'update', autorId: user.id, izmene });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken(input.username);
    throw error;
  }
  return `Radnik ${fullName(input)} uspešno ažuriran`;
}

/** The audit log records that a password changed, never the password or its hash. */
const PASSWORD_CHANGED: [boolean, boolean] = [false, true];

async function recordPassword(tx: Db, radnikId: number, autorId: number): Promise<void> {
  const izmene = { lozinka: PASSWORD_CHANGED };
  await recordChange(tx, { entitet: 'radnici', zapisId: radnikId, akcija: 'password', autorId, izmene });
}

const wrongPassword = () => new HttpError(400, 'Stara lozinka nije ispravna.', { errorCode: 400 });

/**
 * A worker changes their own password, proving the old one. Answers the worker's new `token_verzija`: every earlier
 * token is revoked, and the caller signs a fresh one for the session that made the change.
 */
export async function changePassword(db: Db, input: ChangePassword, user: AuthUser): Promise<number> {
  const radnik = await findByUsername(db, input.userName);
  if (!radnik || !moze(user, 'radnici.promenaLozinke', { radnikId: radnik.id })) throw forbidden();
  if (!(await verifyPassword(input.oldPassword, radnik.passwordHash))) throw wrongPassword();
  await assertPasswordAllowed(input.newPassword, radnik.username);
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    const tokenVerzija = await setPassword(tx, radnik.id, passwordHash);
    await recordPassword(tx, radnik.id, user.id);
    return tokenVerzija;
  });
}

/** Admin sets anyone's password without the old one. */
export async function resetPassword(
  db: Db,
  input: ResetPassword,
  user: AuthUser,
): Promise<{ radnikId: number; tokenVerzija: number }> {
  const radnik = await findByUsername(db, input.userName);
  if (!radnik) throw notFound(`Radnik sa korisničkim imenom ${input.userName}`);
  await assertPasswordAllowed(input.newPassword, radnik.username);
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    const tokenVerzija = await setPassword(tx, radnik.id, passwordHash);
    await recordPassword(tx, radnik.id, user.id);
    return { radnikId: radnik.id, tokenVerzija };
  });
}

/** The signed-in worker's language. */
export async function changeJezik(db: Db, user: AuthUser, jezik: 'sr' | 'en_US'): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findRadnik(tx, user.id);
    await setJezik(tx, user.id, jezik);
    const izmene = diffFields({ jezik: current?.jezik }, { jezik });
    await recordChange(tx, { entitet: 'radnici', zapisId: user.id, akcija: 'update', autorId: user.id, izmene });
  });
}

import type { FajlEntitet } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import { ADMIN_DEMO, hasAnyRole } from '../../lib/access.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { klijentExists } from '../klijenti/repository.ts';
import { nepokretnostExists } from '../nepokretnosti/exists.ts';
import { masinaExists, radnikExists, type FajlRow } from './repository.ts';

/**
 * What the generic file calls need to know about an entity: its records (the file group is the record's id) and
 * who may read, add and delete its documents. Clients, jobs, valuations and properties plug in here later.
 */
export interface FajlEntitetDef {
  label: string;
  exists(db: Db, groupId: number): Promise<boolean>;
  mayRead(user: AuthUser, groupId: number): boolean;
  mayWrite(user: AuthUser, groupId: number): boolean;
  mayDelete(user: AuthUser, fajl: FajlRow): boolean;
}

const selfOrManager = (user: AuthUser, groupId: number) => user.id === groupId || hasAnyRole(user, ADMIN_DEMO);

export const FAJL_ENTITET_DEFS: Record<FajlEntitet, FajlEntitetDef> = {
  radnici: {
    label: 'Radnik',
    exists: radnikExists,
    mayRead: selfOrManager,
    mayWrite: selfOrManager,
    mayDelete: (user, fajl) => selfOrManager(user, fajl.grupaId),
  },
  masine: {
    label: 'Oprema',
    exists: masinaExists,
    mayRead: () => true,
    mayWrite: () => true,
    mayDelete: (user, fajl) => fajl.idKreatora === user.id || hasAnyRole(user, ADMIN_DEMO),
  },
  // A client's, bank's or banker's documents: every role opens the register (part 1 §2), like equipment.
  klijenti: {
    label: 'Klijent',
    exists: klijentExists,
    mayRead: () => true,
    mayWrite: () => true,
    mayDelete: (user, fajl) => fajl.idKreatora === user.id || hasAnyRole(user, ADMIN_DEMO),
  },
  // A property's documents: every role opens the register (part 2 §2).
  nepokretnosti: {
    label: 'Nepokretnost',
    exists: nepokretnostExists,
    mayRead: () => true,
    mayWrite: () => true,
    mayDelete: (user, fajl) => fajl.idKreatora === user.id || hasAnyRole(user, ADMIN_DEMO),
  },
};

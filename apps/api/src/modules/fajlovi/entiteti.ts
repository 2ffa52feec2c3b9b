import { moze, type FajlEntitet } from '@rp/contract';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { klijentExists } from '../klijenti/repository.ts';
import { nepokretnostExists } from '../nepokretnosti/exists.ts';
import { posaoExists } from '../poslovi/repository.ts';
import { procenaExists } from '../procene/repository.ts';
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

/** Who may read, add and delete an entity's documents: the permission module decides (@rp/contract `moze`). */
const access = (entitet: FajlEntitet): Pick<FajlEntitetDef, 'mayRead' | 'mayWrite' | 'mayDelete'> => ({
  mayRead: (user, groupId) => moze(user, 'fajlovi.citanje', { entitet, groupId }),
  mayWrite: (user, groupId) => moze(user, 'fajlovi.dodavanje', { entitet, groupId }),
  mayDelete: (user, fajl) =>
    moze(user, 'fajlovi.brisanje', { entitet, groupId: fajl.grupaId, idKreatora: fajl.idKreatora }),
});

export const FAJL_ENTITET_DEFS: Record<FajlEntitet, FajlEntitetDef> = {
  radnici: {
    label: 'Radnik',
    exists: radnikExists,
    ...access('radnici'),
  },
  masine: {
    label: 'Oprema',
    exists: masinaExists,
    ...access('masine'),
  },
  // A client's, bank's or banker's documents: every role opens the register (part 1 §2), like equipment.
  klijenti: {
    label: 'Klijent',
    exists: klijentExists,
    ...access('klijenti'),
  },
  // A property's documents: every role opens the register (part 2 §2).
  nepokretnosti: {
    label: 'Nepokretnost',
    exists: nepokretnostExists,
    ...access('nepokretnosti'),
  },
  // A valuation's documents (the group is the valuation's id): every role opens valuations (part 2 §2).
  procene: {
    label: 'Procena',
    exists: procenaExists,
    ...access('procene'),
  },
  // A job's documents (the group is the job's id; templates have none): every role opens them (part 1 §2).
  poslovi: {
    label: 'Projekat',
    exists: posaoExists,
    ...access('poslovi'),
  },
};

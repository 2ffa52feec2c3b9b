import type { FajlEntitet } from './fajlovi.ts';
import {
  KLIJENT_BRISANJE_ROLES,
  NEPOKRETNOST_BRISANJE_ROLES,
  NEPOKRETNOST_IMPORT_ROLES,
  PROCENA_BRISANJE_ROLES,
  PROCENA_SABLON_ROLES,
} from './uloge-radnji.ts';
import { ALL_ROLES, hasRole, type Role } from './uloge.ts';
import { routeById, type RouteId } from './routes.ts';

/**
 * Who may do what to which record: one table that the server's checks and the portal's links, buttons and route
 * guards both ask, so a screen never offers what the server will refuse (issue 12 item 5). Role letters follow the
 * specification (part 1 §2/§6, part 2 §2/§6); the record rules are the server's (apps/api README, 'Roles').
 */

/** The signed-in user: a worker id and a role (the server's token) or roles (the portal's session). */
export type Korisnik = { id: number; role: Role } | { id: number; roles: readonly Role[] };

const ADMIN: readonly Role[] = ['Admin'];
const ADMIN_DEMO: readonly Role[] = ['Admin', 'Demo'];
const ADMIN_DEMO_OPS: readonly Role[] = ['Admin', 'Demo', 'Operations'];

/** A worker's own records (time record, leave, holidays, documents, tasks) are named by the worker's id. */
interface RadnikovZapis {
  radnikId: number;
}

/** What each action needs to know about the record it touches (`undefined`: a role alone decides). */
export interface DozvolaZapisi {
  /** The worker list screen and its call (A, D). */
  'radnici.lista': undefined;
  /** Create a worker (A, D; only Admin grants the Admin role: `radnici.dodelaAdmina`). */
  'radnici.unos': undefined;
  /** Open a worker's form: a User only their own. */
  'radnici.citanje': RadnikovZapis;
  /** Save a worker's form: Admin and Demo anyone's except an Admin's (Admin only), a worker their own. */
  'radnici.izmena': RadnikovZapis & { permission: Role };
  /** Change username, active flag, role, leave days and rate (Admin, Demo; an Admin's record only Admin). */
  'radnici.izmenaPovlascenih': RadnikovZapis & { permission: Role };
  /** Grant the Admin role (Admin). */
  'radnici.dodelaAdmina': undefined;
  /** Change a password with the old one: only one's own. */
  'radnici.promenaLozinke': RadnikovZapis;
  /** Set anyone's password without the old one (Admin). */
  'radnici.resetLozinke': undefined;
  /** A worker's notes screen (A, D). */
  'radnici.beleske': undefined;
  /** A worker's task status screen (A, D). */
  'radnici.statusZadataka': undefined;

  /** Read a worker's month: own, or anyone's for Admin and Demo. */
  'evidencija.citanje': RadnikovZapis;
  /** Today's record and state (provera): own, or anyone's for Admin and Demo. */
  'evidencija.provera': RadnikovZapis;
  /** Sign in, pause, sign out: own, or anyone's for Admin. */
  'evidencija.komanda': RadnikovZapis;
  /** Planned hours and corrections of worked time: own, or anyone's for Admin. */
  'evidencija.izmena': RadnikovZapis;

  /** A worker's leave and balance: own, or anyone's for Admin and Demo. */
  'godisnji.citanje': RadnikovZapis;
  /** Request leave: own, or for anyone by Admin. */
  'godisnji.zahtev': RadnikovZapis;
  /** Approve leave (Admin). */
  'godisnji.odobrenje': undefined;
  /** Delete leave: own pending request, or any by Admin. */
  'godisnji.brisanje': RadnikovZapis & { isOdobren: boolean };

  /** A worker's holidays: own, or anyone's for Admin and Demo. */
  'praznici.citanje': RadnikovZapis;
  /** Add or delete a worker's holiday: own, or anyone's for Admin. */
  'praznici.izmena': RadnikovZapis;
  /** State holidays: every role reads them (the time record shows them). */
  'drzavniPraznici.citanje': undefined;
  /** Add, edit and delete state holidays (settings: A, D). */
  'drzavniPraznici.izmena': undefined;

  /** Equipment list and form (all). */
  'masine.citanje': undefined;
  /** Create, rename and delete equipment (A, D). */
  'masine.izmena': undefined;

  /** Every worker's notes, and notes about any worker (A, D). */
  'notes.sve': undefined;
  /** A note: Admin and Demo every note; others their own and those for everyone (`radnikId: null`). */
  'notes.citanje': { radnikId: number | null };
  /** Create, edit and delete notes (A, D). */
  'notes.izmena': undefined;

  /** RSS items on the home page (all). */
  'rss.stavke': undefined;
  /** RSS feeds in settings (A, D). */
  'rss.izvori': undefined;

  /** List and download a record's documents: a worker's are the worker's and Admin's and Demo's; others all. */
  'fajlovi.citanje': { entitet: FajlEntitet; groupId: number };
  /** Upload documents to a record: as reading. */
  'fajlovi.dodavanje': { entitet: FajlEntitet; groupId: number };
  /** Delete a document: a worker's as reading them; others by whoever uploaded it, or Admin and Demo. */
  'fajlovi.brisanje': { entitet: FajlEntitet; groupId: number; idKreatora: number | null };

  /** Clients, banks and bankers: read, create and edit (all). */
  'klijenti.citanje': undefined;
  'klijenti.izmena': undefined;
  /** Delete a client, bank or banker (KLIJENT_BRISANJE_ROLES). */
  'klijenti.brisanje': undefined;

  /** Properties: read, create, edit and their images (all). */
  'nepokretnosti.citanje': undefined;
  'nepokretnosti.izmena': undefined;
  /** Delete a property (NEPOKRETNOST_BRISANJE_ROLES). */
  'nepokretnosti.brisanje': undefined;
  /** Import properties from a file (NEPOKRETNOST_IMPORT_ROLES: Admin). */
  'nepokretnosti.import': undefined;

  /** Valuations, their subjects, documents, images and history: read, create and edit (all, part 2 §6). */
  'procene.citanje': undefined;
  'procene.izmena': undefined;
  /** Delete a valuation (PROCENA_BRISANJE_ROLES: a User does not). */
  'procene.brisanje': undefined;
  /** Upload and delete Word report templates (PROCENA_SABLON_ROLES: Admin). */
  'procene.sabloni': undefined;

  /** Any task, and any worker's tasks and timeline (A, D, O manage jobs and tasks). */
  'zadaci.upravljanje': undefined;
  /** A worker's tasks, timeline, current and next task, and starting a task for them: own, or A, D, O. */
  'zadaci.radnika': RadnikovZapis;
  /** Read, pause or finish a task: A, D, O any; a worker one assigned to them. */
  'zadaci.zadatak': { isDodeljen: boolean };
  /** The task screen's links to worker, job, client and task records and its worker picker (Admin, part 1 §2). */
  'zadaci.veze': undefined;
  /** The task list inside a job's screen: loaded only for Admin and Demo (part 1 §6). */
  'poslovi.zadaci': undefined;

  /** Statistics screens (A, D). */
  statistika: undefined;
  /** Settings: RSS feeds and state holidays (A, D). */
  podesavanja: undefined;
  /** A record's change history (Admin). */
  audit: undefined;
}

export type Akcija = keyof DozvolaZapisi;

interface Pravilo<Z> {
  /** Roles that may call the action at all (the endpoint's gate); the record rule narrows it further. */
  uloge: readonly Role[];
  /** The decision for one record, for a user of one of `uloge`. */
  odluka?: (korisnik: { id: number; role: Role }, zapis: Z) => boolean;
}

const ulogom = (uloge: readonly Role[]): Pravilo<undefined> => ({ uloge });

/** One's own record, or anyone's for `uloge`. */
const samIli = (uloge: readonly Role[]): Pravilo<RadnikovZapis> => ({
  uloge: ALL_ROLES,
  odluka: (korisnik, zapis) => korisnik.id === zapis.radnikId || uloge.includes(korisnik.role),
});

/** An Admin's record is changed only by an Admin: a Demo login must not take an Admin's account. */
const diraAdmina = (korisnik: { role: Role }, permission: Role) => permission === 'Admin' && korisnik.role !== 'Admin';

const mayReadFiles = (korisnik: { id: number; role: Role }, zapis: { entitet: FajlEntitet; groupId: number }) =>
  zapis.entitet !== 'radnici' || korisnik.id === zapis.groupId || ADMIN_DEMO.includes(korisnik.role);

const PRAVILA: { [A in Akcija]: Pravilo<DozvolaZapisi[A]> } = {
  'radnici.lista': ulogom(ADMIN_DEMO),
  'radnici.unos': ulogom(ADMIN_DEMO),
  'radnici.citanje': samIli(ADMIN_DEMO_OPS),
  'radnici.izmena': {
    uloge: ALL_ROLES,
    odluka: (korisnik, zapis) =>
      !diraAdmina(korisnik, zapis.permission) && (korisnik.id === zapis.radnikId || ADMIN_DEMO.includes(korisnik.role)),
  },
  'radnici.izmenaPovlascenih': {
    uloge: ADMIN_DEMO,
    odluka: (korisnik, zapis) => !diraAdmina(korisnik, zapis.permission),
  },
  'radnici.dodelaAdmina': ulogom(ADMIN),
  'radnici.promenaLozinke': { uloge: ALL_ROLES, odluka: (korisnik, zapis) => korisnik.id === zapis.radnikId },
  'radnici.resetLozinke': ulogom(ADMIN),
  'radnici.beleske': ulogom(ADMIN_DEMO),
  'radnici.statusZadataka': ulogom(ADMIN_DEMO),

  'evidencija.citanje': samIli(ADMIN_DEMO),
  'evidencija.provera': samIli(ADMIN_DEMO),
  'evidencija.komanda': samIli(ADMIN),
  'evidencija.izmena': samIli(ADMIN),

  'godisnji.citanje': samIli(ADMIN_DEMO),
  'godisnji.zahtev': samIli(ADMIN),
  'godisnji.odobrenje': ulogom(ADMIN),
  'godisnji.brisanje': {
    uloge: ALL_ROLES,
    odluka: (korisnik, zapis) => korisnik.role === 'Admin' || (korisnik.id === zapis.radnikId && !zapis.isOdobren),
  },

  'praznici.citanje': samIli(ADMIN_DEMO),
  'praznici.izmena': samIli(ADMIN),
  'drzavniPraznici.citanje': ulogom(ALL_ROLES),
  'drzavniPraznici.izmena': ulogom(ADMIN_DEMO),

  'masine.citanje': ulogom(ALL_ROLES),
  'masine.izmena': ulogom(ADMIN_DEMO),

  'notes.sve': ulogom(ADMIN_DEMO),
  'notes.citanje': {
    uloge: ALL_ROLES,
    odluka: (korisnik, zapis) =>
      ADMIN_DEMO.includes(korisnik.role) || zapis.radnikId === null || zapis.radnikId === korisnik.id,
  },
  'notes.izmena': ulogom(ADMIN_DEMO),

  'rss.stavke': ulogom(ALL_ROLES),
  'rss.izvori': ulogom(ADMIN_DEMO),

  'fajlovi.citanje': { uloge: ALL_ROLES, odluka: mayReadFiles },
  'fajlovi.dodavanje': { uloge: ALL_ROLES, odluka: mayReadFiles },
  'fajlovi.brisanje': {
    uloge: ALL_ROLES,
    odluka: (korisnik, zapis) =>
      zapis.entitet === 'radnici'
        ? mayReadFiles(korisnik, zapis)
        : zapis.idKreatora === korisnik.id || ADMIN_DEMO.includes(korisnik.role),
  },

  'klijenti.citanje': ulogom(ALL_ROLES),
  'klijenti.izmena': ulogom(ALL_ROLES),
  'klijenti.brisanje': ulogom(KLIJENT_BRISANJE_ROLES),

  'nepokretnosti.citanje': ulogom(ALL_ROLES),
  'nepokretnosti.izmena': ulogom(ALL_ROLES),
  'nepokretnosti.brisanje': ulogom(NEPOKRETNOST_BRISANJE_ROLES),
  'nepokretnosti.import': ulogom(NEPOKRETNOST_IMPORT_ROLES),

  'procene.citanje': ulogom(ALL_ROLES),
  'procene.izmena': ulogom(ALL_ROLES),
  'procene.brisanje': ulogom(PROCENA_BRISANJE_ROLES),
  'procene.sabloni': ulogom(PROCENA_SABLON_ROLES),

  'zadaci.upravljanje': ulogom(ADMIN_DEMO_OPS),
  'zadaci.radnika': samIli(ADMIN_DEMO_OPS),
  'zadaci.zadatak': {
    uloge: ALL_ROLES,
    odluka: (korisnik, zapis) => zapis.isDodeljen || ADMIN_DEMO_OPS.includes(korisnik.role),
  },
  'zadaci.veze': ulogom(ADMIN),
  'poslovi.zadaci': ulogom(ADMIN_DEMO),

  statistika: ulogom(ADMIN_DEMO),
  podesavanja: ulogom(ADMIN_DEMO),
  audit: ulogom(ADMIN),
};

/** Every action of the table. */
export const AKCIJE = Object.keys(PRAVILA) as Akcija[];

function ulogeKorisnika(korisnik: Korisnik): readonly Role[] {
  return 'roles' in korisnik ? korisnik.roles : [korisnik.role];
}

type ZapisArgs<A extends Akcija> = DozvolaZapisi[A] extends undefined ? [] : [zapis: DozvolaZapisi[A]];

/**
 * May this user do `akcija` (to this record)? Nobody signed in may do nothing. A user holding several roles may
 * when one of them may.
 */
export function moze<A extends Akcija>(
  korisnik: Korisnik | null | undefined,
  akcija: A,
  ...args: ZapisArgs<A>
): boolean {
  if (!korisnik) return false;
  const pravilo = PRAVILA[akcija] as Pravilo<DozvolaZapisi[A]>;
  const zapis = args[0] as DozvolaZapisi[A];
  return ulogeKorisnika(korisnik).some(
    (role) => pravilo.uloge.includes(role) && (pravilo.odluka?.({ id: korisnik.id, role }, zapis) ?? true),
  );
}

/** The roles that may call `akcija` at all: the endpoint's gate (`config.roles`); the record rule comes after. */
export function ulogeZa(akcija: Akcija): readonly Role[] {
  return PRAVILA[akcija].uloge;
}

/**
 * Screens whose record narrows who may open them beyond the route table's roles: the portal sends to /403 before
 * asking the server, which would refuse the screen's first call.
 */
const EKRAN_ZAPIS: Partial<
  Record<RouteId, (korisnik: Korisnik, params: Record<string, string | undefined>) => boolean>
> = {
  'radnici.info': (korisnik, params) => moze(korisnik, 'radnici.citanje', { radnikId: Number(params.radnikId) }),
  'radnici.evidencija': (korisnik, params) =>
    moze(korisnik, 'evidencija.citanje', { radnikId: Number(params.radnikId) }),
  'radnici.dokumenti': (korisnik, params) =>
    moze(korisnik, 'fajlovi.citanje', { entitet: 'radnici', groupId: Number(params.fileGroupId) }),
};

/** May this user open the screen `routeId` with these route parameters? Public screens are open to everyone. */
export function mozeOtvoriti(
  korisnik: Korisnik | null | undefined,
  routeId: RouteId,
  params: Record<string, string | number | undefined> = {},
): boolean {
  const def = routeById(routeId);
  if (def.isPublic) return true;
  if (!korisnik || !hasRole(ulogeKorisnika(korisnik), def.roles)) return false;
  const zapis = EKRAN_ZAPIS[routeId];
  if (!zapis) return true;
  const text = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, value?.toString()]));
  return zapis(korisnik, text);
}

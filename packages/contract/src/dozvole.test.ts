import { describe, expect, it } from 'vitest';
import { AKCIJE, moze, mozeOtvoriti, ulogeZa, type Akcija, type DozvolaZapisi } from './dozvole.ts';
import { KLIJENT_BRISANJE_ROLES } from './klijenti.ts';
import { NEPOKRETNOST_BRISANJE_ROLES, NEPOKRETNOST_IMPORT_ROLES } from './nepokretnosti.ts';
import { ROLES, type Role } from './roles.ts';
import { routeById, type RouteId } from './routes.ts';

const SELF = 7;
const OTHER = 8;
const user = (role: Role) => ({ id: SELF, role });

/** Expected answers in the order Admin, Demo, User, Operations ('ADUO' letters of the roles that may). */
type Case = { [A in Akcija]: DozvolaZapisi[A] extends undefined ? [A, string] : [A, string, DozvolaZapisi[A]] }[Akcija];

const own = { radnikId: SELF };
const other = { radnikId: OTHER };

const CASES: readonly (Case & { 3?: string })[] = [
  ['radnici.lista', 'AD'],
  ['radnici.unos', 'AD'],
  ['radnici.citanje', 'ADUO', own],
  ['radnici.citanje', 'ADO', other],
  ['radnici.izmena', 'ADUO', { ...own, permission: 'User' }],
  ['radnici.izmena', 'AD', { ...other, permission: 'User' }],
  ['radnici.izmena', 'AD', { ...other, permission: 'Operations' }],
  ['radnici.izmena', 'A', { ...other, permission: 'Admin' }],
  ['radnici.izmenaPovlascenih', 'AD', { ...own, permission: 'User' }],
  ['radnici.izmenaPovlascenih', 'AD', { ...other, permission: 'Demo' }],
  ['radnici.izmenaPovlascenih', 'A', { ...other, permission: 'Admin' }],
  ['radnici.dodelaAdmina', 'A'],
  ['radnici.promenaLozinke', 'ADUO', own],
  ['radnici.promenaLozinke', '', other],
  ['radnici.resetLozinke', 'A'],
  ['radnici.beleske', 'AD'],
  ['radnici.statusZadataka', 'AD'],

  ['evidencija.citanje', 'ADUO', own],
  ['evidencija.citanje', 'AD', other],
  ['evidencija.provera', 'ADUO', own],
  ['evidencija.provera', 'AD', other],
  ['evidencija.komanda', 'ADUO', own],
  ['evidencija.komanda', 'A', other],
  ['evidencija.izmena', 'ADUO', own],
  ['evidencija.izmena', 'A', other],

  ['godisnji.citanje', 'ADUO', own],
  ['godisnji.citanje', 'AD', other],
  ['godisnji.zahtev', 'ADUO', own],
  ['godisnji.zahtev', 'A', other],
  ['godisnji.odobrenje', 'A'],
  ['godisnji.brisanje', 'ADUO', { ...own, isOdobren: false }],
  ['godisnji.brisanje', 'A', { ...own, isOdobren: true }],
  ['godisnji.brisanje', 'A', { ...other, isOdobren: false }],
  ['godisnji.brisanje', 'A', { ...other, isOdobren: true }],

  ['praznici.citanje', 'ADUO', own],
  ['praznici.citanje', 'AD', other],
  ['praznici.izmena', 'ADUO', own],
  ['praznici.izmena', 'A', other],
  ['drzavniPraznici.citanje', 'ADUO'],
  ['drzavniPraznici.izmena', 'AD'],

  ['masine.citanje', 'ADUO'],
  ['masine.izmena', 'AD'],

  ['notes.sve', 'AD'],
  ['notes.citanje', 'ADUO', own],
  ['notes.citanje', 'ADUO', { radnikId: null }],
  ['notes.citanje', 'AD', other],
  ['notes.izmena', 'AD'],

  ['rss.stavke', 'ADUO'],
  ['rss.izvori', 'AD'],

  ['fajlovi.citanje', 'ADUO', { entitet: 'radnici', groupId: SELF }],
  ['fajlovi.citanje', 'AD', { entitet: 'radnici', groupId: OTHER }],
  ['fajlovi.citanje', 'ADUO', { entitet: 'masine', groupId: OTHER }],
  ['fajlovi.citanje', 'ADUO', { entitet: 'klijenti', groupId: OTHER }],
  ['fajlovi.citanje', 'ADUO', { entitet: 'nepokretnosti', groupId: OTHER }],
  ['fajlovi.dodavanje', 'ADUO', { entitet: 'radnici', groupId: SELF }],
  ['fajlovi.dodavanje', 'AD', { entitet: 'radnici', groupId: OTHER }],
  ['fajlovi.dodavanje', 'ADUO', { entitet: 'masine', groupId: OTHER }],
  ['fajlovi.brisanje', 'ADUO', { entitet: 'radnici', groupId: SELF, idKreatora: OTHER }],
  ['fajlovi.brisanje', 'AD', { entitet: 'radnici', groupId: OTHER, idKreatora: SELF }],
  ['fajlovi.brisanje', 'ADUO', { entitet: 'masine', groupId: OTHER, idKreatora: SELF }],
  ['fajlovi.brisanje', 'AD', { entitet: 'masine', groupId: OTHER, idKreatora: OTHER }],
  ['fajlovi.brisanje', 'AD', { entitet: 'masine', groupId: OTHER, idKreatora: null }],
  ['fajlovi.brisanje', 'ADUO', { entitet: 'klijenti', groupId: OTHER, idKreatora: SELF }],
  ['fajlovi.brisanje', 'AD', { entitet: 'klijenti', groupId: OTHER, idKreatora: OTHER }],
  ['fajlovi.brisanje', 'ADUO', { entitet: 'nepokretnosti', groupId: OTHER, idKreatora: SELF }],
  ['fajlovi.brisanje', 'AD', { entitet: 'nepokretnosti', groupId: OTHER, idKreatora: OTHER }],

  ['klijenti.citanje', 'ADUO'],
  ['klijenti.izmena', 'ADUO'],
  ['klijenti.brisanje', 'ADO'],

  ['nepokretnosti.citanje', 'ADUO'],
  ['nepokretnosti.izmena', 'ADUO'],
  ['nepokretnosti.brisanje', 'ADO'],
  ['nepokretnosti.import', 'A'],

  ['procene.citanje', 'ADUO'],
  ['procene.izmena', 'ADUO'],
  ['procene.brisanje', 'ADO'],
  ['procene.sabloni', 'A'],

  ['zadaci.upravljanje', 'ADO'],
  ['zadaci.radnika', 'ADUO', own],
  ['zadaci.radnika', 'ADO', other],
  ['zadaci.zadatak', 'ADUO', { isDodeljen: true }],
  ['zadaci.zadatak', 'ADO', { isDodeljen: false }],
  ['zadaci.veze', 'A'],
  ['poslovi.zadaci', 'AD'],

  ['statistika', 'AD'],
  ['podesavanja', 'AD'],
  ['audit', 'A'],
];

const LETTER: Record<Role, string> = { Admin: 'A', Demo: 'D', User: 'U', Operations: 'O' };

describe('moze: every role × action', () => {
  it.each(CASES.map((testCase) => [testCase[0], testCase[1], JSON.stringify(testCase[2] ?? null), testCase] as const))(
    '%s: %s may (%s)',
    (_akcija, expected, _zapis, testCase) => {
      const [akcija, , zapis] = testCase as [Akcija, string, never];
      const allowed = ROLES.filter((role) => (moze as (...args: unknown[]) => boolean)(user(role), akcija, zapis))
        .map((role) => LETTER[role])
        .join('');
      expect(allowed).toBe(expected);
    },
  );

  it('covers every action of the table', () => {
    const tested = new Set(CASES.map((testCase) => testCase[0]));
    expect(AKCIJE.filter((akcija) => !tested.has(akcija))).toEqual([]);
  });

  it('refuses everything without a signed-in user', () => {
    expect(moze(null, 'masine.citanje')).toBe(false);
    expect(moze(undefined, 'evidencija.citanje', own)).toBe(false);
  });

  it('reads the portal session (roles) like the server token (role)', () => {
    expect(moze({ id: SELF, roles: ['User'] }, 'evidencija.citanje', other)).toBe(false);
    expect(moze({ id: SELF, roles: ['User', 'Demo'] }, 'evidencija.citanje', other)).toBe(true);
    expect(moze({ id: SELF, roles: ['Demo'] }, 'evidencija.izmena', other)).toBe(false);
  });
});

describe('ulogeZa: the endpoint gates', () => {
  it('keeps the *_ROLES constants as they were', () => {
    expect(ulogeZa('klijenti.brisanje')).toEqual(KLIJENT_BRISANJE_ROLES);
    expect(ulogeZa('nepokretnosti.brisanje')).toEqual(NEPOKRETNOST_BRISANJE_ROLES);
    expect(ulogeZa('nepokretnosti.import')).toEqual(NEPOKRETNOST_IMPORT_ROLES);
  });

  it('opens a record rule to every role, which the record then narrows', () => {
    expect(ulogeZa('evidencija.izmena')).toEqual(ROLES);
    expect(ulogeZa('radnici.izmenaPovlascenih')).toEqual(['Admin', 'Demo']);
  });

  it.each([
    ['radnici.list', 'radnici.lista'],
    ['radnici.unos', 'radnici.unos'],
    ['radnici.notes', 'radnici.beleske'],
    ['radnici.status', 'radnici.statusZadataka'],
    ['masine.unos', 'masine.izmena'],
    ['settings', 'podesavanja'],
    ['settings.holidays', 'drzavniPraznici.izmena'],
    ['statistika.novac', 'statistika'],
    ['smartchart', 'zadaci.upravljanje'],
    ['poslovi.list', 'zadaci.upravljanje'],
    ['poslovi.unos', 'zadaci.upravljanje'],
    ['zadaci.unos', 'zadaci.upravljanje'],
    ['nepokretnosti.import', 'nepokretnosti.import'],
  ] as const)('the screen %s is for the roles of %s', (routeId, akcija) => {
    expect([...routeById(routeId).roles].sort()).toEqual([...ulogeZa(akcija)].sort());
  });
});

describe('mozeOtvoriti: screens by route and record', () => {
  const cases: [RouteId, Record<string, string>, string][] = [
    ['radnici.evidencija', { radnikId: String(SELF) }, 'ADUO'],
    ['radnici.evidencija', { radnikId: String(OTHER) }, 'AD'],
    ['radnici.dokumenti', { fileGroupId: String(SELF) }, 'ADUO'],
    ['radnici.dokumenti', { fileGroupId: String(OTHER) }, 'AD'],
    ['radnici.info', { radnikId: String(SELF) }, 'ADUO'],
    ['radnici.info', { radnikId: String(OTHER) }, 'ADO'],
    ['radnici.notes', { radnikId: String(OTHER) }, 'AD'],
    ['masine.dokumenti', { fileGroupId: String(OTHER) }, 'ADUO'],
    ['masine.unos', {}, 'AD'],
    ['poslovi.list', {}, 'ADO'],
    ['nepokretnosti.import', {}, 'A'],
    ['main', {}, 'ADUO'],
  ];
  it.each(cases)('%s %o: %s', (routeId, params, expected) => {
    const allowed = ROLES.filter((role) => mozeOtvoriti(user(role), routeId, params))
      .map((role) => LETTER[role])
      .join('');
    expect(allowed).toBe(expected);
  });

  it('opens the public screens to everyone, the others to nobody signed out', () => {
    expect(mozeOtvoriti(null, 'login')).toBe(true);
    expect(mozeOtvoriti(null, 'forbidden')).toBe(true);
    expect(mozeOtvoriti(null, 'main')).toBe(false);
  });

  it('takes numeric parameters too', () => {
    expect(mozeOtvoriti(user('User'), 'radnici.evidencija', { radnikId: OTHER })).toBe(false);
    expect(mozeOtvoriti(user('User'), 'radnici.evidencija', { radnikId: SELF })).toBe(true);
  });
});

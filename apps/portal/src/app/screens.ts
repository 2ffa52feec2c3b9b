import type { ComponentType } from 'react';
import type { RouteId } from '@rp/contract';

export type ScreenModule = { Component: ComponentType };

/**
 * The screens that exist, by the contract's route id. A route of the contract is registered in the router only
 * once its screen is here; until then its path is answered by /404 like any unknown path.
 */
export const SCREENS: Partial<Record<RouteId, () => Promise<ScreenModule>>> = {
  main: () => import('../features/home/home-page.tsx').then((module) => ({ Component: module.HomePage })),
  status: () => import('../features/zadaci/status-page.tsx').then((module) => ({ Component: module.StatusPage })),
  'radnici.list': () =>
    import('../features/radnici/radnici-list-page.tsx').then((module) => ({ Component: module.RadniciListPage })),
  'masine.list': () =>
    import('../features/masine/masine-list-page.tsx').then((module) => ({ Component: module.MasineListPage })),
  'radnici.dokumenti': () =>
    import('../features/dokumenti/dokumenti-page.tsx').then((module) => ({ Component: module.RadniciDokumentiPage })),
  'masine.dokumenti': () =>
    import('../features/dokumenti/dokumenti-page.tsx').then((module) => ({ Component: module.MasineDokumentiPage })),
  settings: () =>
    import('../features/settings/settings-page.tsx').then((module) => ({ Component: module.SettingsPage })),
  'settings.holidays': () =>
    import('../features/settings/holidays-page.tsx').then((module) => ({ Component: module.HolidaysPage })),
  'radnici.evidencija': () =>
    import('../features/evidencija/evidencija-page.tsx').then((module) => ({ Component: module.EvidencijaPage })),
  'radnici.unos': () =>
    import('../features/radnici/radnik-page.tsx').then((module) => ({ Component: module.RadnikCreatePage })),
  'radnici.info': () =>
    import('../features/radnici/radnik-page.tsx').then((module) => ({ Component: module.RadnikInfoPage })),
  'radnici.notes': () => import('../features/notes/notes-page.tsx').then((module) => ({ Component: module.NotesPage })),
  'radnici.status': () =>
    import('../features/zadaci/radnik-status-page.tsx').then((module) => ({ Component: module.RadnikStatusPage })),
  'masine.unos': () =>
    import('../features/masine/masina-page.tsx').then((module) => ({ Component: module.MasinaCreatePage })),
  'masine.info': () =>
    import('../features/masine/masina-page.tsx').then((module) => ({ Component: module.MasinaInfoPage })),
  'klijenti.list': () =>
    import('../features/klijenti/klijenti-list-page.tsx').then((module) => ({ Component: module.KlijentiListPage })),
  'klijenti.unos': () =>
    import('../features/klijenti/klijent-page.tsx').then((module) => ({ Component: module.KlijentCreatePage })),
  'klijenti.info': () =>
    import('../features/klijenti/klijent-page.tsx').then((module) => ({ Component: module.KlijentInfoPage })),
  'klijenti.dokumenti': () =>
    import('../features/dokumenti/dokumenti-page.tsx').then((module) => ({ Component: module.KlijentiDokumentiPage })),
  'nepokretnosti.list': () =>
    import('../features/nepokretnosti/nepokretnosti-list-page.tsx').then((module) => ({
      Component: module.NepokretnostiListPage,
    })),
  'nepokretnosti.import': () =>
    import('../features/nepokretnosti/import-page.tsx').then((module) => ({
      Component: module.NepokretnostiImportPage,
    })),
  'poslovi.list': () =>
    import('../features/poslovi/poslovi-list-page.tsx').then((module) => ({ Component: module.PosloviListPage })),
  'poslovi.unos': () =>
    import('../features/poslovi/posao-page.tsx').then((module) => ({ Component: module.PosaoCreatePage })),
  'poslovi.info': () =>
    import('../features/poslovi/posao-page.tsx').then((module) => ({ Component: module.PosaoInfoPage })),
  'poslovi.dokumenti': () =>
    import('../features/dokumenti/dokumenti-page.tsx').then((module) => ({ Component: module.PosloviDokumentiPage })),
  'zadaci.unos': () =>
    import('../features/zadaci/zadatak-unos-page.tsx').then((module) => ({ Component: module.ZadatakUnosPage })),
  smartchart: () =>
    import('../features/poslovi/smartchart-page.tsx').then((module) => ({ Component: module.SmartchartPage })),
  'zadaci.info': () =>
    import('../features/zadaci/zadatak-page.tsx').then((module) => ({ Component: module.ZadatakPage })),
  'nepokretnosti.unos': () =>
    import('../features/nepokretnosti/nepokretnost-page.tsx').then((module) => ({
      Component: module.NepokretnostCreatePage,
    })),
  'nepokretnosti.info': () =>
    import('../features/nepokretnosti/nepokretnost-page.tsx').then((module) => ({
      Component: module.NepokretnostInfoPage,
    })),
  'nepokretnosti.slike': () =>
    import('../features/nepokretnosti/slike-page.tsx').then((module) => ({ Component: module.NepokretnostiSlikePage })),
  'nepokretnosti.dokumenti': () =>
    import('../features/dokumenti/dokumenti-page.tsx').then((module) => ({
      Component: module.NepokretnostiDokumentiPage,
    })),
  'statistika.novac': () =>
    import('../features/statistika/novac-page.tsx').then((module) => ({ Component: module.NovacPage })),
  'statistika.radnici': () =>
    import('../features/statistika/radnici-page.tsx').then((module) => ({ Component: module.RadniciStatistikaPage })),
  'statistika.klijenti': () =>
    import('../features/statistika/klijenti-page.tsx').then((module) => ({ Component: module.KlijentiStatistikaPage })),
  'statistika.bankari': () =>
    import('../features/statistika/bankari-page.tsx').then((module) => ({ Component: module.BankariStatistikaPage })),
  'procene.list': () =>
    import('../features/procene/procene-list-page.tsx').then((module) => ({ Component: module.ProceneListPage })),
  'procene.unos': () =>
    import('../features/procene/procena-page.tsx').then((module) => ({ Component: module.ProcenaCreatePage })),
  'procene.info': () =>
    import('../features/procene/procena-page.tsx').then((module) => ({ Component: module.ProcenaInfoPage })),
  'procene.dokumenti': () =>
    import('../features/dokumenti/dokumenti-page.tsx').then((module) => ({ Component: module.ProceneDokumentiPage })),
  'procene.slike': () =>
    import('../features/procene/procena-slike-page.tsx').then((module) => ({ Component: module.ProcenaSlikePage })),
  'procene.predmeti': () =>
    import('../features/procene/predmeti-page.tsx').then((module) => ({ Component: module.PredmetiPage })),
  'procene.radniNalog': () =>
    import('../features/radni-nalog/radni-nalog-page.tsx').then((module) => ({ Component: module.RadniNalogPage })),
  'procene.komparativi': () =>
    import('../features/komparativi/komparativi-page.tsx').then((module) => ({ Component: module.KomparativiPage })),
  'procene.komparativiUnos': () =>
    import('../features/komparativi/komparativi-unos-page.tsx').then((module) => ({
      Component: module.KomparativiUnosPage,
    })),
};

/** True when the route's screen has landed: links to a screen that does not exist yet are shown as plain text. */
export function hasScreen(id: RouteId): boolean {
  return SCREENS[id] !== undefined;
}

/** The menu, in order; an entry shows only when its screen exists and the role may open it. */
export const NAV_ORDER: readonly RouteId[] = [
  'main',
  'status',
  'procene.list',
  'nepokretnosti.list',
  'poslovi.list',
  'smartchart',
  'klijenti.list',
  'radnici.list',
  'masine.list',
  'statistika.novac',
  'settings',
];

/** A menu entry named otherwise than its screen: the statistics entry opens the money tab but stands for all four. */
export const NAV_LABEL_KEYS: Partial<Record<RouteId, string>> = { 'statistika.novac': 'statistika.nav' };

/**
 * The part of the portal a screen belongs to, which its menu entry stands for: the route id's first word
 * ('procene.info' → 'procene'); a job's tasks belong to the jobs. A valuation's form highlights Valuations in the menu,
 * the bankers' statistics highlight Statistics.
 */
export function navSection(id: string): string {
  const section = id.split('.')[0]!;
  return section === 'zadaci' ? 'poslovi' : section;
}

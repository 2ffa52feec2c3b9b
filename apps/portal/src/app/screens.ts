import type { ComponentType } from 'react';
import type { RouteId } from '@rp/contract';

type ScreenModule = { Component: ComponentType };

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
};

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

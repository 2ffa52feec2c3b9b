import { describe, expect, it } from 'vitest';
import { ROUTES } from '@rp/contract';
import { NAV_ORDER, navSection, SCREENS } from './screens.ts';

describe('the menu entry of a screen', () => {
  it('is the one of its part of the portal', () => {
    expect(navSection('procene.info')).toBe(navSection('procene.list'));
    expect(navSection('procene.komparativi')).toBe(navSection('procene.list'));
    expect(navSection('nepokretnosti.slike')).toBe(navSection('nepokretnosti.list'));
    expect(navSection('zadaci.info')).toBe(navSection('poslovi.list'));
    expect(navSection('statistika.bankari')).toBe(navSection('statistika.novac'));
    expect(navSection('settings.holidays')).toBe(navSection('settings'));
    expect(navSection('radnici.evidencija')).toBe(navSection('radnici.list'));
    expect(navSection('smartchart')).not.toBe(navSection('poslovi.list'));
    expect(navSection('status')).not.toBe(navSection('main'));
  });

  it('exists for every screen behind sign-in, and no two menu entries stand for one part', () => {
    const sections = NAV_ORDER.map(navSection);
    expect(new Set(sections).size).toBe(sections.length);
    const screens = ROUTES.filter((route) => !route.isPublic && route.id in SCREENS);
    expect(screens.length).toBeGreaterThan(40);
    expect(screens.filter((route) => !sections.includes(navSection(route.id))).map((route) => route.id)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { routeById } from '@rp/contract';
import { screenTitleKey } from './use-page-title.ts';
import en from '../i18n/en_US.json' with { type: 'json' };
import sr from '../i18n/sr.json' with { type: 'json' };

describe('a screen’s title', () => {
  it('is the route’s, and the edit title when the task form edits a task', () => {
    const form = routeById('zadaci.unos');
    expect(screenTitleKey(form, '')).toBe('title.zadatakUnos');
    expect(screenTitleKey(form, '?zadatak=21')).toBe('title.zadatakIzmena');
    expect(screenTitleKey(routeById('klijenti.unos'), '?zadatak=21')).toBe('title.klijentUnos');
    expect(sr.title.zadatakIzmena).toBe('Izmena zadatka');
    expect(en.title.zadatakIzmena).toBe('Edit task');
  });
});

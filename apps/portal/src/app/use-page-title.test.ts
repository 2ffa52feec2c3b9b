import { describe, expect, it } from 'vitest';
import { ROUTES, routeById, routeTitleKey } from '@rp/contract';
import en from '../i18n/en_US.json' with { type: 'json' };
import sr from '../i18n/sr.json' with { type: 'json' };

const message = (tree: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('a screen’s title', () => {
  it('is the route’s, and the edit title when the task form edits a task', () => {
    const form = routeById('zadaci.unos');
    expect(routeTitleKey(form, '')).toBe('title.zadatakUnos');
    expect(routeTitleKey(form, '?zadatak=21')).toBe('title.zadatakIzmena');
    expect(routeTitleKey(routeById('klijenti.unos'), '?zadatak=21')).toBe('title.klijentUnos');
    expect(sr.title.zadatakIzmena).toBe('Izmena zadatka');
    expect(en.title.zadatakIzmena).toBe('Edit task');
  });

  it('has words in both languages for every title of the route table, edit titles included', () => {
    const keys = ROUTES.flatMap((def) => [
      def.titleKey,
      ...('editTitle' in def && def.editTitle ? [def.editTitle.titleKey] : []),
    ]);
    for (const key of keys) {
      expect(typeof message(sr, key), key).toBe('string');
      expect(typeof message(en, key), key).toBe('string');
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@rp/contract';
import { LANGUAGES } from '../i18n/i18n.ts';
import { helpPagePath, loadHelpPage } from './help.ts';

const helpDir = new URL('../../public/help/', import.meta.url);
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('a help page for every screen of the route table, in both languages', () => {
  for (const language of LANGUAGES) {
    const files = readdirSync(new URL(`${language}/`, helpDir));
    it.each(ROUTES.map((route) => [route.id, route.path]))(`${language}: %s (%s)`, (id) => {
      expect(files, `public/help/${language}/${id}.html is missing`).toContain(`${id}.html`);
      const html = readFileSync(new URL(`${language}/${id}.html`, helpDir), 'utf8');
      expect(html).toContain(`data-help-screen="${id}"`);
      expect(html).toContain(`lang="${language === 'sr' ? 'sr-Latn' : 'en'}"`);
      expect(html).toMatch(/<h1>[^<]+<\/h1>/);
      expect(html).not.toMatch(/<script|\son\w+=/i);
      expect(textOf(html).length).toBeGreaterThan(200);
    });

    it(`${language}: no page for a screen the route table does not have`, () => {
      const ids = new Set<string>(ROUTES.map((route) => route.id));
      expect(files.filter((file) => !ids.has(file.replace(/\.html$/, '')))).toEqual([]);
    });
  }
});

describe('loadHelpPage', () => {
  const answer =
    (status: number, body: string): typeof fetch =>
    async () =>
      new Response(body, { status });

  it('asks for the page of the screen in the language', async () => {
    const asked: string[] = [];
    const fetchPage: typeof fetch = async (input) => {
      asked.push(String(input));
      return new Response('<article data-help-screen="procene.list"><h1>Procene</h1></article>');
    };
    await expect(loadHelpPage('en_US', 'procene.list', fetchPage)).resolves.toContain('<h1>Procene</h1>');
    expect(asked).toEqual([helpPagePath('en_US', 'procene.list')]);
    expect(helpPagePath('sr', 'zadaci.info')).toBe('/help/sr/zadaci.info.html');
  });

  it('fails on a missing page and on the portal page a server answers for an unknown path', async () => {
    await expect(loadHelpPage('sr', 'procene.list', answer(404, 'not found'))).rejects.toThrow();
    await expect(
      loadHelpPage('sr', 'procene.list', answer(200, '<!doctype html><div id="root"></div>')),
    ).rejects.toThrow();
    await expect(
      loadHelpPage('sr', 'procene.list', answer(200, '<article data-help-screen="procene.info"></article>')),
    ).rejects.toThrow();
  });
});
